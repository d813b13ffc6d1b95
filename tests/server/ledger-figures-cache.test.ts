import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TutorAllScore } from '../../src/domain/tutor-scores';
import { computeLedgerFigures, storeLedgerFigures } from '../../server/repositories/ledger-figures.repository';
import { postLedgerEntriesIn } from '../../server/services/ledger.service';
import { currentScoreMonth, monthRange } from '../../server/services/tutor-scores.service';
import { loadUserState } from '../../server/services/user-state.service';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

/**
 * The person panel's figures are cached per tutor (0016-ledger-figures): the cache must always
 * equal a rebuild from the ledger, move with every write, and never keep figures computed before
 * a write that landed meanwhile.
 */
describe(`cached ledger figures (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let token: string;
  let source = 0;
  const tutorId = DemoUsers.demo.id;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    token = await t.login('demo', DemoUsers.demo.password);
  });
  afterAll(async () => t.close());

  const range = () => monthRange(currentScoreMonth(t.app));
  const userState = async () =>
    (await t.call<{ flowers: number; teachingPoints: number; scoreOfTheMonth: number; other: number }>('GET', '/api/account/userinfo', { token })).json.Body;
  const allScore = async () => (await t.call<TutorAllScore>('POST', '/api/tutordata/TutorAllScore', { token })).json.Body;
  const cacheRow = () => t.database.db.selectFrom('ledger_figures').selectAll().where('tutor_id', '=', tutorId).executeTakeFirst();
  const award = (rule: 'tp.project', amount: number) =>
    t.database.db
      .transaction()
      .execute((trx) =>
        postLedgerEntriesIn(trx, [{ tutorId, rule, amount, source: { type: 'cache-test', id: (source += 1) }, countsAt: t.clock.now() }], t.clock.now()),
      );

  it('answers what a rebuild from the ledger answers, and stays fresh across reads', async () => {
    const state = await userState();
    const row = await cacheRow();
    expect(row?.fresh).toBe(1);
    expect(row?.month_from).toBe(range().fromIso);
    const rebuilt = await computeLedgerFigures(t.database.db, { tutorId, ...range() });
    expect(Number(row?.total_points)).toBe(Number(rebuilt.total_points));
    expect(Number(row?.month_points)).toBe(Number(rebuilt.month_points));
    expect(Number(row?.month_completed)).toBe(Number(rebuilt.month_completed));
    expect(Number(row?.total_flowers)).toBe(Number(rebuilt.total_flowers));
    expect(state.teachingPoints).toBeCloseTo(Number(rebuilt.total_points) / 100, 2);
    // A second read is served from the cache: same version, same figures.
    expect(await userState()).toEqual(state);
    expect((await cacheRow())?.version).toBe(row?.version);
  });

  it('moves with every ledger write, in the user state and in TutorAllScore', async () => {
    const before = await userState();
    const scoreBefore = await allScore();
    await award('tp.project', 350);
    expect((await cacheRow())?.fresh).toBe(0);
    const after = await userState();
    expect(after.teachingPoints).toBeCloseTo(before.teachingPoints + 3.5, 2);
    expect(after.scoreOfTheMonth).toBeCloseTo(before.scoreOfTheMonth + 3.5, 2);
    expect(after.other).toBeCloseTo(before.other + 3.5, 2);
    const scoreAfter = await allScore();
    expect(scoreAfter.TeachingPoints).toBeCloseTo(scoreBefore.TeachingPoints + 3.5, 2);
    expect((await cacheRow())?.fresh).toBe(1);
  });

  it('does not keep figures computed before a write that landed meanwhile', async () => {
    await userState();
    const stale = await computeLedgerFigures(t.database.db, { tutorId, ...range() });
    await award('tp.project', 100);
    // The reader that computed before the write now tries to store: refused by the version.
    await storeLedgerFigures(t.database.db, { tutorId, version: stale.version, ...range() }, stale);
    expect((await cacheRow())?.fresh).toBe(0);
    const state = await userState();
    const rebuilt = await computeLedgerFigures(t.database.db, { tutorId, ...range() });
    expect(state.teachingPoints).toBeCloseTo(Number(rebuilt.total_points) / 100, 2);
    expect(Number(rebuilt.total_points)).toBe(Number(stale.total_points) + 100);
  });

  it('recomputes when the provider month turns', async () => {
    await userState();
    const month = currentScoreMonth(t.app);
    t.clock.set(new Date(month.endMs + 60_000));
    try {
      // Through the service: a week's jump of the clock would outlive the sign-in token.
      const state = await loadUserState(t.app, { userId: tutorId, roles: [] });
      expect(state?.scoreOfTheMonth).toBe(0);
      expect((await cacheRow())?.month_from).toBe(new Date(month.endMs).toISOString());
    } finally {
      t.clock.set(new Date());
    }
  });
});
