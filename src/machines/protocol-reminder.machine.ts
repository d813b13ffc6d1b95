import { assign, fromPromise, setup } from 'xstate';

export interface ProtocolReminderContext {
  /** The countdown's length in seconds. */
  seconds: number;
  /** Seconds left before I Agree is enabled. */
  remaining: number;
  /** What the check said the tutor is asked to agree to (the monitoring warning's reason), if anything. */
  notice: string | null;
}
/** The check's answer: agreed already, or not (with the notice to show). */
export interface AgreementCheck {
  IsAgree: boolean;
  Notice?: string;
}
/** `dialog.shown`: the dialog host gave it the screen, so the countdown starts. */
export type ProtocolReminderEvent = { type: 'protocol.agree' } | { type: 'dialog.shown' };

/**
 * The protocol reminder (growth-account.md §4, §9), run by the layout: asks the server
 * (`GetIsAgreeProtocol`); a tutor who has not agreed sees the protocol with a 30 s countdown and a
 * progress bar, then I Agree (`AgreeProtocolByTuid`). A failed check leaves it closed (asked again
 * on the next visit); a failed agreement is reported and I Agree stays offered. The monitoring
 * warning is the same agreement with its own check, countdown length and notice (widgets.actors).
 */
export const protocolReminderMachine = setup({
  types: { context: {} as ProtocolReminderContext, events: {} as ProtocolReminderEvent, input: {} as { seconds: number } },
  actors: {
    checkProtocol: fromPromise<AgreementCheck>(async () => {
      throw new Error('checkProtocol not provided');
    }),
    agreeProtocol: fromPromise<unknown>(async () => {
      throw new Error('agreeProtocol not provided');
    }),
  },
  actions: {
    reportError: (_, _error: unknown) => {},
  },
  guards: {
    hasAgreed: (_, output: AgreementCheck) => output.IsAgree,
    countedDown: ({ context }) => context.remaining <= 1,
  },
}).createMachine({
  id: 'protocolReminder',
  context: ({ input }) => ({ seconds: input.seconds, remaining: input.seconds, notice: null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'checkProtocol',
        onDone: [
          { guard: { type: 'hasAgreed', params: ({ event }) => event.output }, target: 'closed' },
          { target: 'open', actions: assign({ notice: ({ event }) => event.output.Notice ?? null }) },
        ],
        onError: { target: 'closed', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    open: {
      initial: 'waitingForScreen',
      states: {
        waitingForScreen: {
          description: 'Another layout dialog holds the screen; the countdown starts once the host shows this one.',
          on: { 'dialog.shown': 'counting' },
        },
        counting: {
          description: 'One second at a time, so the progress bar and the seconds follow the countdown.',
          after: {
            1000: [
              { guard: 'countedDown', target: 'ready', actions: assign({ remaining: 0 }) },
              { target: 'counting', reenter: true, actions: assign({ remaining: ({ context }) => context.remaining - 1 }) },
            ],
          },
        },
        ready: { on: { 'protocol.agree': 'agreeing' } },
        agreeing: {
          invoke: {
            src: 'agreeProtocol',
            onDone: '#protocolReminder.closed',
            onError: { target: 'ready', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});
