import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Queries of kit resources, folders, instructional videos and their views, click records and task-level courses. */

export function kitResources(db: Kysely<Database>, kitId: number) {
  return db.selectFrom('training_resources').selectAll().where('kit_id', '=', kitId).orderBy('sort').orderBy('id').execute();
}

export async function resourceFolders(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('training_resources')
    .select(['folder', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('sort').as('first')])
    .groupBy('folder')
    .orderBy('first')
    .orderBy('folder')
    .execute();
  return rows.map((row) => ({ Name: row.folder, Count: Number(row.n) }));
}

export function folderResources(db: Kysely<Database>, folder: string, offset: number, limit: number) {
  return db.selectFrom('training_resources').selectAll().where('folder', '=', folder).orderBy('sort').orderBy('id').limit(limit).offset(offset).execute();
}

export function videosWithViews(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('instructional_videos as v')
    .leftJoin('instructional_video_views as w', (join) => join.onRef('w.video_id', '=', 'v.id').on('w.tutor_id', '=', tutorId))
    .select(['v.id', 'v.title', 'v.description', 'v.url', 'v.seconds', 'w.watched_seconds', 'w.views'])
    .orderBy('v.sort')
    .orderBy('v.id')
    .execute();
}

export function findVideo(db: Kysely<Database>, videoId: number) {
  return db.selectFrom('instructional_videos').selectAll().where('id', '=', videoId).executeTakeFirst();
}

/** Keeps the furthest second watched and counts the view, in one upsert. */
export function upsertVideoView(db: Kysely<Database>, row: { tutor_id: number; video_id: number; watched_seconds: number; viewed_at: string }) {
  return db
    .insertInto('instructional_video_views')
    .values({ ...row, views: 1 })
    .onConflict((oc) =>
      oc.columns(['tutor_id', 'video_id']).doUpdateSet({
        watched_seconds: sql<number>`case when ${sql.ref('excluded.watched_seconds')} > ${sql.ref('instructional_video_views.watched_seconds')} then ${sql.ref('excluded.watched_seconds')} else ${sql.ref('instructional_video_views.watched_seconds')} end`,
        views: sql<number>`${sql.ref('instructional_video_views.views')} + 1`,
        viewed_at: (eb) => eb.ref('excluded.viewed_at'),
      }),
    )
    .execute();
}

/** Kits whose name contains `text`, case-insensitively, with their category. */
export function kitsByName(db: Kysely<Database>, text: string, limit: number) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('training_kits as k')
    .innerJoin('training_kit_categories as c', 'c.id', 'k.category_id')
    .select(['k.id', 'k.name', 'k.icon', 'c.name as category_name'])
    .where(sql<boolean>`lower(${sql.ref('k.name')}) like ${pattern} escape '\\'`)
    .orderBy('c.sort')
    .orderBy('k.sort')
    .orderBy('k.id')
    .limit(limit)
    .execute();
}

export function insertClickRecord(db: Kysely<Database>, row: { tutor_id: number; target: string; target_id: number | null; created_at: string }) {
  return db.insertInto('training_click_records').values(row).returning('id').executeTakeFirstOrThrow();
}

export function taskCourseIds(db: Kysely<Database>, level: string, taskType: number) {
  return db
    .selectFrom('training_task_courses')
    .select('course_id')
    .where('level', '=', level)
    .where('task_type', '=', taskType)
    .orderBy('sort')
    .orderBy('course_id')
    .execute();
}
