import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * Training, continued (issue 13): SOP scores of finished classes, item by item (the /SOP pages),
 * and the tutors the provider lets teach public (open) classes. Frozen: change the schema with a
 * new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('sop_evaluations'))
    // One score per class: the quality team watches a class once.
    .addColumn('class_id', 'integer', (c) => c.notNull().unique().references('classes.id').onDelete('cascade'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('evaluator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('evaluator_name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('evaluated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sop_evaluations_tutor').on('sop_evaluations').columns(['tutor_id', 'evaluated_at']).execute();

  await db.schema
    .createTable('sop_evaluation_scores')
    .addColumn('evaluation_id', 'integer', (c) => c.notNull().references('sop_evaluations.id').onDelete('cascade'))
    // A key of the rubric in src/domain/sop.ts (SOP_ITEMS).
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('max_score', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sop_evaluation_scores_pk', ['evaluation_id', 'item'])
    .execute();

  await db.schema
    .createTable('open_class_teachers')
    .addColumn('tutor_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('since', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('open_class_teachers').execute();
  await db.schema.dropTable('sop_evaluation_scores').execute();
  await db.schema.dropTable('sop_evaluations').execute();
}
