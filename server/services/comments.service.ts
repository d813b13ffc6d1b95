import type { Kysely } from 'kysely';
import { CommentMessages, type CommentViewInfo, type LabelCount, type StudentCommentPage } from '../../src/domain/comments';
import { ErrorCode } from '../../src/domain/error-codes';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';

/**
 * Student comments (/comments): the comments students left on the tutor's classes, by period,
 * level and page, and the labels they picked with their counts. Hidden (empty, Disabled) when the
 * tutor's profile has disableComment set.
 */
export interface CommentsDeps {
  db: Kysely<Database>;
}

export interface CommentQuery {
  startTime?: string;
  endTime?: string;
  level: number;
  /** Only comments with this label (the label impression's "comments by label"). */
  label?: string;
}

async function commentsDisabled(db: Kysely<Database>, tutorId: number): Promise<boolean> {
  const row = await db.selectFrom('tutor_profiles').select('disable_comment').where('user_id', '=', tutorId).executeTakeFirst();
  return Number(row?.disable_comment ?? 0) === 1;
}

function range(query: CommentQuery): { fromIso?: string; toIso?: string } {
  const parse = (text: string | undefined) => {
    if (!text) return undefined;
    const ms = Date.parse(text);
    if (!Number.isFinite(ms)) throw new ApiFailure(ErrorCode.Failed, CommentMessages.periodInvalid);
    return new Date(ms).toISOString();
  };
  const fromIso = parse(query.startTime);
  const toIso = parse(query.endTime);
  if (fromIso && toIso && toIso <= fromIso) throw new ApiFailure(ErrorCode.Failed, CommentMessages.periodInvalid);
  return { fromIso, toIso };
}

function filtered(db: Kysely<Database>, tutorId: number, query: CommentQuery) {
  const { fromIso, toIso } = range(query);
  let base = db.selectFrom('student_comments').where('student_comments.tutor_id', '=', tutorId);
  if (fromIso) base = base.where('student_comments.created_at', '>=', fromIso);
  if (toIso) base = base.where('student_comments.created_at', '<', toIso);
  if (query.level > 0) base = base.where('student_comments.level', '=', query.level);
  if (query.label) {
    const label = query.label;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('student_comment_labels')
          .select('student_comment_labels.comment_id')
          .whereRef('student_comment_labels.comment_id', '=', 'student_comments.id')
          .where('student_comment_labels.label', '=', label),
      ),
    );
  }
  return base;
}

/** StuComments: newest first, paged. */
export async function studentComments(
  deps: CommentsDeps,
  tutorId: number,
  query: CommentQuery & { pageIndex: number; pageSize: number },
): Promise<StudentCommentPage> {
  if (await commentsDisabled(deps.db, tutorId)) return { Disabled: true, Total: 0, Items: [] };
  const base = filtered(deps.db, tutorId, query);
  const [rows, total] = await Promise.all([
    base
      .innerJoin('classes', 'classes.id', 'student_comments.class_id')
      .selectAll('student_comments')
      .select('classes.start_at')
      .orderBy('student_comments.created_at', 'desc')
      .orderBy('student_comments.id', 'desc')
      .offset((query.pageIndex - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const labels =
    rows.length === 0
      ? []
      : await deps.db
          .selectFrom('student_comment_labels')
          .select(['comment_id', 'label'])
          .where(
            'comment_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('label')
          .execute();
  return {
    Disabled: false,
    Total: Number(total.n),
    Items: rows.map((row) => ({
      Id: row.id,
      ClassId: row.class_id,
      ClassTime: row.start_at,
      StudentName: row.student_name,
      Level: row.level,
      Stars: row.stars,
      Content: row.content,
      Labels: labels.filter((l) => l.comment_id === row.id).map((l) => l.label),
      CreatedAt: row.created_at,
    })),
  };
}

async function labelCounts(db: Kysely<Database>, tutorId: number, query: CommentQuery | null): Promise<LabelCount[]> {
  let q = db
    .selectFrom('student_comment_labels')
    .innerJoin('student_comments', 'student_comments.id', 'student_comment_labels.comment_id')
    .select(['student_comment_labels.label', (eb) => eb.fn.countAll<number>().as('n')])
    .where('student_comment_labels.tutor_id', '=', tutorId);
  if (query) {
    const { fromIso, toIso } = range(query);
    if (fromIso) q = q.where('student_comments.created_at', '>=', fromIso);
    if (toIso) q = q.where('student_comments.created_at', '<', toIso);
    if (query.level > 0) q = q.where('student_comments.level', '=', query.level);
  }
  const rows = await q.groupBy('student_comment_labels.label').execute();
  return rows.map((row) => ({ Label: row.label, Count: Number(row.n) })).sort((a, b) => b.Count - a.Count || a.Label.localeCompare(b.Label));
}

/** GetStuCommentLable: every label students gave the tutor, most given first. */
export async function commentLabels(deps: CommentsDeps, tutorId: number): Promise<LabelCount[]> {
  if (await commentsDisabled(deps.db, tutorId)) return [];
  return labelCounts(deps.db, tutorId, null);
}

/** GetStuCommentViewInfo: the period's counts by level and its labels with counts (the label impression). */
export async function commentViewInfo(deps: CommentsDeps, tutorId: number, query: CommentQuery): Promise<CommentViewInfo> {
  if (await commentsDisabled(deps.db, tutorId)) return { Disabled: true, Total: 0, Good: 0, Average: 0, Poor: 0, Labels: [] };
  const levels = await filtered(deps.db, tutorId, query)
    .select(['student_comments.level', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('student_comments.level')
    .execute();
  const count = (level: number) => Number(levels.find((row) => row.level === level)?.n ?? 0);
  return {
    Disabled: false,
    Total: count(1) + count(2) + count(3),
    Good: count(1),
    Average: count(2),
    Poor: count(3),
    Labels: await labelCounts(deps.db, tutorId, query),
  };
}
