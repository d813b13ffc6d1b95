import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whether the provider asks this tutor to choose bi-aspect tags. */
export async function isBiAspectTeacher(db: Kysely<Database>, tutorId: number): Promise<boolean> {
  const row = await db.selectFrom('bi_aspect_teachers').select('tutor_id').where('tutor_id', '=', tutorId).executeTakeFirst();
  return row !== undefined;
}

/** The offered tags, by aspect and position (one indexed read). */
export function activeBiAspectTags(db: Kysely<Database>) {
  return db.selectFrom('bi_aspect_tags').select(['id', 'aspect', 'name']).where('active', '=', 1).orderBy('aspect').orderBy('position').orderBy('id').execute();
}

/** The tags a tutor chose that are still offered, in the order of the list. */
export async function selectedBiAspectTags(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('tutor_bi_aspect_tags as chosen')
    .innerJoin('bi_aspect_tags as tag', 'tag.id', 'chosen.tag_id')
    .select(['tag.id', 'tag.aspect', 'chosen.selected_at'])
    .where('chosen.tutor_id', '=', tutorId)
    .where('tag.active', '=', 1)
    .orderBy('tag.aspect')
    .orderBy('tag.position')
    .orderBy('tag.id')
    .execute();
}

/** Replaces a tutor's choice in one transaction. */
export async function replaceBiAspectSelection(db: Kysely<Database>, tutorId: number, tagIds: readonly number[], at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('tutor_bi_aspect_tags').where('tutor_id', '=', tutorId).execute();
    if (tagIds.length > 0) {
      await trx
        .insertInto('tutor_bi_aspect_tags')
        .values(tagIds.map((tag_id) => ({ tutor_id: tutorId, tag_id, selected_at: at })))
        .execute();
    }
  });
}
