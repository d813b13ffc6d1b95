import { assign, fromPromise, setup } from 'xstate';
import { TrialSmsMessages, type TrialSmsStatus } from '../domain/class-detail';
import { errorMessageOf } from './machine-errors';

export interface TrialSmsContext {
  clid: number;
  status: TrialSmsStatus | null;
  error: string;
  notice: string;
}

/**
 * The trial class SMS notice of a coming trial class: its state (GetTrialClassSMSNoticeStatus),
 * and sending it once (SendTrialClassSMSNotice), after which the state is read again.
 */
export const trialSmsMachine = setup({
  types: { context: {} as TrialSmsContext, events: {} as { type: 'sms.send' }, input: {} as { clid: number } },
  actors: {
    'load sms status': fromPromise<TrialSmsStatus, { clid: number }>(async () => {
      throw new Error("'load sms status' is not provided");
    }),
    'send sms': fromPromise<unknown, { clid: number }>(async () => {
      throw new Error("'send sms' is not provided");
    }),
  },
  guards: { canSend: ({ context }) => context.status?.CanSend === true },
}).createMachine({
  id: 'trialSms',
  context: ({ input }) => ({ clid: input.clid, status: null, error: '', notice: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSmsStatus',
        src: 'load sms status',
        input: ({ context }) => ({ clid: context.clid }),
        onDone: { target: 'ready', actions: assign({ status: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
    ready: { on: { 'sms.send': { guard: 'canSend', target: 'sending', actions: assign({ error: '', notice: '' }) } } },
    sending: {
      invoke: {
        id: 'sendSms',
        src: 'send sms',
        input: ({ context }) => ({ clid: context.clid }),
        onDone: { target: 'loading', actions: assign({ notice: TrialSmsMessages.sent }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
  },
});
