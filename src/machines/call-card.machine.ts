import { assign, fromPromise, setup } from 'xstate';
import { callWindowPath, rejectNoteOf } from '../domain/call-card';
import { IM_CALL_INVITE_TIMEOUT_MS, type ImCallInvite } from '../domain/im';

export interface CallCardInput {
  /** Whether a call window opened from here is signed in to messaging (not in the desktop client). */
  signedInToMessaging: boolean;
}
export interface CallCardContext extends CallCardInput {
  invite: ImCallInvite | null;
}
export type CallCardEvent =
  { type: 'call.incoming'; invite: ImCallInvite } | { type: 'call.ended'; callId: number } | { type: 'card.accept' } | { type: 'card.decline' };

/**
 * The layout's incoming call card (growth-account.md §4, src/domain/call-card.ts): rings for at
 * most 30 s (or until the caller gives up or another tab answers). Accept opens the 500x500 call
 * window, after fetching a temporary sign-in link when that window would not be signed in to
 * messaging; a failed fetch keeps the card ringing. Decline sends the reject message and hides the
 * card whatever the answer (a failed one is reported).
 */
export const callCardMachine = setup({
  types: { context: {} as CallCardContext, events: {} as CallCardEvent, input: {} as CallCardInput },
  actors: {
    fetchTemporaryLink: fromPromise<string, { path: string }>(async () => {
      throw new Error('fetchTemporaryLink not provided');
    }),
    reject: fromPromise<unknown, { callId: number; note: string }>(async () => {
      throw new Error('reject not provided');
    }),
  },
  actions: {
    openCallWindow: (_, _url: string) => {},
    reportError: (_, _error: unknown) => {},
  },
  guards: {
    signedIn: ({ context }) => context.signedInToMessaging,
    isThisCall: ({ context }, callId: number) => context.invite?.callId === callId,
  },
  delays: { ringTimeout: IM_CALL_INVITE_TIMEOUT_MS },
}).createMachine({
  id: 'callCard',
  context: ({ input }) => ({ signedInToMessaging: input.signedInToMessaging, invite: null }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ invite: null }),
      on: { 'call.incoming': { target: 'ringing', actions: assign({ invite: ({ event }) => event.invite }) } },
    },
    ringing: {
      after: { ringTimeout: 'idle' },
      on: {
        'call.ended': { guard: { type: 'isThisCall', params: ({ event }) => event.callId }, target: 'idle' },
        'card.accept': [
          {
            guard: 'signedIn',
            target: 'idle',
            actions: { type: 'openCallWindow', params: ({ context }) => callWindowPath(context.invite?.callId ?? 0) },
          },
          { target: 'fetchingLink' },
        ],
        'card.decline': 'declining',
      },
    },
    fetchingLink: {
      invoke: {
        src: 'fetchTemporaryLink',
        input: ({ context }) => ({ path: callWindowPath(context.invite?.callId ?? 0) }),
        onDone: { target: 'idle', actions: { type: 'openCallWindow', params: ({ event }) => event.output } },
        onError: { target: 'ringing', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    declining: {
      invoke: {
        src: 'reject',
        input: ({ context }) => ({ callId: context.invite?.callId ?? 0, note: rejectNoteOf(context.invite?.mediaType ?? 0) }),
        onDone: 'idle',
        onError: { target: 'idle', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
  },
});
