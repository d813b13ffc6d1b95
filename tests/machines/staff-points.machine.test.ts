import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { StaffBookingMessages } from '../../src/domain/staff-bookings';
import { staffPointsMachine, type PointsRequest, type StaffPointsPage } from '../../src/machines/staff-points.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('staff points machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const events = withActorEventsWhereRunning([
      { type: 'points.rule', rule: 'tp.referral' },
      { type: 'points.amount', value: '2.5' },
      { type: 'points.reason', value: 'Referred two tutors' },
      { type: 'points.submit', key: 'dsp-key-0001' },
      { type: 'points.page', pageIndex: 2 },
      { type: 'points.reload' },
      { type: 'points.dismissNotice' },
      { type: 'xstate.done.actor.0.staffPoints.loading', output: { Total: 0, Items: [] } },
      { type: 'xstate.error.actor.0.staffPoints.loading', error: new Error('Tutor not found.') },
      { type: 'xstate.done.actor.0.staffPoints.ready.saving', output: '+2.5 referral points entered.' },
      { type: 'xstate.error.actor.0.staffPoints.ready.saving', error: new Error('offline') },
    ]);
    const machine = staffPointsMachine.provide({ actors: { loadEntries: pendingPromise(), addPoints: pendingPromise() } });
    const input = { tuid: 7 };
    const paths = generatePaths(machine, { events, input, limit: 100_000 });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(machine, paths, { input });
  }, 240_000);

  it('keeps the key for a retry of the same entry and takes a new one for another entry', async () => {
    const sent: PointsRequest[] = [];
    let fail = true;
    const machine = staffPointsMachine.provide({
      actors: {
        loadEntries: fromPromise(async (): Promise<StaffPointsPage> => ({ Total: 0, Items: [] })),
        addPoints: fromPromise(async ({ input }) => {
          sent.push(input);
          if (fail) throw new Error('offline');
          return 'Entered.';
        }),
      },
    });
    const actor = createActor(machine, { input: { tuid: 7 } }).start();
    await settle();
    actor.send({ type: 'points.submit', key: 'dsp-key-0001' });
    expect(actor.getSnapshot().context.notice).toBe(StaffBookingMessages.pointsInvalid);
    actor.send({ type: 'points.amount', value: '3' });
    actor.send({ type: 'points.submit', key: 'dsp-key-0001' });
    expect(actor.getSnapshot().context.notice).toBe(StaffBookingMessages.reasonRequired);
    actor.send({ type: 'points.reason', value: 'Project' });
    actor.send({ type: 'points.submit', key: 'dsp-key-0001' });
    await settle();
    actor.send({ type: 'points.submit', key: 'dsp-key-0002' });
    await settle();
    actor.send({ type: 'points.amount', value: '4' });
    fail = false;
    actor.send({ type: 'points.submit', key: 'dsp-key-0003' });
    await settle();
    await settle();
    expect(sent.map((request) => [request.points, request.key])).toEqual([
      [3, 'dsp-key-0001'],
      [3, 'dsp-key-0001'],
      [4, 'dsp-key-0003'],
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ key: '', points: '', reason: '', notice: 'Entered.' });
  });
});
