import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Takes or renews the lease of `jobName` for `leaseMs` from `now`: granted when nobody holds it,
 * the lease has run out, or `holder` already holds it. One statement (an upsert whose update only
 * applies under those conditions), so two processes asking at once cannot both be granted.
 */
export async function takeJobLease(db: Kysely<Database>, jobName: string, holder: string, now: Date, leaseMs: number): Promise<boolean> {
  const nowText = now.toISOString();
  const row = await db
    .insertInto('job_leases')
    .values({ job_name: jobName, holder, expires_at: new Date(now.getTime() + leaseMs).toISOString(), last_run_at: nowText })
    .onConflict((conflict) =>
      conflict
        .column('job_name')
        .doUpdateSet((eb) => ({
          holder: eb.ref('excluded.holder'),
          expires_at: eb.ref('excluded.expires_at'),
          last_run_at: eb.ref('excluded.last_run_at'),
        }))
        .where((eb) => eb.or([eb('job_leases.expires_at', '<=', nowText), eb('job_leases.holder', '=', holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}
