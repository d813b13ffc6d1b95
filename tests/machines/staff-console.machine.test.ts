import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Statement } from '../../src/domain/service-fee';
import { StaffMessages, type PayPeriodOverview, type TutorRecordSummary } from '../../src/domain/staff-console';
import { staffListMachine } from '../../src/machines/staff-list.machine';
import { CSV_EXPORTED, paidNotice, staffPayMachine } from '../../src/machines/staff-pay.machine';
import { staffRecordMachine } from '../../src/machines/staff-record.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const open: PayPeriodOverview = {
  Period: '2026-10',
  Closed: false,
  ClosedAt: null,
  ClosedBy: '',
  Total: 1,
  Items: [{ Tuid: 7, Account: 'payee', Name: 'Lena Cruz', Lines: 2, TotalPhp: 620, AccountConfirmed: true, PaidOn: null, Reference: '' }],
};
const closed: PayPeriodOverview = { ...open, Closed: true, ClosedAt: '2026-11-02T00:00:00Z', ClosedBy: 'staff' };
const statement: Statement = {
  Period: '2026-10',
  PeriodStart: '2026-09-30T16:00:00.000Z',
  PeriodEnd: '2026-10-31T16:00:00.000Z',
  TimeZone: 'Asia/Manila',
  Lines: [],
  LineCount: 0,
  pageIndex: 1,
  pageSize: 100,
  Totals: { ClassFees: 0, Penalties: 0, Bonuses: 500, Flowers: 0, Adjustments: 120, Total: 620 },
  PaidOn: null,
};
const summary = { Tuid: 7, Name: 'Lena Cruz' } as TutorRecordSummary;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('staff list machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const events = withActorEventsWhereRunning([
      { type: 'list.filter', filter: ' lena ' },
      { type: 'list.page', pageIndex: 2 },
      { type: 'list.reload' },
      { type: 'xstate.done.actor.0.staffList.loading', output: { Total: 0, Items: [] } },
      { type: 'xstate.error.actor.0.staffList.loading', error: new Error('offline') },
    ]);
    const machine = staffListMachine.provide({ actors: { loadPage: pendingPromise() } });
    const paths = generatePaths(machine, { events, input: { filter: '' }, limit: 5000 });
    expect(paths.length).toBeGreaterThan(3);
    expectEveryTransitionCovered(machine, paths, { input: { filter: '' } });
  }, 120_000);

  it('starts a new filter at page 1 and keeps the filter when paging', async () => {
    const loads: unknown[] = [];
    const machine = staffListMachine.provide({ actors: { loadPage: fromPromise(async ({ input }) => (loads.push(input), { Total: 45, Items: [] })) } });
    const list = createActor(machine, { input: { filter: '100297' } }).start();
    await settle();
    list.send({ type: 'list.page', pageIndex: 3 });
    await settle();
    list.send({ type: 'list.filter', filter: '  lena ' });
    await settle();
    expect(loads).toEqual([
      { filter: '100297', pageIndex: 1 },
      { filter: '100297', pageIndex: 3 },
      { filter: 'lena', pageIndex: 1 },
    ]);
    expect(list.getSnapshot().value).toBe('ready');
  });
});

describe('staff record machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const events = withActorEventsWhereRunning([
      { type: 'record.reload' },
      { type: 'xstate.done.actor.0.staffRecord.loading', output: summary },
      { type: 'xstate.error.actor.0.staffRecord.loading', error: new Error('Tutor not found.') },
    ]);
    const machine = staffRecordMachine.provide({ actors: { loadSummary: pendingPromise() } });
    const input = { tuid: 7 };
    const paths = generatePaths(machine, { events, input, limit: 5000 });
    expectEveryTransitionCovered(machine, paths, { input });
  }, 120_000);
});

