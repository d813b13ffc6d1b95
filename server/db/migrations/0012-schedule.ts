import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * A tutor's time (issue 12): busy-time links between plotted slots, the weeks a tutor has plotted
 * with their modify count, and autonomous cancellations with their proof. Frozen: change the
 * schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // A busy-time slot and the ordinary slots it is linked to (teaching.md §4 "Self-schedule slot").
  await withIdColumn(db, db.schema.createTable('schedule_busy_links'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('busy_start_at', 'text', (c) => c.notNull())
    .addColumn('linked_start_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('schedule_busy_links_pair', ['tutor_id', 'busy_start_at', 'linked_start_at'])
    .execute();
  await db.schema.createIndex('schedule_busy_links_linked').on('schedule_busy_links').columns(['tutor_id', 'linked_start_at']).execute();

  // A week (its Monday in the provider's zone) the tutor has submitted, and how many changes since.
  await withIdColumn(db, db.schema.createTable('schedule_week_plots'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('first_plotted_at', 'text', (c) => c.notNull())
    .addColumn('modify_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('schedule_week_plots_tutor_week', ['tutor_id', 'week_start'])
    .execute();

  // Autonomous cancellations (teaching.md §7 AutonomousCancellation): one row per class.
  await withIdColumn(db, db.schema.createTable('self_cancellations'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_id', 'integer', (c) => c.notNull().unique().references('classes.id').onDelete('cascade'))
    // The Monday of the week whose allowance it used; empty when it used none (a later week's class).
    .addColumn('allowance_week', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('proof_file_ref', 'text', (c) => c.notNull())
    .addColumn('hours_before', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // What an approved leave did to the tutor's time, so withdrawing it undoes exactly that.
  await withIdColumn(db, db.schema.createTable('leave_time_effects'))
    .addColumn('leave_id', 'integer', (c) => c.notNull())
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // slot_closed or class_handed
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('class_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reopened_at', 'text')
    .addUniqueConstraint('leave_time_effects_once', ['leave_id', 'kind', 'start_at'])
    .execute();
  await db.schema.createIndex('self_cancellations_week').on('self_cancellations').columns(['tutor_id', 'allowance_week']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['leave_time_effects', 'self_cancellations', 'schedule_week_plots', 'schedule_busy_links']) await db.schema.dropTable(table).execute();
}
