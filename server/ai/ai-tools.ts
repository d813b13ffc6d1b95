import type { FastifyInstance } from 'fastify';
import { AiChatMessages, AiToolName } from '../../src/domain/ai-chat';
import { ErrorCode } from '../../src/domain/error-codes';
import { LedgerAccount } from '../../src/domain/ledger';
import { addLocalDays, localDate } from '../../src/domain/provider-time';
import { ApiFailure } from '../http/envelope';
import { classDetailDeps } from '../routes/class-detail/class-detail-deps';
import { classTableDeps } from '../routes/class-table/class-table-deps';
import { aiReportSummary, summaryAnalysis } from '../services/class-reports.service';
import { teachingMaterials } from '../services/class-materials.service';
import { classDetails, classesOfPeriod } from '../services/class-table.service';
import { loadLedgerEntriesPage } from '../services/ledger-view.service';
import { allowedScheduleEvents } from '../services/schedule.service';
import { remainingThisWeek } from '../services/self-cancel.service';
import { statement } from '../services/service-fee.service';
import { myCourses } from '../services/training-center.service';
import type { ChatToolSpec } from './chat-completions.client';

const DAY = 86_400_000;

/**
 * The tools of one signed-in tutor. The tutor id is bound here, from the session, and no tool's
 * parameters name a tutor: a model cannot ask for anyone else's data, whatever it is told.
 */
export interface TutorTools {
  specs: ChatToolSpec[];
  run(name: string, rawArguments: string): Promise<unknown>;
}

const noParameters = { type: 'object', properties: {}, additionalProperties: false };
const classParameter = {
  type: 'object',
  properties: { class_id: { type: 'integer', description: 'The class id (CLID) from next_classes.' } },
  required: ['class_id'],
  additionalProperties: false,
};
const monthParameter = {
  type: 'object',
  properties: { month: { type: 'string', description: 'YYYY-MM; empty for the current month.' } },
  additionalProperties: false,
};

const SPECS: ChatToolSpec[] = [
  [AiToolName.nextClasses, 'The tutor’s classes of the next 14 days: id, start time, student, course, lesson, status.', noParameters],
  [AiToolName.classMaterials, 'The teaching materials of one of the tutor’s classes, with the current lesson marked.', classParameter],
  [
    AiToolName.studentProfile,
    'The student of one of the tutor’s classes: name, level, country, age band, and the report of their classes with this tutor.',
    classParameter,
  ],
  [AiToolName.plotAndCancellations, 'The tutor’s plotted (open) slots for this and next week, and the autonomous cancellations left this week.', noParameters],
  [AiToolName.pointsLedger, 'The tutor’s teaching points of a month: the month total, per day, and the ledger entries behind them.', monthParameter],
  [AiToolName.payStatement, 'The tutor’s pay statement of a month: totals and lines.', monthParameter],
  [AiToolName.trainingProgress, 'The tutor’s training courses and how far they got in each.', noParameters],
].map(([name, description, parameters]) => ({
  type: 'function' as const,
  function: { name: name as string, description: description as string, parameters: parameters as Record<string, unknown> },
}));

