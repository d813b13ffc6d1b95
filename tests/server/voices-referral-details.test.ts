import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  LotteryMessages,
  ReferralMessages,
  type LevelRecord,
  type LotteryDraw,
  type LotteryInfo,
  type Paged,
  type ReferralBonus,
  type ReferralPage,
  type ReferralSummary,
  type ReferralTeamMember,
  type ReferralTutorInfo,
  type ReferralV1Record,
  type TrackLogV1,
  type WonPrize,
} from '../../src/domain/referrals';
import { reverseLedgerEntryIn } from '../../server/services/ledger.service';
import { LOTTERY_PRIZES, ReferralsTutor, ReferredTutor } from '../../server/seed/referrals.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

const DAY = 86_400_000;

describe(`referral pages' calls and the lottery (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let rosa: string;
  let demo: string;
  let staff: string;
  let byName: Map<string, number>;

  beforeAll(async () => {
    t = await startTestApp();
    [rosa, demo, staff] = await Promise.all([
      t.login(ReferralsTutor.account, ReferralsTutor.password),
      t.login('demo', 'demo1234'),
      t.login('staff', DemoUsers.staff.password),
    ]);
    const list = (await t.call<ReferralPage>('POST', '/api/Referrals/TeachReferralsV2', { token: rosa, body: { pageIndex: 1, pageSize: 50 } })).json.Body;
    byName = new Map(list.Items.map((item) => [item.Name, item.ApplyId]));
  });
  afterAll(async () => t.close());

  const id = (name: string) => byName.get(name)!;

  it('answers the page version the configuration names', async () => {
    expect((await t.call<{ Version: number }>('POST', '/api/Referrals/ReferralVerson', { token: rosa })).json.Body.Version).toBe(2);
  });

  it('sums a period: referred, accounts opened, first classes and their growth; refuses a bad period', async () => {
    const now = t.clock.now().getTime();
    const info = async (beginDate: string, endDate: string) =>
      t.call<ReferralSummary>('POST', '/api/Referrals/ReferralInfo', { token: rosa, query: { beginDate, endDate } });
    const all = (await info(new Date(now - 100 * DAY).toISOString(), new Date(now + DAY).toISOString())).json.Body;
    // Liza and Mark started class, Joy's account opened; each step counts +1 or +20.
    expect(all).toMatchObject({ Referred: 4, AccountsOpened: 3, FirstClasses: 2, GrowthEarned: 3 + 40, DrawsLeft: 2 });
    const lastWeek = (await info(new Date(now - 7 * DAY).toISOString(), new Date(now + DAY).toISOString())).json.Body;
    expect(lastWeek).toMatchObject({ Referred: 1, AccountsOpened: 0, FirstClasses: 0, GrowthEarned: 0 });
    expect((await info('2026-13-45', '2026-12-01')).json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: ReferralMessages.periodInvalid });
    expect((await info('2026-12-01', '2026-11-01')).json.Msg).toBe(ReferralMessages.periodInvalid);
    // Another tutor's period has none of these.
    expect(
      (
        await t.call<ReferralSummary>('POST', '/api/Referrals/ReferralInfo', {
          token: demo,
          query: { beginDate: new Date(now - 100 * DAY).toISOString(), endDate: new Date(now + DAY).toISOString() },
        })
      ).json.Body.Referred,
    ).toBe(0);
  });

  it("shows a referral's tutor, levels, bonuses and team, and refuses them to another tutor", async () => {
    const liza = id('Liza Garcia');
    const info = (await t.call<ReferralTutorInfo>('POST', '/api/Referrals/ReferralTutorInfo', { token: rosa, query: { applyId: liza } })).json.Body;
    expect(info).toMatchObject({ Name: 'Liza Garcia', Step: 'First class', TutorId: ReferredTutor.id, FinishedClasses: 0 });
    const levels = (await t.call<LevelRecord[]>('POST', '/api/Referrals/ReferralTutorLevelRecord', { token: rosa, query: { applyId: liza } })).json.Body;
    expect(levels.map((l) => [l.Level, l.Score])).toEqual([
      ['LV.1', 2],
      ['LV.2', 17],
    ]);
    const bonuses = (
      await t.call<Paged<ReferralBonus>>('POST', '/api/Referrals/ReferralBoundsList', { token: rosa, body: { applyId: liza, PageIndex: 1, PageSize: 1 } })
    ).json.Body;
    expect(bonuses.Total).toBe(2);
    expect(bonuses.Items).toEqual([expect.objectContaining({ Rule: 'gv.referral_started_class', Amount: 20, Reversed: false })]);
    const team = (
      await t.call<Paged<ReferralTeamMember>>('POST', '/api/Referrals/ReferralTeam', { token: rosa, body: { applyId: liza, PageIndex: 1, PageSize: 5 } })
    ).json.Body;
    expect(team).toEqual({
      Total: 2,
      Items: [expect.objectContaining({ Name: 'Carlo R.', Step: 'Applied' }), expect.objectContaining({ Name: 'Nina B.', Step: 'Account opened' })],
    });
    // Paul's account is not open: no levels, no team.
    expect(
      (await t.call<LevelRecord[]>('POST', '/api/Referrals/ReferralTutorLevelRecord', { token: rosa, query: { applyId: id('Paul Tan') } })).json.Body,
    ).toEqual([]);

    for (const [url, options] of [
      ['/api/Referrals/ReferralTutorInfo', { query: { applyId: liza } }],
      ['/api/Referrals/ReferralTutorLevelRecord', { query: { applyId: liza } }],
      ['/api/Referrals/ReferralBoundsList', { body: { applyId: liza, PageIndex: 1, PageSize: 5 } }],
      ['/api/Referrals/ReferralTeam', { body: { applyId: liza, PageIndex: 1, PageSize: 5 } }],
      ['/api/teachInfo/TrackLog', { body: { applyId: liza } }],
    ] as const) {
      expect((await t.call('POST', url, { token: demo, ...options })).json.ErrorCode, url).toBe(ErrorCode.NotFound);
    }
  });

  it('a reversed bonus shows as reversed', async () => {
    const joy = id('Joy Santos');
    const entry = await t.database.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('source_type', '=', 'referral')
      .where('source_id', '=', String(joy))
      .executeTakeFirstOrThrow();
    expect(
      await reverseLedgerEntryIn(t.database.db, ReferralsTutor.id, entry.id, { note: 'Duplicate applicant', createdBy: DemoUsers.staff.id }, t.clock.now()),
    ).toBeTruthy();
    const bonuses = (
      await t.call<Paged<ReferralBonus>>('POST', '/api/Referrals/ReferralBoundsList', { token: rosa, body: { applyId: joy, PageIndex: 1, PageSize: 5 } })
    ).json.Body;
    expect(bonuses.Items).toEqual([expect.objectContaining({ Rule: 'gv.referral_account_opened', Reversed: true })]);
  });

  it("answers the first version's list and track", async () => {
    const list = (await t.call<ReferralV1Record[]>('POST', '/api/teachInfo/TeachReferrals', { token: rosa })).json.Body;
    expect(list.map((r) => `${r.FirstName} ${r.LastName}:${r.Status}`)).toEqual([
      'Paul Tan:Applied',
      'Joy Santos:Account opened',
      'Mark Villanueva:First class',
      'Liza Garcia:First class',
    ]);
    const track = (await t.call<TrackLogV1[]>('POST', '/api/teachInfo/TrackLog', { token: rosa, body: { applyId: id('Joy Santos') } })).json.Body;
    expect(track.map((s) => s.Status)).toEqual(['Applied', 'Account opened']);
    expect(
      (await t.call<ReferralV1Record[]>('POST', '/api/teachInfo/TeachReferrals', { token: demo })).json.Body.every(
        (r) => !byName.has(`${r.FirstName} ${r.LastName}`),
      ),
    ).toBe(true);
  });

  it('staff link the account an application opened; a tutor account that does not exist is refused', async () => {
    const paul = id('Paul Tan');
    const advance = (AccountId: number) =>
      t.call('POST', '/api/Staff/AdvanceApplication', { token: staff, body: { ApplyId: paul, Step: 'Account opened', AccountId } });
    expect((await advance(99_999_999)).json.Msg).toBe(ReferralMessages.accountInvalid);
    expect((await advance(ReferralsTutor.id)).json.Msg).toBe(ReferralMessages.accountInvalid);
    expect((await advance(DemoUsers.demo2.id)).json.ErrorCode).toBe(0);
    expect((await t.call<ReferralTutorInfo>('POST', '/api/Referrals/ReferralTutorInfo', { token: rosa, query: { applyId: paul } })).json.Body.TutorId).toBe(
      DemoUsers.demo2.id,
    );
  });

  it('draws once per referred tutor who started class, in parallel too, and keeps the prize list', async () => {
    const before = (await t.call<LotteryInfo>('POST', '/api/Referrals/LotteryInfo', { token: rosa })).json.Body;
    expect(before.DrawsLeft).toBe(2);
    expect(before.Prizes.map((p) => p.Name)).toEqual(LOTTERY_PRIZES.map((p) => p.name));
    const draws = await Promise.all(Array.from({ length: 5 }, () => t.call<LotteryDraw>('POST', '/api/Referrals/LotteryDraw', { token: rosa })));
    const done = draws.filter((d) => d.json.ErrorCode === 0).map((d) => d.json.Body);
    expect(done).toHaveLength(2);
    expect(draws.filter((d) => d.json.Msg === LotteryMessages.noDraws)).toHaveLength(3);
    for (const d of done) expect(d.Message).toBe(d.Won ? LotteryMessages.won(d.Prize!) : LotteryMessages.missed);

    const after = (await t.call<LotteryInfo>('POST', '/api/Referrals/LotteryInfo', { token: rosa })).json.Body;
    expect(after.DrawsLeft).toBe(0);
    const stockTaken = before.Prizes.reduce((s, p) => s + p.Stock, 0) - after.Prizes.reduce((s, p) => s + p.Stock, 0);
    const won = done
      .filter((d) => d.Won)
      .map((d) => d.Prize)
      .sort();
    expect(stockTaken).toBe(won.length);
    const list = (await t.call<Paged<WonPrize>>('POST', '/api/Referrals/LotteryPrizeList', { token: rosa, body: { PageIndex: 1, PageSize: 5 } })).json.Body;
    expect(list.Items.map((p) => p.Prize).sort()).toEqual(won);
    expect(
      (await t.call<Paged<WonPrize>>('POST', '/api/Referrals/LotteryPrizeList', { token: demo, body: { PageIndex: 1, PageSize: 5 } })).json.Body.Total,
    ).toBe(0);
    expect((await t.call('POST', '/api/Referrals/LotteryDraw', { token: demo })).json.Msg).toBe(LotteryMessages.noDraws);
  });

  it('a draw with every prize out of stock wins nothing and takes no stock', async () => {
    await t.database.db.updateTable('referral_prizes').set({ stock: 0 }).execute();
    // A new referred tutor starts class: one more draw.
    const apply = await t.call<{ ApplyId: number }>('POST', '/api/teachInfo/TutorApply', {
      token: rosa,
      body: { FirstName: 'Iris', LastName: 'Lee', Email: 'iris.lee@example.com', SkyID: '', MobileNumber: '0917', Country: 'Philippines', TutorSource: 12 },
    });
    const applyId = apply.json.Body.ApplyId;
    for (const Step of ['Account opened', 'First class'])
      expect((await t.call('POST', '/api/Staff/AdvanceApplication', { token: staff, body: { ApplyId: applyId, Step } })).json.ErrorCode).toBe(0);
    const draw = await t.call<LotteryDraw>('POST', '/api/Referrals/LotteryDraw', { token: rosa });
    expect(draw.json).toMatchObject({ ErrorCode: 0, Msg: LotteryMessages.missed, Body: { Won: false, Prize: null, DrawsLeft: 0 } });
    const stock = await t.database.db.selectFrom('referral_prizes').select('stock').execute();
    expect(stock.every((p) => p.stock === 0)).toBe(true);
  });
});
