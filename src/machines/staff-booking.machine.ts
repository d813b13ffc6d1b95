import { assign, fromPromise, setup } from 'xstate';
import type { OpenSlot, StaffBookingDraft } from '../domain/staff-bookings';

/** The booking form's fields as typed. */
export interface BookingFields {
  tuid: string;
  studentId: string;
  ucid: string;
  classType: string;
  classTool: string;
  fee: string;
}

/** A tutor id to start with ('' for none). */
export interface StaffBookingInput {
  tuid: string;
}

export interface StaffBookingContext {
  fields: BookingFields;
  /** The tutor whose open slots are shown (0: none loaded). */
  slotsOf: number;
  slots: OpenSlot[];
  slot: string;
  notice: string;
  noticeIsError: boolean;
}

export type StaffBookingEvent =
  | { type: 'booking.field'; name: keyof BookingFields; value: string }
  | { type: 'booking.loadSlots' }
  | { type: 'booking.slot'; startTime: string }
  | { type: 'booking.submit' }
  | { type: 'booking.dismissNotice' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const idOf = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : 0);

/** The booking the form describes, or null while something needed is missing. */
export function bookingDraftOf(context: StaffBookingContext): StaffBookingDraft | null {
  const { fields } = context;
  const fee = Number(fields.fee);
  const studentId = idOf(fields.studentId);
  if (!context.slot || context.slotsOf === 0 || studentId === 0 || fields.fee.trim() === '' || !Number.isFinite(fee) || fee < 0) return null;
  return {
    Tuid: context.slotsOf,
    StuUID: studentId,
    UCID: idOf(fields.ucid),
    ClassType: fields.classType,
    ClassTool: Number(fields.classTool),
    StartTime: context.slot,
    FeePhp: fee,
  };
}

export const EMPTY_BOOKING_FIELDS: BookingFields = { tuid: '', studentId: '', ucid: '', classType: 'regular', classTool: '7', fee: '' };

/**
 * Staff book a class (issue 21): load a tutor's open (Waited) slots, choose one, name the student
 * (and their enrolment), type, tool and fee, and book. After a booking the slots load again, so
 * the booked time is gone from the list.
 */
export const staffBookingMachine = setup({
  types: { context: {} as StaffBookingContext, events: {} as StaffBookingEvent, input: {} as StaffBookingInput },
  actors: {
    loadSlots: fromPromise<OpenSlot[], { tuid: number }>(async () => {
      throw new Error('loadSlots not provided');
    }),
    book: fromPromise<string, StaffBookingDraft>(async () => {
      throw new Error('book not provided');
    }),
  },
  guards: {
    tutorGiven: ({ context }) => idOf(context.fields.tuid) > 0,
    canBook: ({ context }) => bookingDraftOf(context) !== null,
  },
}).createMachine({
  id: 'staffBooking',
  context: ({ input }) => ({ fields: { ...EMPTY_BOOKING_FIELDS, tuid: input.tuid }, slotsOf: 0, slots: [], slot: '', notice: '', noticeIsError: false }),
  initial: 'editing',
  on: { 'booking.dismissNotice': { actions: assign({ notice: '', noticeIsError: false }) } },
  states: {
    editing: {
      on: {
        'booking.field': { actions: assign({ fields: ({ context, event }) => ({ ...context.fields, [event.name]: event.value }) }) },
        'booking.loadSlots': { guard: 'tutorGiven', target: 'loadingSlots' },
        'booking.slot': { actions: assign({ slot: ({ event }) => event.startTime }) },
        'booking.submit': { guard: 'canBook', target: 'booking' },
      },
    },
    loadingSlots: {
      invoke: {
        src: 'loadSlots',
        input: ({ context }) => ({ tuid: idOf(context.fields.tuid) }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({ slots: event.output, slotsOf: idOf(context.fields.tuid), slot: '' })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ slots: [], slotsOf: 0, slot: '', notice: messageOf(event.error), noticeIsError: true })),
        },
      },
    },
    booking: {
      invoke: {
        src: 'book',
        input: ({ context }) => bookingDraftOf(context)!,
        onDone: {
          target: 'reloading',
          actions: assign(({ context, event }) => ({
            notice: event.output,
            noticeIsError: false,
            fields: { ...context.fields, tuid: String(context.slotsOf) },
          })),
        },
        onError: { target: 'editing', actions: assign(({ event }) => ({ notice: messageOf(event.error), noticeIsError: true })) },
      },
    },
    reloading: {
      description: 'After a booking: the same tutor’s slots again, without the booked one.',
      invoke: {
        src: 'loadSlots',
        input: ({ context }) => ({ tuid: context.slotsOf }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ slots: event.output, slot: '' })) },
        onError: { target: 'editing', actions: assign({ slots: [], slot: '' }) },
      },
    },
  },
});
