import type { Kysely } from 'kysely';
import { Role } from '../../src/domain/routes';
import type { Database } from '../db/schema';

/** Monitoring warnings and learning tags (0030-widgets-more). */

export async function findOpenMonitoringWarning(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('monitoring_warnings')
    .select(['id', 'reason', 'issued_at'])
    .where('user_id', '=', userId)
    .where('agreed_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertMonitoringWarning(
  db: Kysely<Database>,
  row: { userId: number; reason: string; issuedBy: number; issuedAt: string },
): Promise<number> {
  const inserted = await db
    .insertInto('monitoring_warnings')
    .values({ user_id: row.userId, reason: row.reason, issued_by: row.issuedBy, issued_at: row.issuedAt, agreed_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Agreeing to the protocol answers every open warning at once. */
export async function agreeMonitoringWarnings(db: Kysely<Database>, userId: number, agreedAt: string): Promise<void> {
  await db.updateTable('monitoring_warnings').set({ agreed_at: agreedAt }).where('user_id', '=', userId).where('agreed_at', 'is', null).execute();
}

/** The tutor's learning tags not learned yet, in the order they are shown. */
export async function pendingLearningTagIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('tutor_learning_tags')
    .select('tag_id')
    .where('user_id', '=', userId)
    .where('learned_at', 'is', null)
    .orderBy('position')
    .orderBy('tag_id')
    .execute();
  return rows.map((row) => row.tag_id);
}

/** A tag assigned to this tutor, with its content; undefined for a tag of nobody or of another tutor. */
export async function findAssignedLearningTag(db: Kysely<Database>, userId: number, tagId: number) {
  return db
    .selectFrom('tutor_learning_tags')
    .innerJoin('learning_tags', 'learning_tags.id', 'tutor_learning_tags.tag_id')
    .select(['learning_tags.id', 'learning_tags.title', 'learning_tags.content', 'tutor_learning_tags.learned_at'])
    .where('tutor_learning_tags.user_id', '=', userId)
    .where('tutor_learning_tags.tag_id', '=', tagId)
    .executeTakeFirst();
}

/** Marks a tag learned; the first time is kept. */
export async function markLearningTagLearned(db: Kysely<Database>, userId: number, tagId: number, learnedAt: string): Promise<void> {
  await db
    .updateTable('tutor_learning_tags')
    .set({ learned_at: learnedAt })
    .where('user_id', '=', userId)
    .where('tag_id', '=', tagId)
    .where('learned_at', 'is', null)
    .execute();
}

export async function openDialogPrompts(db: Kysely<Database>, userId: number) {
  return db.selectFrom('tutor_dialog_prompts').select(['id', 'type']).where('user_id', '=', userId).where('answered_at', 'is', null).orderBy('id').execute();
}

export async function insertDialogPrompts(
  db: Kysely<Database>,
  rows: Array<{ userId: number; type: number; createdBy: number; createdAt: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('tutor_dialog_prompts')
    .values(rows.map((row) => ({ user_id: row.userId, type: row.type, created_by: row.createdBy, created_at: row.createdAt, answered_at: null })))
    .execute();
}

export async function answerDialogPrompts(db: Kysely<Database>, userId: number, type: number, answeredAt: string): Promise<void> {
  await db
    .updateTable('tutor_dialog_prompts')
    .set({ answered_at: answeredAt })
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('answered_at', 'is', null)
    .execute();
}

export async function saveSkypeId(db: Kysely<Database>, userId: number, sky: string, updatedAt: string): Promise<void> {
  await db
    .insertInto('tutor_messenger_ids')
    .values({ user_id: userId, sky, updated_at: updatedAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ sky, updated_at: updatedAt }))
    .execute();
}

export async function findSkypeId(db: Kysely<Database>, userId: number) {
  return db.selectFrom('tutor_messenger_ids').select(['sky', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
}

/** The user's teacher role row, if the user is a tutor (monitoring warnings go to tutors only). */
export async function findTeacherRole(db: Kysely<Database>, userId: number) {
  return db.selectFrom('user_roles').select('user_id').where('user_id', '=', userId).where('role', '=', Role.teacher).executeTakeFirst();
}
