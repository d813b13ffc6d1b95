import type { Kysely } from 'kysely';
import { CommentMessages, type CommentViewInfo, type LabelCount, type StudentCommentPage } from '../../src/domain/comments';
import { ErrorCode } from '../../src/domain/error-codes';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import {
  countCommentsByLevel,
  countLabels,
  findDisableComment,
  listCommentLabels,
  listStudentComments,
  type CommentFilter,
} from '../repositories/comments.repository';

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
  return Number((await findDisableComment(db, tutorId)) ?? 0) === 1;
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

/** The repository's filter: the period checked, the level and the label. */
function filterOf(query: CommentQuery): CommentFilter {
  const { fromIso, toIso } = range(query);
  return { fromIso, toIso, level: query.level, label: query.label };
}

/** StuComments: newest first, paged. */
export async function studentComments(
  deps: CommentsDeps,
  tutorId: number,
  query: CommentQuery & { pageIndex: number; pageSize: number },
): Promise<StudentCommentPage> {
  if (await commentsDisabled(deps.db, tutorId)) return { Disabled: true, Total: 0, Items: [] };
  const { rows, total } = await listStudentComments(deps.db, tutorId, filterOf(query), {
    offset: (query.pageIndex - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const labels =
    rows.length === 0
      ? []
      : await listCommentLabels(
          deps.db,
          rows.map((row) => row.id),
        );
  return {
    Disabled: false,
    Total: total,
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
  // Every label of the tutor, or those of the query's period and level (not its label).
  const rows = await countLabels(db, tutorId, query ? { ...range(query), level: query.level } : null);
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
  const levels = await countCommentsByLevel(deps.db, tutorId, filterOf(query));
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
