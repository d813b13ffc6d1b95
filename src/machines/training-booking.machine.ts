import { assign, fromPromise, setup } from 'xstate';
import { cancelReasonError, REMARK_MAX, type TrainingBooking, type TrainingSessionSlot } from '../domain/training-booking';

export interface TrainingBookingData {
  slots: TrainingSessionSlot[];
  bookings: TrainingBooking[];
}

export interface TrainingBookingContext extends TrainingBookingData {
  /** The slot being booked, or the booking being cancelled. */
  slot: TrainingSessionSlot | null;
  booking: TrainingBooking | null;
  remark: string;
  reason: string;
  notice: string;
  failure: string;
}

export type TrainingBookingEvent =
  | { type: 'booking.choose'; slotId: number }
  | { type: 'booking.remark'; text: string }
  | { type: 'booking.confirm' }
  | { type: 'booking.cancel'; classId: number }
  | { type: 'booking.reason'; text: string }
  | { type: 'booking.confirmCancel' }
  | { type: 'booking.close' }
  | { type: 'booking.retry' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Book class and cancel class (teaching.md §2 "Training"): the sessions offered and the tutor's
 * bookings; choosing a session opens its booking form (remark), a booking's cancel opens the reason
 * form. Each success reloads both lists with the server's message.
 */
export const trainingBookingMachine = setup({
  types: { context: {} as TrainingBookingContext, events: {} as TrainingBookingEvent },
  actors: {
    loadBookings: fromPromise<TrainingBookingData>(async () => {
      throw new Error('loadBookings not provided');
    }),
    book: fromPromise<string, { slot: TrainingSessionSlot; remark: string }>(async () => {
      throw new Error('book not provided');
    }),
    cancelBooking: fromPromise<string, { booking: TrainingBooking; reason: string }>(async () => {
      throw new Error('cancelBooking not provided');
    }),
  },
  guards: {
    isBookable: ({ context, event }) =>
      event.type === 'booking.choose' && context.slots.some((slot) => slot.Id === event.slotId && slot.BookedClassId === null && slot.SeatsLeft > 0),
    isCancellable: ({ context, event }) =>
      event.type === 'booking.cancel' && context.bookings.some((booking) => booking.ClassId === event.classId && booking.Status === 'booked'),
    reasonValid: ({ context }) => cancelReasonError(context.reason) === null,
  },
}).createMachine({
  id: 'trainingBooking',
  context: { slots: [], bookings: [], slot: null, booking: null, remark: '', reason: '', notice: '', failure: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadBookings',
        onDone: { target: 'ready', actions: assign({ slots: ({ event }) => event.output.slots, bookings: ({ event }) => event.output.bookings }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'booking.retry': { target: 'loading', actions: assign({ failure: '' }) } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'booking.choose': {
              guard: 'isBookable',
              target: 'bookingForm',
              actions: assign({
                slot: ({ context, event }) => context.slots.find((slot) => slot.Id === event.slotId) ?? null,
                remark: '',
                notice: '',
                failure: '',
              }),
            },
            'booking.cancel': {
              guard: 'isCancellable',
              target: 'cancelForm',
              actions: assign({
                booking: ({ context, event }) => context.bookings.find((booking) => booking.ClassId === event.classId) ?? null,
                reason: '',
                notice: '',
                failure: '',
              }),
            },
          },
        },
        bookingForm: {
          on: {
            'booking.remark': { actions: assign({ remark: ({ event }) => event.text.slice(0, REMARK_MAX) }) },
            'booking.confirm': 'booking',
            'booking.close': { target: 'idle', actions: assign({ slot: null }) },
          },
        },
        booking: {
          tags: ['status:busy'],
          invoke: {
            src: 'book',
            input: ({ context }) => ({ slot: context.slot!, remark: context.remark }),
            onDone: { target: '#trainingBooking.loading', actions: assign({ notice: ({ event }) => event.output, slot: null }) },
            onError: { target: 'bookingForm', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
          },
        },
        cancelForm: {
          on: {
            'booking.reason': { actions: assign({ reason: ({ event }) => event.text, failure: '' }) },
            'booking.confirmCancel': [
              { guard: 'reasonValid', target: 'cancelling' },
              { actions: assign({ failure: ({ context }) => cancelReasonError(context.reason) ?? '' }) },
            ],
            'booking.close': { target: 'idle', actions: assign({ booking: null, failure: '' }) },
          },
        },
        cancelling: {
          tags: ['status:busy'],
          invoke: {
            src: 'cancelBooking',
            input: ({ context }) => ({ booking: context.booking!, reason: context.reason.trim() }),
            onDone: { target: '#trainingBooking.loading', actions: assign({ notice: ({ event }) => event.output, booking: null }) },
            onError: { target: 'cancelForm', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
});
