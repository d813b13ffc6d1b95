import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * Service fee (issue 15): the tutors' rate cards (fee by class type and length), the payment
 * records staff make when they pay periods, staff remarks on pay lines, and each tutor's
 * receiving account. Statements themselves are sums over ledger_entries (account `pay`).
 * Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('rate_cards'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_type', 'text', (c) => c.notNull())
    // The class length in minutes the fee is for (a regular class is 25).
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('fee_centavos', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('rate_cards_tutor_type_minutes', ['tutor_id', 'class_type', 'minutes'])
    .execute();

  await withIdColumn(db, db.schema.createTable('pay_records'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Provider months, YYYY-MM, inclusive.
    .addColumn('period_from', 'text', (c) => c.notNull())
    .addColumn('period_to', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('paid_on', 'text', (c) => c.notNull())
    // The receiving account as it was when paid (masked), so a later change does not rewrite history.
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pay_records_tutor_paid').on('pay_records').columns(['tutor_id', 'paid_on']).execute();

  await withIdColumn(db, db.schema.createTable('pay_remarks'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('ledger_entries.id').onDelete('cascade'))
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pay_remarks_tutor_time').on('pay_remarks').columns(['tutor_id', 'created_at']).execute();
  await db.schema.createIndex('pay_remarks_entry').on('pay_remarks').columns(['entry_id']).execute();

  await db.schema
    .createTable('payment_accounts')
    .addColumn('tutor_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('terms_accepted_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_accounts').execute();
  await db.schema.dropTable('pay_remarks').execute();
  await db.schema.dropTable('pay_records').execute();
  await db.schema.dropTable('rate_cards').execute();
}