function argumentsOf(raw: string): Record<string, unknown> {
  if (!raw.trim()) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function classIdOf(args: Record<string, unknown>): number {
  const id = Number(args['class_id']);
  if (!Number.isInteger(id) || id <= 0) throw new ApiFailure(ErrorCode.Failed, AiChatMessages.classNotFound);
  return id;
}

function monthOf(args: Record<string, unknown>): string | undefined {
  const month = typeof args['month'] === 'string' ? args['month'] : '';
  return /^\d{4}-\d{2}$/.test(month) ? month : undefined;
}

/** The signed-in tutor's tools, reusing the services the pages use (same rules, same scoping). */
export function toolsOfTutor(app: FastifyInstance, tutorId: number): TutorTools {
  const tableDeps = classTableDeps(app);
  const detailDeps = classDetailDeps(app);
  const configDeps = { db: app.db, clock: app.clock, config: app.config };
  const run = async (name: string, rawArguments: string): Promise<unknown> => {
    const args = argumentsOf(rawArguments);
    const now = app.clock.now().getTime();
    switch (name) {
      case AiToolName.nextClasses: {
        const period = await classesOfPeriod(tableDeps, tutorId, { StartTime: new Date(now).toISOString(), EndTime: new Date(now + 14 * DAY).toISOString() });
        return {
          TimeZone: period.TimeZone,
          Classes: period.Classes.map((c) => ({
            ClassId: c.CLID,
            Start: c.StartTime,
            Student: c.StudentName,
            Course: c.CourseName,
            Lesson: c.LessonName,
            Status: c.DisplayStatus,
          })),
        };
      }
      case AiToolName.classMaterials: {
        const details = await classDetails(tableDeps, tutorId, classIdOf(args));
        if (!details.info.UCID) return { ClassId: details.info.CLID, Course: details.CourseName, Lesson: details.LessonName, Materials: [] };
        const list = await teachingMaterials(detailDeps, tutorId, { UCID: details.info.UCID, isTest: details.info.istext, CLID: details.info.CLID });
        const current = list.Lines[list.CurrentIndex];
        return {
          ClassId: details.info.CLID,
          Course: details.CourseName,
          Lesson: details.LessonName || current?.SubjectName || '',
          Materials: list.Lines.slice(0, 30).map((line) => ({ Subject: line.SubjectName, Studied: line.USID > 0, ThisClass: line.CSID > 0 })),
        };
      }
      case AiToolName.studentProfile: {
        const classId = classIdOf(args);
        const details = await classDetails(tableDeps, tutorId, classId);
        const report = details.info.StuUID ? await summaryAnalysis(detailDeps, tutorId, classId) : null;
        const summary = details.info.StuUID ? await aiReportSummary(detailDeps, tutorId, classId) : null;
        return { ClassId: classId, Student: details.Student, Report: report, ReportSummary: summary?.Summary ?? '' };
      }
      case AiToolName.plotAndCancellations: {
        const zone = app.config.shell.providerTimeZone;
        const today = localDate(now, zone);
        const plot = await allowedScheduleEvents(configDeps, tutorId, today, addLocalDays(today, 13));
        const cancellations = await remainingThisWeek({ ...configDeps, notifier: app.notifier }, tutorId);
        const byStatus: Record<string, number> = {};
        for (const event of plot.Events) byStatus[event.Status] = (byStatus[event.Status] ?? 0) + 1;
        return {
          TimeZone: plot.TimeZone,
          SlotsByStatus: byStatus,
          Slots: plot.Events.slice(0, 60).map((e) => ({ Start: e.StartTime, Status: e.Status })),
          Cancellations: cancellations,
        };
      }
      case AiToolName.pointsLedger: {
        const page = await loadLedgerEntriesPage(configDeps, tutorId, {
          account: LedgerAccount.teachingPoints,
          ...(monthOf(args) ? { month: monthOf(args) } : {}),
          pageIndex: 1,
          pageSize: 50,
        });
        return {
          Month: page.Month,
          MonthTotal: page.MonthTotal,
          Days: page.Days,
          Entries: page.Items.map((e) => ({ Rule: e.RuleLabel, Amount: e.Amount, At: e.CountsAt, Note: e.Note, Source: e.SourceLink ?? '' })),
        };
      }
      case AiToolName.payStatement: {
        const result = await statement(configDeps, tutorId, monthOf(args), { pageIndex: 1, pageSize: 30 });
        return { Period: result.Period, Totals: result.Totals, LineCount: result.LineCount, Lines: result.Lines };
      }
      case AiToolName.trainingProgress: {
        const courses = await myCourses(configDeps, tutorId);
        return { Courses: courses.map((c) => ({ Name: c.Name, Chapters: c.ChapterCount, Learned: c.LearnedCount, Progress: `${c.Progress}%` })) };
      }
      default:
        return { error: `Unknown tool ${name}` };
    }
  };
  return {
    specs: SPECS,
    run: async (name, rawArguments) => {
      try {
        return await run(name, rawArguments);
      } catch (error) {
        // A refusal (another tutor's class, a bad id) goes back to the model as the tool's answer.
        if (error instanceof ApiFailure) return { error: error.message };
        throw error;
      }
    },
  };
}
