import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { TrainingBookingMessages, type TrainingBooking, type TrainingSessionSlot } from '../../src/domain/training-booking';
import { trainingBookingMachine, type TrainingBookingData } from '../../src/machines/training-booking.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const slot: TrainingSessionSlot = {
  Id: 1,
  Kind: 'training',
  Title: 'Workshop',
  TrainerName: 'Coach Liza',
  ScheduleStart: '2026-11-24T03:00:00.000Z',
  ScheduleEnd: '2026-11-24T04:00:00.000Z',
  SeatsLeft: 6,
  BookedClassId: null,
};
const booking: TrainingBooking = {
  ClassId: 50,
  Kind: 'training',
  Title: 'Workshop',
  TrainerName: 'Coach Liza',
  ScheduleStart: slot.ScheduleStart,
  ScheduleEnd: slot.ScheduleEnd,
  Remark: '',
  VideoLink: '',
  Status: 'booked',
  CancelReason: '',
  Result: null,
  ResultComment: '',
};
const data: TrainingBookingData = {
  slots: [slot, { ...slot, Id: 2, BookedClassId: 50, SeatsLeft: 5 }],
  bookings: [booking, { ...booking, ClassId: 51, Status: 'cancelled' }],
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('training booking machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = trainingBookingMachine.provide({ actors: { loadBookings: pendingPromise(), book: pendingPromise(), cancelBooking: pendingPromise() } });
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.0.trainingBooking.loading', output: data },
      { type: 'xstate.error.actor.0.trainingBooking.loading', error: new Error('offline') },
      { type: 'booking.retry' },
      { type: 'booking.choose', slotId: 1 },
      { type: 'booking.remark', text: 'First time' },
      { type: 'booking.confirm' },
      { type: 'booking.close' },
      { type: 'booking.cancel', classId: 50 },
      { type: 'booking.reason', text: 'Sick' },
      { type: 'booking.confirmCancel' },
      { type: 'xstate.done.actor.0.trainingBooking.ready.booking', output: TrainingBookingMessages.booked },
      { type: 'xstate.error.actor.0.trainingBooking.ready.booking', error: new Error(TrainingBookingMessages.full) },
      { type: 'xstate.done.actor.0.trainingBooking.ready.cancelling', output: TrainingBookingMessages.cancelled },
      { type: 'xstate.error.actor.0.trainingBooking.ready.cancelling', error: new Error(TrainingBookingMessages.started) },
    ]);
    const paths = generatePaths(machine, { events, limit: 5000 });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(machine, paths);
  });
});

describe('training booking behaviour', () => {
  it('books only a free slot, cancels only a booked class with a reason, and reloads after each', async () => {
    let loads = 0;
    const booked: Array<{ slotId: number; remark: string }> = [];
    const cancelled: Array<{ classId: number; reason: string }> = [];
    const machine = trainingBookingMachine.provide({
      actors: {
        loadBookings: fromPromise<TrainingBookingData>(async () => {
          loads += 1;
          return data;
        }),
        book: fromPromise<string, { slot: TrainingSessionSlot; remark: string }>(async ({ input }) => {
          booked.push({ slotId: input.slot.Id, remark: input.remark });
          return TrainingBookingMessages.booked;
        }),
        cancelBooking: fromPromise<string, { booking: TrainingBooking; reason: string }>(async ({ input }) => {
          cancelled.push({ classId: input.booking.ClassId, reason: input.reason });
          return TrainingBookingMessages.cancelled;
        }),
      },
    });
    const page = createActor(machine).start();
    await settle();
    page.send({ type: 'booking.choose', slotId: 2 });
    expect(page.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    page.send({ type: 'booking.cancel', classId: 51 });
    expect(page.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    page.send({ type: 'booking.choose', slotId: 1 });
    page.send({ type: 'booking.remark', text: 'First time' });
    page.send({ type: 'booking.confirm' });
    await settle();
    await settle();
    expect(booked).toEqual([{ slotId: 1, remark: 'First time' }]);
    expect(page.getSnapshot().context.notice).toBe(TrainingBookingMessages.booked);
    page.send({ type: 'booking.cancel', classId: 50 });
    page.send({ type: 'booking.reason', text: '   ' });
    page.send({ type: 'booking.confirmCancel' });
    expect(page.getSnapshot().context.failure).toBe(TrainingBookingMessages.reasonRequired);
    page.send({ type: 'booking.reason', text: ' Sick ' });
    page.send({ type: 'booking.confirmCancel' });
    await settle();
    await settle();
    expect(cancelled).toEqual([{ classId: 50, reason: 'Sick' }]);
    expect(page.getSnapshot().context.notice).toBe(TrainingBookingMessages.cancelled);
    expect(loads).toBe(3);
  });
});
