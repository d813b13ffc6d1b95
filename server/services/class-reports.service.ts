import type { Static } from '@sinclair/typebox';
import type {
  CourseEvaluationSchema,
  CourseTrainingBody,
  CourseTrainingSchema,
  MasterRecordBody,
  MasterRecordSchema,
  UserReportSchema,
  WonderfulPicturesSchema,
} from '../../src/domain/api/class-detail.schemas';
import {
  ClassDetailMessages,
  COURSE_TRAINING_CONTENT,
  REMARK_RATINGS,
  RemarkKind,
  ScoreActivity,
  type StudentAiSummary,
  type StudentSummaryAnalysis,
} from '../../src/domain/class-detail';
import { ClassStatus } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { ApiFailure } from '../http/envelope';
import { findLatestClassLog, insertClassDetailLog, listTutorLogDetails } from '../repositories/class-detail-logs.repository';
import { findSubmittedRemark } from '../repositories/class-remarks.repository';
import { findLatestFinishedClassOfLesson, findLessonName, listFinishedClassIdsWithStudent } from '../repositories/class-reports.repository';
import { listClassScores } from '../repositories/class-scores.repository';
import { failed, ownClass, type ClassDetailDeps } from './class-detail-access';

/**
 * The student's reports on the class detail page, computed from what is stored: the tutor's own
 * classes with the student, their submitted class remarks (ratings) and level rate / textbook
 * scores. Only this tutor's classes count: another tutor's remarks about the student stay private.
 */

type Ratings = Record<string, number>;

/** The submitted class remark and scores of one class. */
async function evaluationOf(deps: ClassDetailDeps, classId: number) {
  const remark = await findSubmittedRemark(deps.db, classId, RemarkKind.class);
  const scores = await listClassScores(deps.db, classId);
  const content = remark ? (JSON.parse(remark.content) as { Content?: string; Ratings?: Ratings }) : null;
  const score = (type: number) => scores.find((s) => s.activity_type === type)?.score ?? 0;
  return {
    Remark: content?.Content ?? '',
    Ratings: content?.Ratings ?? {},
    RemarkSubmittedAt: remark?.submitted_at ?? '',
    LevelRate: score(ScoreActivity.levelRate),
    TextbookScore: score(ScoreActivity.textbookScore),
  };
}

async function lessonName(deps: ClassDetailDeps, lessonId: number | null) {
  if (!lessonId) return '';
  return (await findLessonName(deps.db, lessonId))?.name ?? '';
}

/** GetUserUserReportByID?usid: the report of the tutor's latest finished class on the studied lesson (USID is the lesson's id). */
export async function userReport(deps: ClassDetailDeps, tutorId: number, usid: number): Promise<Static<typeof UserReportSchema>> {
  const lesson = await findLatestFinishedClassOfLesson(deps.db, tutorId, usid);
  if (!lesson) throw new ApiFailure(ErrorCode.NotFound, 'This report does not exist.', 404);
  return {
    USID: usid,
    CLID: lesson.id,
    StuUID: lesson.student_id ?? 0,
    ClassTime: lesson.start_at,
    SubjectName: await lessonName(deps, lesson.lesson_id),
    ...(await evaluationOf(deps, lesson.id)),
  };
}

/** GetCourseEvaluationInfo?clid: this class's evaluation (remark, ratings, scores). */
export async function courseEvaluation(deps: ClassDetailDeps, tutorId: number, classId: number): Promise<Static<typeof CourseEvaluationSchema>> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  return { CLID: lesson.id, SubjectName: await lessonName(deps, lesson.lesson_id), ...(await evaluationOf(deps, lesson.id)) };
}

const average = (values: number[]) => (values.length === 0 ? 0 : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10);

/** GetUserSummaryAnalysis?clid: the student's finished classes with this tutor up to this class, with average ratings and scores. */
export async function summaryAnalysis(deps: ClassDetailDeps, tutorId: number, classId: number): Promise<StudentSummaryAnalysis> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  if (!lesson.student_id) throw failed(ClassDetailMessages.classNotFound);
  const classes = await listFinishedClassIdsWithStudent(deps.db, tutorId, lesson.student_id, lesson.start_at);
  const evaluations = await Promise.all(classes.map((c) => evaluationOf(deps, c.id)));
  const rated = evaluations.filter((e) => Object.keys(e.Ratings).length > 0);
  const Averages = Object.fromEntries(
    REMARK_RATINGS.map((name) => [name, average(rated.map((e) => e.Ratings[name]).filter((v): v is number => typeof v === 'number'))]),
  );
  return {
    StuUID: lesson.student_id,
    FinishedClasses: classes.length,
    RemarkedClasses: rated.length,
    Averages,
    AverageLevelRate: average(evaluations.map((e) => e.LevelRate).filter((v) => v > 0)),
    AverageTextbookScore: average(evaluations.map((e) => e.TextbookScore).filter((v) => v > 0)),
  };
}

