import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEntriesByRuleWindows } from '../../server/repositories/growth.repository';
import { DemoUsers, startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

/** Ledger entries of made-up rules, so the demo data's own entries do not count. */
async function addEntries(tutorId: number, entries: { rule: string; at: string }[]) {
  await t.database.db
    .insertInto('ledger_entries')
    .values(
      entries.map((entry, index) => ({
        tutor_id: tutorId,
        account: 'growth_value',
        amount: 100,
        rule: entry.rule,
        source_type: 'test',
        source_id: `rule-counts-${tutorId}-${index}`,
        source_key: `rule-counts-${tutorId}-${index}`,
        counts_at: entry.at,
        created_at: entry.at,
        reverses_id: null,
        created_by: null,
      })),
    )
    .execute();
}

describe('counting ledger entries by rule in several windows at once', () => {
  it('counts each window over its own rules and range, and nobody else’s entries', async () => {
    const tutor = DemoUsers.demo.id;
    const day = { fromIso: '2026-03-10T00:00:00.000Z', toIso: '2026-03-11T00:00:00.000Z' };
    const week = { fromIso: '2026-03-09T00:00:00.000Z', toIso: '2026-03-16T00:00:00.000Z' };
    await addEntries(tutor, [
      { rule: 'test.beginner', at: '2025-01-01T00:00:00.000Z' },
      { rule: 'test.beginner', at: '2026-03-10T08:00:00.000Z' },
      { rule: 'test.daily', at: '2026-03-10T08:00:00.000Z' },
      { rule: 'test.daily', at: '2026-03-10T23:59:59.999Z' },
      // The end of the range is not in it, and neither is the day before.
      { rule: 'test.daily', at: '2026-03-11T00:00:00.000Z' },
      { rule: 'test.daily', at: '2026-03-09T12:00:00.000Z' },
      { rule: 'test.weekly', at: '2026-03-09T00:00:00.000Z' },
      { rule: 'test.weekly', at: '2026-03-15T12:00:00.000Z' },
      { rule: 'test.weekly', at: '2026-03-16T00:00:00.000Z' },
    ]);
    // Another tutor's entries of the same rules.
    await addEntries(DemoUsers.demo2.id, [{ rule: 'test.daily', at: '2026-03-10T08:00:00.000Z' }]);

    const counts = await countEntriesByRuleWindows(t.database.db, tutor, {
      allTime: { rules: ['test.beginner'] },
      today: { rules: ['test.daily', 'test.weekly'], range: day },
      thisWeek: { rules: ['test.weekly'], range: week },
      none: { rules: [] },
    });
    expect(Object.fromEntries(counts.allTime)).toEqual({ 'test.beginner': 2 });
    expect(Object.fromEntries(counts.today)).toEqual({ 'test.daily': 2 });
    expect(Object.fromEntries(counts.thisWeek)).toEqual({ 'test.weekly': 2 });
    expect(counts.none.size).toBe(0);
  });

  it('answers empty counts when no window names a rule', async () => {
    const counts = await countEntriesByRuleWindows(t.database.db, DemoUsers.demo.id, { a: { rules: [] } });
    expect(counts.a.size).toBe(0);
  });
});
