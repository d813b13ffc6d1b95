import { sql, type Kysely } from 'kysely';

/**
 * The staff console (issue 21) and issue 15's serialised payments:
 * - pay_record_periods: one row per tutor and paid period, its primary key the reason two
 *   simultaneous RecordPayment calls over one period cannot both record (the second insert fails);
 * - pay_period_closures: the pay periods staff closed;
 * - audit_log.tutor_id: the tutor a staff change concerns, so the console can filter the log.
 * Existing payments and audit rows are carried over. Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pay_record_periods')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('pay_record_id', 'integer', (c) => c.notNull().references('pay_records.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('pay_record_periods_pk', ['tutor_id', 'period'])
    .execute();
  await backfillPaidPeriods(db);

  await db.schema
    .createTable('pay_period_closures')
    .addColumn('period', 'text', (c) => c.primaryKey())
    .addColumn('closed_by', 'integer', (c) => c.notNull())
    .addColumn('closed_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('audit_log').addColumn('tutor_id', 'integer').execute();
  // Changes whose subject is the tutor themself name them already.
  await sql`update audit_log set tutor_id = cast(subject_id as integer) where subject_type in ('tutor', 'tesol', 'personal_data', 'contract')`.execute(db);
  await db.schema.createIndex('audit_log_tutor_time').on('audit_log').columns(['tutor_id', 'created_at']).execute();
  await db.schema.createIndex('audit_log_time').on('audit_log').columns(['created_at']).execute();
}

/** Each existing payment's periods (YYYY-MM, from..to inclusive); the first payment of a period keeps it. */
async function backfillPaidPeriods(db: Kysely<any>): Promise<void> {
  const records: Array<{ id: number; tutor_id: number; period_from: string; period_to: string }> = await db
    .selectFrom('pay_records')
    .select(['id', 'tutor_id', 'period_from', 'period_to'])
    .orderBy('id')
    .execute();
  const taken = new Set<string>();
  for (const record of records) {
    for (let period = record.period_from, count = 0; period <= record.period_to && count < 240; period = nextMonth(period), count += 1) {
      const key = `${record.tutor_id} ${period}`;
      if (taken.has(key)) continue;
      taken.add(key);
      await db.insertInto('pay_record_periods').values({ tutor_id: record.tutor_id, period, pay_record_id: record.id }).execute();
    }
  }
}

function nextMonth(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_time').execute();
  await db.schema.dropIndex('audit_log_tutor_time').execute();
  await db.schema.alterTable('audit_log').dropColumn('tutor_id').execute();
  await db.schema.dropTable('pay_period_closures').execute();
  await db.schema.dropTable('pay_record_periods').execute();
}
