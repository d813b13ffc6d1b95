import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { StaffBookingMessages } from '../../src/domain/staff-bookings';
import { staffBookingMachine } from '../../src/machines/staff-booking.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const slots = [
  { StartTime: '2026-11-25T02:00:00.000Z', EndTime: '2026-11-25T02:30:00.000Z' },
  { StartTime: '2026-11-25T02:30:00.000Z', EndTime: '2026-11-25T03:00:00.000Z' },
];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('staff booking machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const events = withActorEventsWhereRunning([
      { type: 'booking.field', name: 'tuid', value: '100491' },
      { type: 'booking.field', name: 'studentId', value: '7002' },
      { type: 'booking.field', name: 'fee', value: '200' },
      { type: 'booking.loadSlots' },
      { type: 'booking.slot', startTime: slots[0]!.StartTime },
      { type: 'booking.submit' },
      { type: 'booking.dismissNotice' },
      { type: 'xstate.done.actor.0.staffBooking.loadingSlots', output: slots },
      { type: 'xstate.error.actor.0.staffBooking.loadingSlots', error: new Error('Tutor not found.') },
      { type: 'xstate.done.actor.0.staffBooking.booking', output: StaffBookingMessages.classBooked },
      { type: 'xstate.error.actor.0.staffBooking.booking', error: new Error(StaffBookingMessages.slotClosed) },
      { type: 'xstate.done.actor.0.staffBooking.reloading', output: slots.slice(1) },
      { type: 'xstate.error.actor.0.staffBooking.reloading', error: new Error('offline') },
    ]);
    const machine = staffBookingMachine.provide({ actors: { loadSlots: pendingPromise(), book: pendingPromise() } });
    const input = { tuid: '' };
    const paths = generatePaths(machine, { events, input, limit: 50_000 });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(machine, paths, { input });
  }, 240_000);

  it('books the chosen slot with the typed fields, then lists the slots again without it', async () => {
    const booked: unknown[] = [];
    let open = slots;
    const machine = staffBookingMachine.provide({
      actors: {
        loadSlots: fromPromise(async () => open),
        book: fromPromise(async ({ input }) => {
          booked.push(input);
          open = slots.slice(1);
          return StaffBookingMessages.classBooked;
        }),
      },
    });
    const actor = createActor(machine, { input: { tuid: '' } }).start();
    actor.send({ type: 'booking.loadSlots' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'booking.field', name: 'tuid', value: ' 100491 ' });
    actor.send({ type: 'booking.loadSlots' });
    await settle();
    actor.send({ type: 'booking.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'booking.slot', startTime: slots[0]!.StartTime });
    actor.send({ type: 'booking.field', name: 'studentId', value: '7002' });
    actor.send({ type: 'booking.field', name: 'fee', value: '-1' });
    actor.send({ type: 'booking.submit' });
    expect(booked).toEqual([]);
    actor.send({ type: 'booking.field', name: 'fee', value: '200' });
    actor.send({ type: 'booking.submit' });
    await settle();
    await settle();
    expect(booked).toEqual([{ Tuid: 100491, StuUID: 7002, UCID: 0, ClassType: 'regular', ClassTool: 7, StartTime: slots[0]!.StartTime, FeePhp: 200 }]);
    expect(actor.getSnapshot().context).toMatchObject({ notice: StaffBookingMessages.classBooked, noticeIsError: false, slots: slots.slice(1), slot: '' });
  });
});