describe('staff pay machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const events = withActorEventsWhereRunning([
      { type: 'pay.period', period: '2026-09' },
      { type: 'pay.page', pageIndex: 2 },
      { type: 'pay.reload' },
      { type: 'pay.close' },
      { type: 'pay.export' },
      { type: 'pay.review', tuid: 7, name: 'Lena Cruz' },
      { type: 'pay.endReview' },
      { type: 'pay.reference', value: 'PP-1' },
      { type: 'pay.markPaid' },
      { type: 'pay.dismissNotice' },
      { type: 'xstate.done.actor.0.staffPay.loading', output: open },
      { type: 'xstate.error.actor.0.staffPay.loading', error: new Error('offline') },
      { type: 'xstate.done.actor.0.staffPay.ready.closing', output: StaffMessages.periodClosedNow('2026-10') },
      { type: 'xstate.error.actor.0.staffPay.ready.closing', error: new Error(StaffMessages.periodClosed('2026-10')) },
      { type: 'xstate.done.actor.0.staffPay.ready.reviewing', output: statement },
      { type: 'xstate.error.actor.0.staffPay.ready.reviewing', error: new Error('Tutor not found.') },
      { type: 'xstate.done.actor.0.staffPay.ready.recording', output: { Id: 1 } },
      { type: 'xstate.error.actor.0.staffPay.ready.recording', error: new Error('Period 2026-10 is paid already.') },
      { type: 'xstate.done.actor.0.staffPay.ready.exporting', output: undefined },
      { type: 'xstate.error.actor.0.staffPay.ready.exporting', error: new Error(StaffMessages.periodInvalid) },
    ]);
    const machine = staffPayMachine.provide({
      actors: {
        loadPeriod: pendingPromise(),
        closePeriod: pendingPromise(),
        loadStatement: pendingPromise(),
        markPaid: pendingPromise(),
        exportCsv: pendingPromise(),
      },
    });
    const input = { period: '2026-10' };
    const paths = generatePaths(machine, { events, input, limit: 20_000 });
    expect(paths.length).toBeGreaterThan(20);
    expectEveryTransitionCovered(machine, paths, { input });
  }, 240_000);
});

describe('staff pay behaviour', () => {
  it('closes the period, reviews a statement, asks for the reference, then marks it paid and exports', async () => {
    const calls: Array<[string, unknown]> = [];
    let overview = open;
    const machine = staffPayMachine.provide({
      actors: {
        loadPeriod: fromPromise(async ({ input }) => (calls.push(['load', input]), overview)),
        closePeriod: fromPromise(async ({ input }) => {
          calls.push(['close', input]);
          overview = closed;
          return StaffMessages.periodClosedNow('2026-10');
        }),
        loadStatement: fromPromise(async ({ input }) => (calls.push(['statement', input]), statement)),
        markPaid: fromPromise(
          async ({ input }) => (
            calls.push(['paid', input]),
            { Id: 1, PeriodFrom: '2026-10', PeriodTo: '2026-10', AmountPhp: 620, PaidOn: '2026-11-03', Account: 'PayPal', Reference: 'PP-1' }
          ),
        ),
        exportCsv: fromPromise(async ({ input }) => void calls.push(['csv', input])),
      },
    });
    const pay = createActor(machine, { input: { period: '2026-10' } }).start();
    await settle();
    pay.send({ type: 'pay.close' });
    await settle();
    await settle();
    expect(pay.getSnapshot().context).toMatchObject({ notice: StaffMessages.periodClosedNow('2026-10'), overview: { Closed: true } });
    // A closed period is not closed twice.
    pay.send({ type: 'pay.close' });
    expect(pay.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    pay.send({ type: 'pay.review', tuid: 7, name: 'Lena Cruz' });
    await settle();
    pay.send({ type: 'pay.markPaid' });
    expect(pay.getSnapshot().context).toMatchObject({ notice: StaffMessages.referenceRequired, noticeIsError: true });
    pay.send({ type: 'pay.reference', value: ' PP-1 ' });
    pay.send({ type: 'pay.markPaid' });
    await settle();
    await settle();
    expect(pay.getSnapshot().context).toMatchObject({ notice: paidNotice('Lena Cruz', '2026-10'), review: null, reference: '' });
    pay.send({ type: 'pay.export' });
    await settle();
    expect(pay.getSnapshot().context.notice).toBe(CSV_EXPORTED);
    expect(calls.map(([name]) => name)).toEqual(['load', 'close', 'load', 'statement', 'paid', 'load', 'csv']);
    expect(calls.find(([name]) => name === 'paid')?.[1]).toEqual({ tuid: 7, period: '2026-10', reference: 'PP-1' });
  });
});
