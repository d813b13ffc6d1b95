import { assign, emit, fromPromise, setup } from 'xstate';
import { canClockIn, REGISTRATION_SUCCESS } from '../domain/clock-in';
import { Messages } from '../domain/messages';
import {
  ClockInTag,
  type ClockInContext,
  type ClockInDay,
  type ClockInEmitted,
  type ClockInEvent,
  type RegistrationResult,
} from './clock-in.types';

/** The message of whatever an actor threw (the API client throws errors with the Msg to show). */
function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
}

/**
 * The person panel's clock-in button (shell.md §4, §8): loads today's status, lets the tutor clock
 * in only at status 0, then shows the success alert when Body is 1 and the error-style alert with
 * Msg for any other Body or a refused call, and loads the status again either way.
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
    keepDay: assign((_, day: ClockInDay) => ({ day, loadError: '' })),
    keepLoadError: assign((_, error: unknown) => ({ loadError: messageOf(error) })),
    alertSuccess: emit((_, message: string) => ({
      type: 'notify' as const,
      severity: 'success' as const,
      message: message || Messages.clockInSuccess,
      presentation: 'alert' as const,
    })),
    alertError: emit((_, message: string) => ({
      type: 'notify' as const,
      severity: 'error' as const,
      message,
      presentation: 'alert' as const,
    })),
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
            // Initial calls of the sidebar show a failure's Msg (shell.md §8).
            { type: 'alertError', params: ({ event }: { event: { error: unknown } }) => messageOf(event.error) },
          ],
        },
      },
    },
    loadFailed: {
      on: { 'clockIn.reload': 'loading' },
    },
    ready: {
      on: {
        'clockIn.submit': { guard: 'canClockIn', target: 'submitting' },
        'clockIn.reload': 'loading',
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
        onError: { target: 'loading', actions: { type: 'alertError', params: ({ event }) => messageOf(event.error) } },
      },
    },
  },
});

export type ClockInMachine = typeof clockInMachine;
