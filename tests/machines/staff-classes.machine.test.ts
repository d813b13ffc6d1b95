import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { StaffBookingMessages, type StaffClassItem } from '../../src/domain/staff-bookings';
import { staffClassesMachine, type StaffClassAction } from '../../src/machines/staff-classes.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const item: StaffClassItem = {
  CLID: 895,
  StuUID: 7001,
  StudentName: 'Lily Chen',
  CourseName: '',
  ClassType: 'regular',
  ClassTool: 7,
  StartTime: '2026-11-27T02:00:00.000Z',
  EndTime: '2026-11-27T02:25:00.000Z',
  Status: 'booked',
  StatusBy: '',
  Reason: '',
  Rating: null,
  HandedToStaff: true,
};
const page = { Total: 1, Items: [item] };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('staff classes machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const events = withActorEventsWhereRunning([
      { type: 'classes.view', view: 'handed' },
      { type: 'classes.page', pageIndex: 2 },
      { type: 'classes.select', clid: 895, selected: true },
      { type: 'classes.select', clid: 895, selected: false },
      { type: 'classes.target', value: '100493' },
      { type: 'classes.target', value: '7' },
      { type: 'classes.reason', value: 'Tutor on leave' },
      { type: 'classes.reason', value: 'x'.repeat(201) },
      { type: 'classes.cancel', clid: 895 },
      { type: 'classes.outcome', clid: 895, outcome: 'finished' },
      { type: 'classes.rate', clid: 895, stars: 5 },
      { type: 'classes.reassign' },
      { type: 'classes.reload' },
      { type: 'classes.dismissNotice' },
      { type: 'xstate.done.actor.0.staffClasses.loading', output: page },
      { type: 'xstate.error.actor.0.staffClasses.loading', error: new Error('Tutor not found.') },
      { type: 'xstate.done.actor.0.staffClasses.ready.acting', output: StaffBookingMessages.classCancelled },
      { type: 'xstate.error.actor.0.staffClasses.ready.acting', error: new Error(StaffBookingMessages.cancelStarted) },
    ]);
    const machine = staffClassesMachine.provide({ actors: { loadClasses: pendingPromise(), act: pendingPromise() } });
    const input = { tuid: 7 };
    const paths = generatePaths(machine, {
      events,
      input,
      limit: 100_000,
      // The page and the notice text do not change what can happen next.
      serializeState: (snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.view,
          snapshot.context.pageIndex,
          snapshot.context.selected,
          snapshot.context.target,
          snapshot.context.reason,
        ]),
    });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(machine, paths, {
      input,
      context: (context: { view: string; selected: number[]; target: string; reason: string }) => [
        context.view,
        context.selected,
        context.target,
        context.reason,
      ],
    });
  }, 240_000);

  it('sends each change with the reason typed, refuses what lacks one, and reloads after', async () => {
    const acts: StaffClassAction[] = [];
    let loads = 0;
    const machine = staffClassesMachine.provide({
      actors: {
        loadClasses: fromPromise(async () => (loads++, page)),
        act: fromPromise(async ({ input }) => (acts.push(input), 'Done.')),
      },
    });
    const actor = createActor(machine, { input: { tuid: 7 } }).start();
    await settle();
    actor.send({ type: 'classes.cancel', clid: 895 });
    expect(actor.getSnapshot().context).toMatchObject({ notice: StaffBookingMessages.reasonRequired, noticeIsError: true });
    actor.send({ type: 'classes.reassign' });
    expect(actor.getSnapshot().context.notice).toBe(StaffBookingMessages.chooseClasses);
    actor.send({ type: 'classes.select', clid: 895, selected: true });
    actor.send({ type: 'classes.target', value: '7' });
    actor.send({ type: 'classes.reassign' });
    expect(actor.getSnapshot().context.notice).toBe(StaffBookingMessages.sameTutor);
    actor.send({ type: 'classes.target', value: '100493' });
    actor.send({ type: 'classes.reassign' });
    expect(actor.getSnapshot().context.notice).toBe(StaffBookingMessages.reasonRequired);
    actor.send({ type: 'classes.reason', value: ' Tutor on leave ' });
    actor.send({ type: 'classes.reassign' });
    await settle();
    await settle();
    actor.send({ type: 'classes.rate', clid: 895, stars: 4 });
    await settle();
    await settle();
    expect(acts).toEqual([
      { kind: 'reassign', fromTuid: 7, toTuid: 100493, clids: [895], reason: 'Tutor on leave' },
      { kind: 'rate', clid: 895, stars: 4 },
    ]);
    expect(loads).toBe(3);
    expect(actor.getSnapshot().context).toMatchObject({ selected: [], reason: '', notice: 'Done.' });
  });
});
