import type { Static } from '@sinclair/typebox';
import type { SopScoreQuery } from '../../src/domain/api/sop.schemas';
import { ErrorCode } from '../../src/domain/error-codes';
import { ClassStatus } from '../../src/domain/classes';
import { addMonths, localDate, localMonth, monthPeriod } from '../../src/domain/provider-time';
import {
  SOP_ITEMS,
  SOP_PAGE_SIZE,
  SOP_SUMMARY_MONTHS,
  SopMessages,
  sopItemTitle,
  sopPassed,
  sopScoresError,
  sopTotal,
  summarizeSop,
  type SopAssessmentSummary,
  type SopClassScore,
  type SopItemKey,
  type SopScorePage,
} from '../../src/domain/sop';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import {
  itemScoresOf,
  insertSopEvaluation,
  countTutorScores,
  findClassToScore,
  tutorItemScoresBetween,
  tutorScoreOfClass,
  tutorScorePage,
} from '../repositories/sop.repository';
import type { ClassDeps } from './class.service';

/**
 * SOP scores (the /SOP pages): the quality team's item-by-item scores of a tutor's finished
 * classes, listed per class, and the assessment summary over the last months. The total is never
 * stored: it is the sum of the stored item scores.
 */
type ScoreRow = NonNullable<Awaited<ReturnType<typeof tutorScoreOfClass>>>;

async function withItems(deps: ClassDeps, rows: readonly ScoreRow[]): Promise<SopClassScore[]> {
  const scores = await itemScoresOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const mine = scores.filter((score) => score.evaluation_id === row.id);
    // Rubric order, whatever order the database answers in.
    const items = SOP_ITEMS.flatMap(({ item }) => mine.filter((score) => score.item === item)).map((score) => ({
      Item: score.item as SopItemKey,
      Title: sopItemTitle(score.item),
      Score: score.score,
      MaxScore: score.max_score,
    }));
    const total = sopTotal(items);
    return {
      ClassId: row.class_id,
      ClassTime: row.start_at,
      StudentName: row.student_name,
      CourseName: row.course_name,
      ClassType: row.class_type,
      Score: total,
      Passed: sopPassed(total),
      Evaluator: row.evaluator_name,
      EvaluatedAt: row.evaluated_at,
      Comment: row.comment,
      Items: items,
    };
  });
}

const MONTH_KEY = /^\d{4}-(0[1-9]|1[0-2])$/;

/** GetScoreClassList: the tutor's scored classes, newest first, a page at a time, optionally of one provider month. */
export async function sopScorePage(deps: ClassDeps, tutorId: number, query: Static<typeof SopScoreQuery>): Promise<SopScorePage> {
  const pageIndex = query.pageIndex ?? 1;
  const pageSize = query.pageSize ?? SOP_PAGE_SIZE;
  let range = { fromIso: null as string | null, toIso: null as string | null };
  if (query.month) {
    if (!MONTH_KEY.test(query.month)) throw new ApiFailure(ErrorCode.Failed, SopMessages.badMonth);
    const period = monthPeriod(query.month, deps.config.shell.providerTimeZone);
    range = { fromIso: new Date(period.startMs).toISOString(), toIso: new Date(period.endMs).toISOString() };
  }
  const [total, rows] = await Promise.all([
    countTutorScores(deps.db, tutorId, range.fromIso, range.toIso),
    tutorScorePage(deps.db, tutorId, range, (pageIndex - 1) * pageSize, pageSize),
  ]);
  return { Total: total, PageIndex: pageIndex, PageSize: pageSize, Items: await withItems(deps, rows) };
}

/** GetScoreClassDetail: the SOP score of one of the tutor's classes (another tutor's is missing). */
export async function sopScoreOfClass(deps: ClassDeps, tutorId: number, classId: number): Promise<SopClassScore> {
  const row = await tutorScoreOfClass(deps.db, tutorId, classId);
  if (!row) throw new ApiFailure(ErrorCode.NotFound, SopMessages.notFound, 404);
  return (await withItems(deps, [row]))[0]!;
}

/** GetAssessmentSummary: the last SOP_SUMMARY_MONTHS provider months, the current one included. */
export async function sopAssessmentSummary(deps: ClassDeps, tutorId: number): Promise<SopAssessmentSummary> {
  const zone = deps.config.shell.providerTimeZone;
  const current = localMonth(deps.clock.now().getTime(), zone);
  const months = Array.from({ length: SOP_SUMMARY_MONTHS }, (_, index) => addMonths(current.key, index - SOP_SUMMARY_MONTHS + 1));
  const from = monthPeriod(months[0]!, zone).startMs;
  const rows = await tutorItemScoresBetween(deps.db, tutorId, new Date(from).toISOString(), new Date(current.endMs).toISOString());
  const byEvaluation = new Map<number, { month: string; items: Array<{ item: string; score: number }> }>();
  for (const row of rows) {
    const entry = byEvaluation.get(row.id) ?? { month: localDate(Date.parse(row.start_at), zone).slice(0, 7), items: [] };
    entry.items.push({ item: row.item, score: row.score });
    byEvaluation.set(row.id, entry);
  }
  return summarizeSop([...byEvaluation.values()], months);
}

export interface SopScoreRequest {
  classId: number;
  scores: Readonly<Record<string, unknown>>;
  comment: string;
}

/**
 * Staff (the quality team) score a tutor's finished class against the rubric, once; the change is
 * audited. The class's tutor is whoever taught it: staff name the class, not the tutor.
 */
export async function recordSopScore(deps: ClassDeps, staff: { id: number; name: string }, request: SopScoreRequest): Promise<SopClassScore> {
  const lesson = await findClassToScore(deps.db, request.classId);
  if (!lesson) throw new ApiFailure(ErrorCode.NotFound, SopMessages.classNotFound, 404);
  if (lesson.status !== ClassStatus.finished) throw new ApiFailure(ErrorCode.Failed, SopMessages.notFinished);
  const problem = sopScoresError(request.scores, request.comment);
  if (problem) throw new ApiFailure(ErrorCode.Failed, problem);
  const at = deps.clock.now().toISOString();
  const scores = SOP_ITEMS.map(({ item, max }) => ({ item, score: request.scores[item] as number, max_score: max }));
  await deps.db.transaction().execute(async (trx) => {
    const id = await insertSopEvaluation(
      trx,
      { class_id: lesson.id, tutor_id: lesson.tutor_id, evaluator_id: staff.id, evaluator_name: staff.name, comment: request.comment.trim(), evaluated_at: at },
      scores,
    );
    if (id === undefined) throw new ApiFailure(ErrorCode.Failed, SopMessages.alreadyScored);
    await appendAudit(trx, {
      actorId: staff.id,
      action: 'sop.score',
      subjectType: 'class',
      subjectId: lesson.id,
      before: null,
      after: { scores: request.scores, comment: request.comment.trim() },
      at,
    });
  });
  return sopScoreOfClass(deps, lesson.tutor_id, lesson.id);
}
