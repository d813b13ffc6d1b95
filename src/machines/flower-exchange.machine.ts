import { assign, fromPromise, setup } from 'xstate';
import { flowersCountError, remarkError, stepFlowers, type FlowerBalance } from '../domain/flowers';

export interface ExchangeResult {
  balance: FlowerBalance;
  message: string;
}

export interface FlowerExchangeContext {
  quota: number;
  count: number | null;
  remark: string;
  countError: string;
  remarkError: string;
  /** The server's refusal, shown in the dialog (it stays open). */
  failure: string;
  result: ExchangeResult | null;
}

export type FlowerExchangeEvent =
  | { type: 'exchange.count'; count: number | null }
  | { type: 'exchange.increment' }
  | { type: 'exchange.decrement' }
  | { type: 'exchange.remark'; remark: string }
  | { type: 'exchange.submit' }
  | { type: 'exchange.cancel' };

/**
 * The flowers-for-cash dialog (growth-account.md §5, §8): the count with plus and minus bounded by
 * the quota and 0, the remark, §5's messages; it ends with the server's answer only on success
 * (output: the new balance and Msg), and with null when cancelled. A refusal keeps it open.
 */
export const flowerExchangeMachine = setup({
  types: {
    context: {} as FlowerExchangeContext,
    events: {} as FlowerExchangeEvent,
    input: {} as { quota: number },
    output: {} as ExchangeResult | null,
  },
  actors: {
    exchangeCash: fromPromise<ExchangeResult, { flowersCount: number; remark: string }>(async () => {
      throw new Error('exchangeCash not provided');
    }),
  },
  guards: {
    formIsValid: ({ context }) => flowersCountError(context.count, context.quota) === null && remarkError(context.remark) === null,
  },
}).createMachine({
  id: 'flowerExchange',
  context: ({ input }) => ({ quota: input.quota, count: null, remark: '', countError: '', remarkError: '', failure: '', result: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'exchange.count': { actions: assign({ count: ({ event }) => event.count, countError: '', failure: '' }) },
        'exchange.increment': { actions: assign({ count: ({ context }) => stepFlowers(context.count, 1, context.quota), countError: '' }) },
        'exchange.decrement': { actions: assign({ count: ({ context }) => stepFlowers(context.count, -1, context.quota), countError: '' }) },
        'exchange.remark': { actions: assign({ remark: ({ event }) => event.remark, remarkError: '' }) },
        'exchange.submit': [
          { guard: 'formIsValid', target: 'submitting', actions: assign({ failure: '' }) },
          {
            actions: assign({
              countError: ({ context }) => flowersCountError(context.count, context.quota) ?? '',
              remarkError: ({ context }) => remarkError(context.remark) ?? '',
            }),
          },
        ],
        'exchange.cancel': 'cancelled',
      },
    },
    submitting: {
      invoke: {
        src: 'exchangeCash',
        input: ({ context }) => ({ flowersCount: context.count ?? 0, remark: context.remark }),
        onDone: { target: 'exchanged', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    exchanged: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
