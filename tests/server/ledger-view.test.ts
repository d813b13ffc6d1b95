import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import type { GrowthDetailPage, LedgerEntriesPage } from '../../src/domain/ledger-view';
import { ManualClock } from '../../server/services/clock';
import { ledgerEntries, postLedgerEntriesIn } from '../../server/services/ledger.service';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

describe(`"why did this move?" (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const march = {
    fromIso: '2025-02-28T16:00:00.000Z',
    toIso: '2025-03-31T16:00:00.000Z',
  };

  beforeAll(async () => {
    t = await startTestApp({
      clock: new ManualClock(new Date('2025-03-10T00:00:00Z')),
    });
    for (const who of ['demo', 'demo2'] as const) tokens[who] = await t.login(who, DemoUsers[who].password);
  });
  afterAll(async () => t.close());

  const entries = (who: 'demo' | 'demo2', body: Record<string, unknown>) =>
    t.call<LedgerEntriesPage>('POST', '/api/Ledger/Entries', {
      token: tokens[who],
      body,
    });

  it('answers the entries behind teaching points this month: rule, label, source linked to its class, paged', async () => {
    const first = await entries('demo', {
      account: 'teaching_points',
      pageIndex: 1,
      pageSize: 5,
    });
    expect(first.json.ErrorCode).toBe(0);
    const page = first.json.Body;
    const expected = await ledgerEntries(t.database.db, DemoUsers.demo.id, { account: 'teaching_points', ...march }, { offset: 0, limit: 5 });
    expect(page.Month).toBe('2025-03');
    expect(page.Total).toBe(expected.total);
    expect(page.Total).toBeGreaterThan(5);
    expect(page.Items.map((item) => item.Id)).toEqual(expected.rows.map((row) => row.id));
    const completed = page.Items.find((item) => item.Rule === 'tp.completed_class' || item.Rule === 'tp.weekend_class')!;
    expect(completed).toMatchObject({
      SourceType: 'class',
      SourceLink: `/classDetail/${completed.SourceId}`,
    });
    expect(completed.RuleLabel).toMatch(/class/i);
    expect([0.2, 0.3]).toContain(completed.Amount);
    // The chart's days add up to the month's movement, which is the sum of every entry.
    const all = await ledgerEntries(t.database.db, DemoUsers.demo.id, { account: 'teaching_points', ...march }, { offset: 0, limit: 1000 });
    const net = all.rows.reduce((sum, row) => sum + row.amount, 0) / 100;
    expect(page.MonthTotal).toBeCloseTo(net, 5);
    expect(page.Days.reduce((sum, day) => sum + day.Amount, 0)).toBeCloseTo(net, 5);
    expect(page.Days.every((day) => day.Day.startsWith('2025-03-'))).toBe(true);
    // The second page continues where the first stopped.
    const second = (
      await entries('demo', {
        account: 'teaching_points',
        pageIndex: 2,
        pageSize: 5,
      })
    ).json.Body;
    expect(second.Items[0]?.Id).toBe(all.rows[5]?.id);
  });

  it("never shows another tutor's entries", async () => {
    const db = t.database.db;
    await postLedgerEntriesIn(
      db,
      [
        {
          tutorId: DemoUsers.demo.id,
          rule: 'tp.project',
          amount: 300,
          source: { type: 'staff', id: 'why-scope' },
          countsAt: new Date('2025-03-05T00:00:00Z'),
          note: 'Demo project',
        },
      ],
      t.clock.now(),
    );
    const mine = (
      await entries('demo', {
        account: 'teaching_points',
        pageIndex: 1,
        pageSize: 50,
      })
    ).json.Body;
    expect(mine.Items.some((item) => item.SourceId === 'why-scope')).toBe(true);
    for (let page = 1; ; page += 1) {
      const theirs = (
        await entries('demo2', {
          account: 'teaching_points',
          pageIndex: page,
          pageSize: 50,
        })
      ).json.Body;
      const ids = new Set((await ledgerEntries(db, DemoUsers.demo.id, {}, { offset: 0, limit: 10_000 })).rows.map((row) => row.id));
      expect(theirs.Items.filter((item) => ids.has(item.Id))).toEqual([]);
      if (page * 50 >= theirs.Total) break;
    }
    const growth = (await t.call<GrowthDetailPage>('POST', '/api/GrowthSystem/GetGrowthDetail', { token: tokens.demo2, query: { pageIndex: 1, pageSize: 50 } }))
      .json.Body;
    expect(growth.Total).toBe((await ledgerEntries(db, DemoUsers.demo2.id, { account: 'growth_value' }, { offset: 0, limit: 1 })).total);
  });

  it('answers an earlier month, and GetGrowthDetail pages every growth entry', async () => {
    const february = (
      await entries('demo', {
        account: 'flowers',
        month: '2025-02',
        pageIndex: 1,
        pageSize: 3,
      })
    ).json.Body;
    expect(february.Month).toBe('2025-02');
    expect(february.Items.every((item) => item.Rule === 'flowers.received' && item.SourceLink?.startsWith('/classDetail/'))).toBe(true);
    const growth = await t.call<GrowthDetailPage>('POST', '/api/GrowthSystem/GetGrowthDetail', { token: tokens.demo, query: { pageIndex: 2, pageSize: 4 } });
    const expected = await ledgerEntries(t.database.db, DemoUsers.demo.id, { account: 'growth_value' }, { offset: 4, limit: 4 });
    expect(growth.json.Body.Total).toBe(expected.total);
    expect(growth.json.Body.Items.map((item) => item.Id)).toEqual(expected.rows.map((row) => row.id));
  });

  it('answers bad input with a clear error in the envelope, and nothing without a token', async () => {
    for (const body of [
      { account: 'gold', pageIndex: 1, pageSize: 10 },
      { account: 'flowers', month: '2025-13', pageIndex: 1, pageSize: 10 },
      { account: 'flowers', pageIndex: 0, pageSize: 10 },
      { account: 'flowers', pageIndex: 1, pageSize: 500 },
    ]) {
      const answer = await entries('demo', body);
      expect(answer.json.ErrorCode, JSON.stringify(body)).not.toBe(0);
      expect(answer.json.Msg).not.toBe('');
    }
    const anonymous = await t.call('POST', '/api/Ledger/Entries', {
      body: { account: 'flowers', pageIndex: 1, pageSize: 10 },
    });
    expect(anonymous.json).toMatchObject({ ErrorCode: ErrorCode.Unauthorized });
  });
});
