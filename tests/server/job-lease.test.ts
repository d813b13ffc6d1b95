import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeJobLease } from '../../server/repositories/job-leases.repository';
import { startTestApp, usingPostgres, type TestApp } from './harness';

describe(`job leases: one process runs each round (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { ATTENDANCE_JOB_INTERVAL_MS: '0', UPLOAD_CLEANUP_INTERVAL_SECONDS: '0' } });
  });
  afterAll(async () => t.close());

  it('grants a free lease, refuses it to another holder until it runs out, and lets the holder renew', async () => {
    const start = new Date('2026-03-01T10:00:00.000Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await takeJobLease(t.app.db, 'nightly', 'process-a', start, 1_000)).toBe(true);
    expect(await takeJobLease(t.app.db, 'nightly', 'process-b', at(500), 1_000)).toBe(false);
    expect(await takeJobLease(t.app.db, 'nightly', 'process-a', at(999), 1_000)).toBe(true);
    // Renewed until 1999: B still waits, then takes it once it has run out.
    expect(await takeJobLease(t.app.db, 'nightly', 'process-b', at(1_500), 1_000)).toBe(false);
    expect(await takeJobLease(t.app.db, 'nightly', 'process-b', at(1_999), 1_000)).toBe(true);
    expect(await takeJobLease(t.app.db, 'nightly', 'process-a', at(2_500), 1_000)).toBe(false);
    // Leases of other jobs are apart.
    expect(await takeJobLease(t.app.db, 'other', 'process-a', at(2_500), 1_000)).toBe(true);
  });

  it('grants a lease asked for at once by many holders to exactly one', async () => {
    const now = new Date('2026-03-02T10:00:00.000Z');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => takeJobLease(t.app.db, 'race', `holder-${i}`, now, 60_000)));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });
});
