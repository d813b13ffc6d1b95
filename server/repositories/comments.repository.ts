import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Which comments: a period [fromIso, toIso), a level (0 for any) and a label. */
export interface CommentFilter {
  fromIso?: string;
  toIso?: string;
  level: number;
  label?: string;
}

/** The tutor profile's disableComment flag (undefined without a profile). */
export async function findDisableComment(db: Kysely<Database>, tutorId: number): Promise<number | undefined> {
  const row = await db.selectFrom('tutor_profiles').select('disable_comment').where('user_id', '=', tutorId).executeTakeFirst();
  return row?.disable_comment;
}

/** The tutor's comments the filter takes (only those with its label, when it has one). */
function filtered(db: Kysely<Database>, tutorId: number, filter: CommentFilter) {
  let base = db.selectFrom('student_comments').where('student_comments.tutor_id', '=', tutorId);
  if (filter.fromIso) base = base.where('student_comments.created_at', '>=', filter.fromIso);
  if (filter.toIso) base = base.where('student_comments.created_at', '<', filter.toIso);
  if (filter.level > 0) base = base.where('student_comments.level', '=', filter.level);
  if (filter.label) {
    const label = filter.label;
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

/** The filtered comments with their class's start, newest first, a page of them and their total. */
export async function listStudentComments(db: Kysely<Database>, tutorId: number, filter: CommentFilter, page: { offset: number; limit: number }) {
  const base = filtered(db, tutorId, filter);
  const [rows, total] = await Promise.all([
    base
      .innerJoin('classes', 'classes.id', 'student_comments.class_id')
      .selectAll('student_comments')
      .select('classes.start_at')
      .orderBy('student_comments.created_at', 'desc')
      .orderBy('student_comments.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The labels of some comments, by label. */
export function listCommentLabels(db: Kysely<Database>, commentIds: readonly number[]) {
  return db
    .selectFrom('student_comment_labels')
    .select(['comment_id', 'label'])
    .where('comment_id', 'in', [...commentIds])
    .orderBy('label')
    .execute();
}

/** How many of the filtered comments each level has. */
export function countCommentsByLevel(db: Kysely<Database>, tutorId: number, filter: CommentFilter) {
  return filtered(db, tutorId, filter)
    .select(['student_comments.level', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('student_comments.level')
    .execute();
}

/** How often each label was given, on every comment of the tutor or on those of a period and level (the label is not filtered). */
export async function countLabels(db: Kysely<Database>, tutorId: number, filter: CommentFilter | null) {
  let q = db
    .selectFrom('student_comment_labels')
    .innerJoin('student_comments', 'student_comments.id', 'student_comment_labels.comment_id')
    .select(['student_comment_labels.label', (eb) => eb.fn.countAll<number>().as('n')])
    .where('student_comment_labels.tutor_id', '=', tutorId);
  if (filter) {
    if (filter.fromIso) q = q.where('student_comments.created_at', '>=', filter.fromIso);
    if (filter.toIso) q = q.where('student_comments.created_at', '<', filter.toIso);
    if (filter.level > 0) q = q.where('student_comments.level', '=', filter.level);
  }
  return q.groupBy('student_comment_labels.label').execute();
}