/** GetAIReportSummary?clid: a short written summary of the student's ratings (strongest and weakest skill) so far. */
export async function aiReportSummary(deps: ClassDetailDeps, tutorId: number, classId: number): Promise<StudentAiSummary> {
  const summary = await summaryAnalysis(deps, tutorId, classId);
  const ranked = Object.entries(summary.Averages)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0) return { CLID: classId, Ready: false, Summary: 'No rated remarks yet: the summary appears after the first class remark.' };
  const [best, worst] = [ranked[0]!, ranked[ranked.length - 1]!];
  const text =
    `Over ${summary.RemarkedClasses} rated ${summary.RemarkedClasses === 1 ? 'class' : 'classes'}, ${best[0]} is the strongest skill (${best[1]}/5)` +
    (worst[0] !== best[0] ? ` and ${worst[0]} needs the most practice (${worst[1]}/5).` : '.');
  return { CLID: classId, Ready: true, Summary: text };
}

/** GetMasterSpokenDetailsByCLID?clid: the tutor's spoken-English record of the class, the last one submitted. */
export async function masterSpokenDetails(deps: ClassDetailDeps, tutorId: number, classId: number): Promise<Static<typeof MasterRecordSchema>> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  const row = await findLatestClassLog(deps.db, lesson.id, 'master_record');
  const record = row ? (JSON.parse(row.details) as { Score: number; Comment: string }) : { Score: 0, Comment: '' };
  return { CLID: lesson.id, Submitted: row !== undefined, SubmittedAt: row?.created_at ?? '', ...record };
}

/** SubmitMasterRecordByCLID: the spoken-English score (1 to 5) and comment of a class that has started. */
export async function submitMasterRecord(
  deps: ClassDetailDeps,
  tutorId: number,
  input: Static<typeof MasterRecordBody>,
): Promise<Static<typeof MasterRecordSchema>> {
  const lesson = await ownClass(deps.db, tutorId, input.CLID);
  if (lesson.status === ClassStatus.cancelled || Date.parse(lesson.start_at) > deps.clock.now().getTime()) throw failed(ClassDetailMessages.remarkTooEarly);
  const details = JSON.stringify({ Score: input.Score, Comment: input.Comment.trim() });
  await insertClassDetailLog(deps.db, { tutor_id: tutorId, class_id: lesson.id, kind: 'master_record', details, created_at: deps.clock.now().toISOString() });
  return masterSpokenDetails(deps, tutorId, lesson.id);
}

/**
 * GetWonderfulPictures?clid: the class's highlight pictures. The portal stores no classroom
 * snapshots yet (the classroom tools keep them), so a class of the tutor's answers an empty list.
 */
export async function wonderfulPictures(deps: ClassDetailDeps, tutorId: number, classId: number): Promise<Static<typeof WonderfulPicturesSchema>> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  return { CLID: lesson.id, Pictures: [] };
}

/** GetCourseTrainingContentAndRead {TrainingTag, CLID?}: a training note, recorded as read; FirstRead says this was its first showing. */
export async function courseTrainingContent(
  deps: ClassDetailDeps,
  tutorId: number,
  input: Static<typeof CourseTrainingBody>,
): Promise<Static<typeof CourseTrainingSchema>> {
  const lesson = input.CLID ? await ownClass(deps.db, tutorId, input.CLID) : null;
  const content = COURSE_TRAINING_CONTENT[input.TrainingTag];
  if (!content) throw new ApiFailure(ErrorCode.NotFound, 'This training content does not exist.', 404);
  const reads = await listTutorLogDetails(deps.db, tutorId, 'training_read');
  const firstRead = !reads.some((r) => (JSON.parse(r.details) as { tag?: string }).tag === input.TrainingTag);
  if (firstRead) {
    await insertClassDetailLog(deps.db, {
      tutor_id: tutorId,
      class_id: lesson?.id ?? null,
      kind: 'training_read',
      details: JSON.stringify({ tag: input.TrainingTag }),
      created_at: deps.clock.now().toISOString(),
    });
  }
  return { TrainingTag: input.TrainingTag, ...content, FirstRead: firstRead };
}
