import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlowerMessages, type FlowerBalance, type FlowerRecordPage, type ObtainedFlowerRecord, type UsedFlowerRecord } from '../../src/domain/flowers';
import { addMonths, localMonth, monthPeriod } from '../../src/domain/provider-time';
import { ledgerEntries, postLedgerEntriesIn } from '../../server/services/ledger.service';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

describe(`flowers for cash (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [demo, demo2] = await Promise.all([t.login('demo', 'demo1234'), t.login('demo2', 'demo1234')]);
  });
  afterAll(async () => t.close());

  const balance = async (token: string) => (await t.call<FlowerBalance>('POST', '/api/teachInfo/FlowerBalance', { token })).json.Body;
  const exchange = (token: string, body: Record<string, unknown>) => t.call<FlowerBalance | null>('POST', '/api/teachInfo/ExchangeCash', { token, body: body });
  const used = async (token: string) =>
    (await t.call<FlowerRecordPage<UsedFlowerRecord>>('POST', '/api/teachInfo/TeachAcUseRecord', { token, body: { pageIndex: 1, pageSize: 100 } })).json.Body;
  const obtained = async (token: string, pageIndex = 1, pageSize = 100) =>
    (await t.call<FlowerRecordPage<ObtainedFlowerRecord>>('POST', '/api/teachInfo/TeachAcRecord', { token, body: { pageIndex, pageSize } })).json.Body;

  /** Gives a tutor flowers as a student would, through the ledger. */
  async function give(tutorId: number, flowers: number, key: string, countsAt = t.clock.now()) {
    await t.database.db
      .transaction()
      .execute((trx) =>
        postLedgerEntriesIn(trx, [{ tutorId, rule: 'flowers.received', amount: flowers * 100, source: { type: 'test', id: key }, countsAt }], t.clock.now()),
      );
  }

  it('shows the seeded flowers from five-star classes, paged, and only the tutor’s own', async () => {
    const mine = await obtained(demo);
    expect(mine.Total).toBeGreaterThan(0);
    expect(mine.Items.every((item) => item.ClassId !== null && item.Flowers >= 1)).toBe(true);
    const firstPage = await obtained(demo, 1, 2);
    expect(firstPage.Items.map((i) => i.Id)).toEqual(mine.Items.slice(0, 2).map((i) => i.Id));
    expect(firstPage.Total).toBe(mine.Total);
    const theirs = await obtained(demo2);
    const mineIds = new Set(mine.Items.map((i) => i.Id));
    expect(theirs.Items.some((i) => mineIds.has(i.Id))).toBe(false);
    const sum = (
      await t.database.db.selectFrom('ledger_entries').select('amount').where('tutor_id', '=', DemoUsers.demo.id).where('account', '=', 'flowers').execute()
    ).reduce((total, row) => total + row.amount, 0);
    const b = await balance(demo);
    expect(b.Balance).toBe(sum / 100);
    expect(b).toMatchObject({ MonthlyLimit: 100, PhpPerFlower: 5, ExchangeEnabled: true });
  });

  it('refuses every §5 rule with its own message', async () => {
    const before = await balance(demo);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ remark: 'for rice' }, FlowerMessages.countRequired],
      [{ flowersCount: null, remark: 'for rice' }, FlowerMessages.countRequired],
      [{ flowersCount: 0, remark: 'for rice' }, FlowerMessages.invalidCount],
      [{ flowersCount: -3, remark: 'for rice' }, FlowerMessages.invalidCount],
      [{ flowersCount: 1.5, remark: 'for rice' }, FlowerMessages.invalidCount],
      [{ flowersCount: 'many', remark: 'for rice' }, FlowerMessages.invalidCount],
      [{ flowersCount: before.Quota + 1, remark: 'for rice' }, FlowerMessages.overQuota],
      [{ flowersCount: 1 }, FlowerMessages.remarkRequired],
      [{ flowersCount: 1, remark: '   ' }, FlowerMessages.remarkRequired],
      [{ flowersCount: 1, remark: 'x'.repeat(201) }, FlowerMessages.remarkTooLong],
    ];
    for (const [body, message] of cases) {
      const answer = await exchange(demo, body);
      expect([answer.status, answer.json.ErrorCode, answer.json.Msg], JSON.stringify(body)).toEqual([400, 1, message]);
    }
    expect(await balance(demo)).toEqual(before);
    expect((await t.call('POST', '/api/teachInfo/ExchangeCash', { body: { flowersCount: 1, remark: 'x' } })).json.ErrorCode).toBe(3);
  });

  it('exchanges within the quota: a flowers entry and a pay entry, a used record, a lower balance', async () => {
    const before = await balance(demo);
    expect(before.Quota).toBeGreaterThanOrEqual(3);
    const answer = await exchange(demo, { flowersCount: 3, remark: 'x'.repeat(200) });
    expect(answer.json.ErrorCode).toBe(0);
    expect(answer.json.Body).toMatchObject({ Balance: before.Balance - 3, ExchangedThisMonth: before.ExchangedThisMonth + 3 });
    const records = await used(demo);
    expect(records.Items[0]).toMatchObject({ Flowers: 3, AmountPhp: 15, Remark: 'x'.repeat(200) });
    const pay = await ledgerEntries(t.database.db, DemoUsers.demo.id, { rule: 'pay.flower_exchange' }, { offset: 0, limit: 10 });
    expect(pay.rows[0]).toMatchObject({ amount: 1500, account: 'pay' });
    const flowers = await ledgerEntries(t.database.db, DemoUsers.demo.id, { rule: 'flowers.exchanged' }, { offset: 0, limit: 10 });
    expect(flowers.rows[0]).toMatchObject({ amount: -300, source_key: pay.rows[0]!.source_key });
    expect((await used(demo2)).Items.some((i) => i.Id === records.Items[0]!.Id)).toBe(false);
    // A later rate change leaves what an exchange paid as it was.
    t.app.config.flowers.phpPerFlower = 7;
    try {
      expect((await used(demo)).Items[0]).toMatchObject({ Flowers: 3, AmountPhp: 15 });
    } finally {
      t.app.config.flowers.phpPerFlower = 5;
    }
  });

  it('serialises a tutor’s concurrent exchanges: the monthly quota is never passed', async () => {
    await give(DemoUsers.demo2.id, 500, 'concurrent-quota');
    const start = await balance(demo2);
    const room = start.MonthlyLimit - start.ExchangedThisMonth;
    const each = Math.floor(room / 3);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => exchange(demo2, { flowersCount: each, remark: `at once ${i}` })));
    const passed = answers.filter((a) => a.json.ErrorCode === 0);
    expect(passed).toHaveLength(3);
    expect(answers.filter((a) => a.json.ErrorCode !== 0).every((a) => a.json.Msg === FlowerMessages.overQuota)).toBe(true);
    const end = await balance(demo2);
    expect(end.ExchangedThisMonth).toBe(start.ExchangedThisMonth + 3 * each);
    expect(end.ExchangedThisMonth).toBeLessThanOrEqual(end.MonthlyLimit);
    expect(end.Balance).toBe(start.Balance - 3 * each);
  });

  it('serialises concurrent exchanges against the balance too', async () => {
    const intl = await t.login('intl', 'demo1234');
    const start = await balance(intl);
    // Leave exactly 10 flowers to exchange: received flowers are only ever added, so exchange the rest first.
    if (start.Balance < 10) await give(DemoUsers.international.id, 10 - start.Balance, 'concurrent-balance');
    const held = (await balance(intl)).Balance;
    if (held > 10) expect((await exchange(intl, { flowersCount: held - 10, remark: 'down to ten' })).json.ErrorCode).toBe(0);
    expect((await balance(intl)).Balance).toBe(10);
    const answers = await Promise.all(Array.from({ length: 6 }, () => exchange(intl, { flowersCount: 4, remark: 'race' })));
    expect(answers.filter((a) => a.json.ErrorCode === 0)).toHaveLength(2);
    expect((await balance(intl)).Balance).toBe(2);
  });

  it('refuses the exchange while it is switched off', async () => {
    t.app.config.flowers.exchangeEnabled = false;
    try {
      const answer = await exchange(demo, { flowersCount: 1, remark: 'off' });
      expect(answer.json).toMatchObject({ ErrorCode: 1, Msg: FlowerMessages.switchedOff });
      expect((await balance(demo)).ExchangeEnabled).toBe(false);
    } finally {
      t.app.config.flowers.exchangeEnabled = true;
    }
  });

  it('answers LastFlowerAmount from the ledger: the flowers received in the previous provider month', async () => {
    const zone = t.config.shell.providerTimeZone;
    const last = monthPeriod(addMonths(localMonth(t.clock.now().getTime(), zone).key, -1), zone);
    const read = async () => (await t.call<{ Month: string; Flowers: number }>('POST', '/api/teachInfo/LastFlowerAmount', { token: demo2 })).json.Body;
    const before = await read();
    expect(before.Month).toBe(last.key);
    await give(DemoUsers.demo2.id, 7, 'last-month', new Date(last.startMs + 3_600_000));
    await give(DemoUsers.demo2.id, 9, 'this-month', new Date(last.endMs + 3_600_000));
    expect((await read()).Flowers).toBe(before.Flowers + 7);
  });
});
