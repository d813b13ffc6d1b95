/**
 * The growth centre's reads, in process (issue 14): npx tsx bench/growth-home.ts [requests=300]
 *
 * Times GetTutorHomeTask (every task's state from the ledger: five queries), GetPetInfo and one
 * page of GetGrowthPonitRanking (a grouped sum over the month across tutors) for the demo tutor
 * on a seeded SQLite database (TEST_DATABASE=postgres for PostgreSQL), through app.inject, so the
 * figures are the server's own time per request, pipeline included, without a network.
 */
import { startTestApp } from '../tests/server/harness';

const requests = Number(process.argv[2] ?? 300);
const t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0', RATE_LIMIT_MAX: '1000000' } });
const token = await t.login('demo', 'demo1234');
const rows: string[] = [];
for (const [path, query] of [
  ['GetTutorHomeTask', undefined],
  ['GetPetInfo', undefined],
  ['GetGrowthPonitRanking', { pageIndex: 1, pageSize: 20 }],
] as const) {
  const url = `/api/GrowthSystem/${path}`;
  for (let i = 0; i < 20; i += 1) await t.call('POST', url, { token, ...(query ? { query } : {}) });
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const start = performance.now();
    const answer = await t.call('POST', url, { token, ...(query ? { query } : {}) });
    times.push(performance.now() - start);
    if (answer.json.ErrorCode !== 0) throw new Error(`${path}: ${answer.json.Msg}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  rows.push(`${path.padEnd(24)} median ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms`);
}
const entries = await t.database.db
  .selectFrom('ledger_entries')
  .select((eb) => eb.fn.countAll().as('n'))
  .executeTakeFirst();
console.log(
  `${process.env.TEST_DATABASE === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${String(entries?.n)} ledger entries, ${requests} sequential requests each:`,
);
for (const row of rows) console.log(row);
await t.close();
