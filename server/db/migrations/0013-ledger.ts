import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * The ledger (../shared/design/domain-model.md): append-only entries, amounts in hundredths, each
 * made by a named rule from a source. The unique (rule, source_key) makes every rule idempotent:
 * replaying an event never counts twice; a correction is a new entry pointing at the one it
 * reverses. Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('ledger_entries'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // teaching_points, growth_value, flowers, pay
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    // What produced it: class, confirmation, task, exchange, staff, referral... and its id.
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    // rule + source, unique: "class:123", "tutor:100231"...
    .addColumn('source_key', 'text', (c) => c.notNull())
    // The moment it counts for (the class's end, the exchange...), which decides its period.
    .addColumn('counts_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reverses_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer')
    .addUniqueConstraint('ledger_entries_rule_source', ['rule', 'source_key'])
    .execute();
  await db.schema.createIndex('ledger_entries_tutor_account_time').on('ledger_entries').columns(['tutor_id', 'account', 'counts_at']).execute();
  await db.schema.createIndex('ledger_entries_source').on('ledger_entries').columns(['source_type', 'source_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
}
