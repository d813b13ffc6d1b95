import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { NoticeType } from '../../src/domain/dialogs';
import { LotteryMessages, type LotteryDraw, type LotteryInfo, type Paged, type WonPrize } from '../../src/domain/referrals';
import { referralListMachine } from '../../src/machines/referral-list.machine';
import { referralLotteryMachine, type LotteryResult } from '../../src/machines/referral-lottery.machine';
import { referralStatusMachine } from '../../src/machines/referral-status.machine';
import { referralSummaryMachine } from '../../src/machines/referral-summary.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const info = (DrawsLeft: number) => ({ DrawsLeft, Prizes: [{ Id: 1, Name: 'Portal mug', Stock: 3 }] });
const none: Paged<never> = { Total: 0, Items: [] };
const won: LotteryDraw = { Won: true, Prize: 'Portal mug', DrawsLeft: 0, Message: LotteryMessages.won('Portal mug') };
const missed: LotteryDraw = { Won: false, Prize: null, DrawsLeft: 0, Message: LotteryMessages.missed };
const byValueAndContext = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context]);

describe('referral lottery machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const events = withActorEventsWhereRunning([
      { type: 'lottery.draw' },
      { type: 'lottery.reload' },
      { type: 'xstate.done.actor.load', output: { info: info(1), won: none } },
      { type: 'xstate.done.actor.load', output: { info: info(0), won: none } },
      { type: 'xstate.error.actor.load', error: new Error('Network error') },
      { type: 'xstate.done.actor.draw', output: won },
      { type: 'xstate.done.actor.draw', output: missed },
      { type: 'xstate.error.actor.draw', error: new Error(LotteryMessages.noDraws) },
    ]);
    const machine = referralLotteryMachine.provide({ actors: { 'load lottery': pendingPromise(), 'draw lottery': pendingPromise() } });
    const paths = generatePaths(machine, { events, serializeState: byValueAndContext });
    expect(paths.length).toBeGreaterThan(5);
    expectEveryTransitionCovered(machine, paths);
  }, 60_000);

  it('says lotterySuccess for a win, lotteryFailed for a miss and lotteryWarning with no draw left, without calling the server', async () => {
    const answers = [won, missed];
    let draws = 0;
    let left = 2;
    const actor = createActor(
      referralLotteryMachine.provide({
        actors: {
          'load lottery': fromPromise<{ info: LotteryInfo; won: Paged<WonPrize> }>(async () => ({ info: info(left), won: none })),
          'draw lottery': fromPromise(async () => {
            draws += 1;
            left -= 1;
            return answers.shift()!;
          }),
        },
      }),
    );
    const results: LotteryResult[] = [];
    actor.on('lottery.result', (r) => results.push(r));
    actor.start();
    const settle = () => new Promise((r) => setTimeout(r, 0));
    for (let i = 0; i < 3; i += 1) {
      await settle();
      actor.send({ type: 'lottery.draw' });
    }
    await settle();
    expect(draws).toBe(2);
    expect(results.map((r) => r.noticeType)).toEqual([NoticeType.lotterySuccess, NoticeType.lotteryFailed, NoticeType.lotteryWarning]);
    expect(results[2]!.message).toBe(LotteryMessages.noDraws);
  });
});

describe('referral summary machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const events = withActorEventsWhereRunning([
      { type: 'period.change', period: { beginDate: '2026-10-01', endDate: '2026-10-31' } },
      { type: 'period.change', period: { beginDate: '2026-11-01', endDate: '2026-10-31' } },
      { type: 'summary.reload' },
      {
        type: 'xstate.done.actor.load',
        output: { BeginDate: '', EndDate: '', Referred: 1, AccountsOpened: 0, FirstClasses: 0, GrowthEarned: 0, DrawsLeft: 0 },
      },
      { type: 'xstate.error.actor.load', error: new Error('The period must have a valid begin date before its end date.') },
    ]);
    const machine = referralSummaryMachine.provide({ actors: { 'load summary': pendingPromise() } });
    const input = { period: { beginDate: '2026-09-01', endDate: '2026-09-30' } };
    const paths = generatePaths(machine, { events, input });
    expect(paths.length).toBeGreaterThan(3);
    expectEveryTransitionCovered(machine, paths, { input });
  }, 60_000);
});

describe('referral list machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const events = withActorEventsWhereRunning([
      { type: 'list.page', pageIndex: 2 },
      { type: 'list.page', pageIndex: 0 },
      { type: 'list.reload' },
      { type: 'xstate.done.actor.load', output: none },
      { type: 'xstate.error.actor.load', error: new Error('Network error') },
    ]);
    const machine = referralListMachine.provide({ actors: { 'load list': pendingPromise() } });
    const paths = generatePaths(machine, { events });
    expect(paths.length).toBeGreaterThan(3);
    expectEveryTransitionCovered(machine, paths);
  }, 60_000);
});

describe('referral status machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const details = { info: { ApplyId: 4 }, levels: [], track: [] };
    const events = withActorEventsWhereRunning([
      { type: 'bonuses.page', pageIndex: 2 },
      { type: 'team.page', pageIndex: 2 },
      { type: 'team.page', pageIndex: 0 },
      { type: 'status.reload' },
      { type: 'xstate.done.actor.details', output: details },
      { type: 'xstate.error.actor.details', error: new Error('This application does not exist.') },
      { type: 'xstate.done.actor.bonuses', output: none },
      { type: 'xstate.error.actor.bonuses', error: new Error('Network error') },
      { type: 'xstate.done.actor.team', output: none },
      { type: 'xstate.error.actor.team', error: new Error('Network error') },
    ]);
    const machine = referralStatusMachine.provide({
      actors: { 'load details': pendingPromise(), 'load bonuses': pendingPromise(), 'load team': pendingPromise() },
    });
    const input = { applyId: 4 };
    const paths = generatePaths(machine, { events, input });
    expect(paths.length).toBeGreaterThan(5);
    expectEveryTransitionCovered(machine, paths, { input });
  }, 120_000);
});

describe('referral share machine (model-based)', () => {
  it('replays every generated path, reaching every transition', async () => {
    const { referralShareMachine } = await import('../../src/machines/referral-share.machine');
    const events = withActorEventsWhereRunning([
      { type: 'share.open' },
      { type: 'share.close' },
      { type: 'share.copy' },
      { type: 'xstate.done.actor.load', output: 'https://portal.example/apply?ref=T1' },
      { type: 'xstate.error.actor.load', error: new Error('Network error') },
      { type: 'xstate.done.actor.copy', output: undefined },
      { type: 'xstate.error.actor.copy', error: new Error('denied') },
    ]);
    const machine = referralShareMachine.provide({ actors: { 'load link': pendingPromise(), 'copy link': pendingPromise() } });
    const paths = generatePaths(machine, { events, serializeState: byValueAndContext });
    expect(paths.length).toBeGreaterThan(5);
    expectEveryTransitionCovered(machine, paths);
  }, 60_000);
});
