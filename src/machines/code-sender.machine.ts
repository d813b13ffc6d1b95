import { assign, emit, fromPromise, setup } from 'xstate';
import { CODE_RESEND_WAIT_SECONDS, VerificationMessages } from '../domain/verification';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';

/** What to send a code for; the provided actor knows which call each kind makes. */
export type CodeRequest =
  | { kind: 'passwordReset'; email: string }
  | { kind: 'changeEmail'; email: string }
  | { kind: 'phone'; countryCode: string; phone: string }
  | { kind: 'contractEmail' };

export interface CodeSenderContext {
  /** Seconds until Send can be pressed again; 0 when it can. */
  secondsLeft: number;
  /** A code was sent at least once (e-mail dialogs then read reSend). */
  sentOnce: boolean;
}

export type CodeSenderEvent = { type: 'code.send'; request: CodeRequest };

/**
 * A verification-code send button (growth-account.md §4): sends, then is disabled for 60 s with
 * a countdown in seconds and returns to Send. It shows Msg as success or error (§8). The
 * countdown stops when the dialog holding it closes: the view stops this actor with the dialog.
 */
export const codeSenderMachine = setup({
  types: { context: {} as CodeSenderContext, events: {} as CodeSenderEvent, emitted: {} as RecordsNotice },
  actors: {
    'send code': fromPromise<MessageResult, CodeRequest>(async () => {
      throw new Error("'send code' is not provided");
    }),
  },
  delays: { tick: 1000 },
  guards: { hasSecondsLeft: ({ context }) => context.secondsLeft > 1 },
  actions: {
    toldSent: emit((_, message: string) => notice('success', message || VerificationMessages.sendSuccess)),
    toldFailed: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'codeSender',
  context: { secondsLeft: 0, sentOnce: false },
  initial: 'ready',
  states: {
    ready: { on: { 'code.send': 'sending' } },
    sending: {
      invoke: {
        id: 'send',
        src: 'send code',
        input: ({ event }) => event.request,
        onDone: {
          target: 'waiting',
          actions: [assign({ secondsLeft: CODE_RESEND_WAIT_SECONDS, sentOnce: true }), { type: 'toldSent', params: ({ event }) => event.output.message }],
        },
        onError: { target: 'ready', actions: { type: 'toldFailed', params: ({ event }) => messageOf(event.error) } },
      },
    },
    waiting: {
      description: 'Send is disabled; the button shows the seconds left.',
      after: {
        tick: [
          { guard: 'hasSecondsLeft', target: 'waiting', reenter: true, actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }) },
          { target: 'ready', actions: assign({ secondsLeft: 0 }) },
        ],
      },
    },
  },
});

/** The button's text: the countdown while waiting, else Send (or reSend in e-mail dialogs once sent). */
export function codeButtonText(state: { waiting: boolean; secondsLeft: number; sentOnce: boolean }, resendLabel: boolean): string {
  if (state.waiting) return `${state.secondsLeft}s`;
  return resendLabel && state.sentOnce ? VerificationMessages.reSend : VerificationMessages.send;
}
