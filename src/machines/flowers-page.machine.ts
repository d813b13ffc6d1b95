import { assign, fromPromise, setup } from 'xstate';
import { FlowersTab, type FlowerBalance, type FlowerRecordPage, type ObtainedFlowerRecord, type UsedFlowerRecord } from '../domain/flowers';
import { flowerExchangeMachine } from './flower-exchange.machine';

export interface FlowersOverview {
  balance: FlowerBalance;
  used: FlowerRecordPage<UsedFlowerRecord>;
  obtained: FlowerRecordPage<ObtainedFlowerRecord>;
}

export interface FlowersPageContext {
  tab: FlowersTab;
  balance: FlowerBalance | null;
  used: FlowerRecordPage<UsedFlowerRecord>;
  obtained: FlowerRecordPage<ObtainedFlowerRecord>;
  usedPage: number;
  obtainedPage: number;
  /** The success alert after an exchange (the dialog shows its own refusals). */
  notice: string;
  openExchange: boolean;
}

export type FlowersPageEvent =
  | { type: 'flowers.tab'; tab: FlowersTab }
  | { type: 'flowers.page'; pageIndex: number }
  | { type: 'flowers.exchange' }
  | { type: 'flowers.dismissNotice' }
  | { type: 'flowers.reload' };

export interface FlowersPageInput {
  tab: FlowersTab;
  /** Opened from the person panel's 'Flowers For Cash' row: open the exchange once loaded. */
  openExchange?: boolean;
}

const empty = { Total: 0, Items: [] };

/**
 * /flowers (growth-account.md §2): the balance, the used (default) and obtained records, paged,
 * and the exchange dialog (its own machine, invoked while open). A successful exchange shows the
 * server's Msg and reloads the balance and the records.
 */
export const flowersPageMachine = setup({
  types: { context: {} as FlowersPageContext, events: {} as FlowersPageEvent, input: {} as FlowersPageInput },
  actors: {
    loadOverview: fromPromise<FlowersOverview, { usedPage: number; obtainedPage: number }>(async () => {
      throw new Error('loadOverview not provided');
    }),
    exchangeDialog: flowerExchangeMachine,
  },
  guards: {
    canExchange: ({ context }) => context.balance?.ExchangeEnabled === true,
    exchangeRequested: ({ context }) => context.openExchange && context.balance?.ExchangeEnabled === true,
    exchanged: (_, output: unknown) => output != null,
  },
}).createMachine({
  id: 'flowersPage',
  context: ({ input }) => ({
    tab: input.tab,
    balance: null,
    used: empty,
    obtained: empty,
    usedPage: 1,
    obtainedPage: 1,
    notice: '',
    openExchange: input.openExchange === true,
  }),
  initial: 'loading',
  on: {
    'flowers.tab': { actions: assign({ tab: ({ event }) => event.tab }) },
    'flowers.dismissNotice': { actions: assign({ notice: '' }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadOverview',
        input: ({ context }) => ({ usedPage: context.usedPage, obtainedPage: context.obtainedPage }),
        onDone: {
          target: 'ready',
          actions: assign({
            balance: ({ event }) => event.output.balance,
            used: ({ event }) => event.output.used,
            obtained: ({ event }) => event.output.obtained,
          }),
        },
        onError: 'failed',
      },
    },
    failed: { on: { 'flowers.reload': 'loading' } },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          always: { guard: 'exchangeRequested', target: 'exchanging', actions: assign({ openExchange: false }) },
          on: {
            'flowers.exchange': { guard: 'canExchange', target: 'exchanging', actions: assign({ notice: '' }) },
          },
        },
        exchanging: {
          invoke: {
            id: 'exchange',
            src: 'exchangeDialog',
            input: ({ context }) => ({ quota: context.balance?.Quota ?? 0 }),
            onDone: [
              {
                guard: { type: 'exchanged', params: ({ event }: { event: { output: unknown } }) => event.output },
                target: '#flowersPage.loading',
                actions: assign({
                  notice: ({ event }) => event.output?.message ?? '',
                  balance: ({ event, context }) => event.output?.balance ?? context.balance,
                  usedPage: 1,
                }),
              },
              { target: 'browsing' },
            ],
          },
        },
      },
      on: {
        'flowers.page': {
          target: 'loading',
          actions: assign(({ context, event }) =>
            context.tab === FlowersTab.used ? { usedPage: Math.max(1, event.pageIndex) } : { obtainedPage: Math.max(1, event.pageIndex) },
          ),
        },
        'flowers.reload': 'loading',
      },
    },
  },
});
