import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * Growth, continued (issue 14): the course-learning subscription, the tutor's choice of which kinds
 * of course learning (video training, course tests) the growth centre follows for its rewards (the
 * rewards themselves are ledger entries, gv.course_learning), and the growth centre's visit log
 * (RequestLog opens a visit, UpdateLogTime records how long it lasted, by the server's clock).
 * Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('growth_course_subscriptions')
    .addColumn('tutor_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('check_course_test', 'integer', (c) => c.notNull())
    .addColumn('check_video_train', 'integer', (c) => c.notNull())
    .addColumn('subscribed_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await withIdColumn(db, db.schema.createTable('growth_visit_logs'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Which growth-centre page was opened (achievementRewards, strengthAssessment, myGoal).
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('growth_visit_logs_tutor_time').on('growth_visit_logs').columns(['tutor_id', 'started_at']).execute();
  // Course rewards are looked up by tutor and rule (GetReceiveByCourse: one query for all of them).
  await db.schema.createIndex('ledger_entries_tutor_rule').on('ledger_entries').columns(['tutor_id', 'rule']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_tutor_rule').execute();
  await db.schema.dropTable('growth_visit_logs').execute();
  await db.schema.dropTable('growth_course_subscriptions').execute();
}
