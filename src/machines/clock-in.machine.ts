import { assign, emit, fromPromise, setup } from 'xstate';
import { canClockIn, REGISTRATION_SUCCESS } from '../domain/clock-in';
import { Messages } from '../domain/messages';
import { ClockInTag, type ClockInContext, type ClockInDay, type ClockInEmitted, type ClockInEvent, type RegistrationResult } from './clock-in.types';

/** The alerts of a clock-in's answer (shell.md §8 "Clock-in"), in the session's `notify` shape. */
export const clockInAlert = {
  success: (message: string): ClockInEmitted => ({ type: 'notify', severity: 'success', message: message || Messages.clockInSuccess, presentation: 'alert' }),
  error: (message: string): ClockInEmitted => ({ type: 'notify', severity: 'error', message, presentation: 'alert' }),
};

/**
 * The person panel's clock-in button (shell.md §4, §8): loads today's status, lets the tutor clock
 * in only at status 0, then shows the success alert when Body is 1 and the error-style alert with
 * Msg for any other Body, and loads the status again either way. A failed call goes to the
 * provided `reportError` (the session's error catalogue: its Msg in an alert, an expired token
 * signs out, a 229 toasts), like every page machine.
 */
export const clockInMachine = setup({
  types: {
    context: {} as ClockInContext,
    events: {} as ClockInEvent,
    emitted: {} as ClockInEmitted,
    tags: {} as ClockInTag,
  },
  actors: {
    'load clock-in status': fromPromise<ClockInDay>(async () => {
      throw new Error("'load clock-in status' is not provided");
    }),
    'register clock-in': fromPromise<RegistrationResult>(async () => {
      throw new Error("'register clock-in' is not provided");
    }),
  },
  guards: {
    canClockIn: ({ context }) => context.day !== null && canClockIn(context.day.status),
    isClockedIn: (_, output: RegistrationResult) => output.body === REGISTRATION_SUCCESS,
  },
  actions: {
    reportError: (_, _error: unknown) => {},
    keepDay: assign((_, day: ClockInDay) => ({ day, loadError: '' })),
    keepLoadError: assign((_, error: unknown) => ({ loadError: messageOf(error) })),
    alertSuccess: emit((_, message: string) => clockInAlert.success(message)),
    alertError: emit((_, message: string) => clockInAlert.error(message)),
  },
}).createMachine({
  id: 'clockIn',
  context: { day: null, loadError: '' },
  initial: 'loading',
  states: {
    loading: {
      tags: [ClockInTag.busy],
      invoke: {
        id: 'loadStatus',
        src: 'load clock-in status',
        onDone: { target: 'ready', actions: { type: 'keepDay', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: [
            { type: 'keepLoadError', params: ({ event }: { event: { error: unknown } }) => event.error },
            // Initial calls of the sidebar show a failure's Msg (shell.md §8), through the catalogue.
            { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error },
          ],
        },
      },
    },
    loadFailed: {
      on: { retry: 'loading' },
    },
    ready: {
      on: {
        'clockIn.submit': { guard: 'canClockIn', target: 'submitting' },
        retry: 'loading',
      },
    },
    submitting: {
      tags: [ClockInTag.busy],
      invoke: {
        id: 'register',
        src: 'register clock-in',
        onDone: [
          {
            guard: { type: 'isClockedIn', params: ({ event }) => event.output },
            target: 'loading',
            actions: { type: 'alertSuccess', params: ({ event }) => event.output.message },
          },
          { target: 'loading', actions: { type: 'alertError', params: ({ event }) => event.output.message } },
        ],
        onError: { target: 'loading', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
  },
});

export type ClockInMachine = typeof clockInMachine;

/** The message of whatever an actor threw (the API client throws errors with the Msg to show). */
function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
}
