import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * The class detail page (issue 11): remarks (one per class and kind, a draft until submitted),
 * lesson plans, material mistake reports, CS assistance requests and staff answers, level rate and
 * textbook scores, absent-student proofs, and the page's logs (tutor events, suggestion clicks,
 * appraisal pop-ups, behaviour data). Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('class_remarks'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull())
    // class, knowledge_points or trial (src/domain/class-detail.ts RemarkKind).
    .addColumn('kind', 'text', (c) => c.notNull())
    // draft (remark later) or submitted.
    .addColumn('status', 'text', (c) => c.notNull())
    // JSON object: the form's fields.
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addUniqueConstraint('class_remarks_class_kind', ['class_id', 'kind'])
    .execute();

  await db.schema
    .createTable('lesson_plans')
    .addColumn('class_id', 'integer', (c) => c.primaryKey().references('classes.id').onDelete('cascade'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // JSON array of { SID, Reason }: why a material was changed (SaveMaterialResonlist).
    .addColumn('material_reasons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('material_mistake_reports'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull())
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('course_lessons.id'))
    .addColumn('page', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull())
    // open, then fixed or rejected by the material team.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('material_mistake_reports_class').on('material_mistake_reports').columns(['class_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('class_assistance'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull())
    .addColumn('problem_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // open, answered, closed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reply', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answered_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .execute();
  await db.schema.createIndex('class_assistance_class').on('class_assistance').columns(['class_id', 'id']).execute();
  // Staff's queue of open requests, oldest first.
  await db.schema.createIndex('class_assistance_status').on('class_assistance').columns(['status', 'id']).execute();

  await db.schema
    .createTable('class_scores')
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('activity_type', 'integer', (c) => c.notNull())
    .addColumn('tutor_id', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('class_scores_pk', ['class_id', 'activity_type'])
    .execute();

  await db.schema
    .createTable('absent_proofs')
    .addColumn('class_id', 'integer', (c) => c.primaryKey().references('classes.id').onDelete('cascade'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull())
    .addColumn('file_ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('class_detail_logs'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer')
    // tutor_event, suggest_click, appraisal_popup, custom_data, sms_notice
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('class_detail_logs_class_kind').on('class_detail_logs').columns(['class_id', 'kind']).execute();
  await db.schema.createIndex('class_detail_logs_tutor_time').on('class_detail_logs').columns(['tutor_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['class_detail_logs', 'absent_proofs', 'class_scores', 'class_assistance', 'material_mistake_reports', 'lesson_plans', 'class_remarks']) {
    await db.schema.dropTable(table).execute();
  }
}
