import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * Training, the rest (issue 13): kit resources in folders (/trainingResources/{id}, /resourcesFolder),
 * instructional videos with the clip each tutor watched, the training center's click records, which
 * courses a growth task level asks for, a course's teaching-group change, and what a training class's
 * booking learns after it starts (the trainee's report of an absent trainer, the trainee's comment,
 * the trainer's absence outcome). Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('training_resources'))
    // The kit a resource belongs to (its /trainingResources page); null for a folder-only resource.
    .addColumn('kit_id', 'integer', (c) => c.references('training_kits.id').onDelete('cascade'))
    // The /resourcesFolder folder it is listed in.
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // 'document' (text read in the portal), 'video' or 'link' (opened at url).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('training_resources_kit').on('training_resources').columns(['kit_id', 'sort']).execute();
  await db.schema.createIndex('training_resources_folder').on('training_resources').columns(['folder', 'sort']).execute();

  await withIdColumn(db, db.schema.createTable('instructional_videos'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // The part of a video each tutor has watched (SetClipVideoToView): the furthest second and when.
  await db.schema
    .createTable('instructional_video_views')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('instructional_videos.id').onDelete('cascade'))
    .addColumn('watched_seconds', 'integer', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('instructional_video_views_pk', ['tutor_id', 'video_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('training_click_records'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('training_click_records_tutor').on('training_click_records').columns(['tutor_id', 'created_at']).execute();

  // GetTrainByTaskLevel: the courses a growth task of a level (D1..A3) and type asks for.
  await db.schema
    .createTable('training_task_courses')
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('task_type', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull().references('training_courses.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('training_task_courses_pk', ['level', 'task_type', 'course_id'])
    .execute();

  // GetChangeGroupTips: finishing this course moves the tutor to this teaching group ('' for none).
  await db.schema
    .alterTable('training_courses')
    .addColumn('moves_to_group', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // After a training class starts: the trainee reports an absent trainer, comments on the class, and
  // the trainers record who was absent ('trainer' or 'trainee', null when both came).
  await db.schema.alterTable('training_bookings').addColumn('trainer_absent_reported_at', 'text').execute();
  await db.schema
    .alterTable('training_bookings')
    .addColumn('trainee_comment', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('training_bookings').addColumn('absent_party', 'text').execute();
  await db.schema
    .alterTable('training_bookings')
    .addColumn('recorded_by', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['recorded_by', 'absent_party', 'trainee_comment', 'trainer_absent_reported_at']) {
    await db.schema.alterTable('training_bookings').dropColumn(column).execute();
  }
  await db.schema.alterTable('training_courses').dropColumn('moves_to_group').execute();
  for (const table of ['training_task_courses', 'training_click_records', 'instructional_video_views', 'instructional_videos', 'training_resources']) {
    await db.schema.dropTable(table).execute();
  }
}
