import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * The growth centre (issue 14): what the tutor did that no other event records (a manual task done,
 * an advanced task started), the pet and its outfits, monthly goals, medals and rights received. Points and claims live in the
 * ledger (a claim is a `gv.task_reward` entry), never here. Frozen: change it with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('growth_task_logs'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('task_code', 'text', (c) => c.notNull())
    // The task's period: 'all' (beginner), a provider day or a week's Monday.
    .addColumn('period_key', 'text', (c) => c.notNull())
    // done (DoTaskAsync) or started (TaskStartSubmit); TaskLog's views are 'viewed'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('growth_task_logs_once', ['tutor_id', 'task_code', 'period_key', 'kind'])
    .execute();

  await db.schema
    .createTable('growth_pets')
    .addColumn('tutor_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('alter_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('worn_skin_id', 'integer')
    .addColumn('adopted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('growth_pet_skins')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('skin_id', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('growth_pet_skins_pk', ['tutor_id', 'skin_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('growth_goals'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The provider month the goal is for (YYYY-MM).
    .addColumn('round', 'text', (c) => c.notNull())
    .addColumn('target', 'integer', (c) => c.notNull())
    // Centavos; null until synchronised from the month's class fees.
    .addColumn('basic_wage', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('growth_goals_tutor_round', ['tutor_id', 'round'])
    .execute();

  // Medals received (level, certification, limited-time); at most one worn.
  await db.schema
    .createTable('growth_medals')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('worn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('growth_medals_pk', ['tutor_id', 'code'])
    .execute();

  await db.schema
    .createTable('growth_rights')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('growth_rights_pk', ['tutor_id', 'code'])
    .execute();

  // Rankings sum one account over a period across tutors.
  await db.schema.createIndex('ledger_entries_account_time').on('ledger_entries').columns(['account', 'counts_at', 'tutor_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_account_time').execute();
  await db.schema.dropTable('growth_rights').execute();
  await db.schema.dropTable('growth_medals').execute();
  await db.schema.dropTable('growth_goals').execute();
  await db.schema.dropTable('growth_pet_skins').execute();
  await db.schema.dropTable('growth_pets').execute();
  await db.schema.dropTable('growth_task_logs').execute();
}
