import type { Kysely } from 'kysely';

/**
 * Job leases: one row per periodic job naming the process that holds it and until when. Several
 * server processes share one database; a process runs a job's round only while it holds the
 * lease, so the attendance deadline and the upload cleanup run once per round, not once per process.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('job_name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_run_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
