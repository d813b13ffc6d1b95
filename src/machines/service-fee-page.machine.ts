import { assign, fromPromise, setup } from 'xstate';
import { ServiceFeeTab } from '../domain/service-fee';
import { paymentAccountMachine } from './payment-account.machine';
import type { LoadRequest, ServiceFeeData, ServiceFeePageContext, ServiceFeePageEvent, ServiceFeePageInput } from './service-fee-page.types';

export const PAYSLIP_DOWNLOADED = 'Payslip downloaded.';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /serviceFee (growth-account.md §2): each tab loads its own data (accounting: the period's
 * statement, the twelve-period chart and the account; completedClasses: the period's classes;
 * paymentRecord: the records and the account; historyRemarks: the remarks). The period and page
 * reload the tab; the payslip downloads the shown period; the account dialog is its own machine.
 * A realtime change of the account or the payments (`serviceFee.changed`) reloads the shown tab.
 */
export const serviceFeePageMachine = setup({
  types: { context: {} as ServiceFeePageContext, events: {} as ServiceFeePageEvent, input: {} as ServiceFeePageInput },
  actors: {
    loadTab: fromPromise<ServiceFeeData, LoadRequest>(async () => {
      throw new Error('loadTab not provided');
    }),
    downloadPayslip: fromPromise<void, { period: string | null }>(async () => {
      throw new Error('downloadPayslip not provided');
    }),
    accountDialog: paymentAccountMachine,
  },
  guards: {
    hasAccount: ({ context }) => context.data.account !== undefined,
    confirmed: (_, output: unknown) => output != null,
    otherTab: ({ context, event }) => event.type === 'serviceFee.tab' && event.tab !== context.tab,
  },
}).createMachine({
  id: 'serviceFeePage',
  context: ({ input }) => ({ tab: input.tab, period: null, pageIndex: 1, data: {}, notice: '', noticeIsError: false, failure: '' }),
  initial: 'loading',
  on: {
    'serviceFee.dismissNotice': { actions: assign({ notice: '', noticeIsError: false }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadTab',
        input: ({ context }) => ({ tab: context.tab, period: context.period, pageIndex: context.pageIndex }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
      // A change while loading may be missing from the answer under way: load again.
      on: { 'serviceFee.changed': { target: 'loading', reenter: true } },
    },
    failed: {
      on: {
        'serviceFee.reload': 'loading',
        'serviceFee.changed': 'loading',
        'serviceFee.tab': { guard: 'otherTab', target: 'loading', actions: assign({ tab: ({ event }) => event.tab, pageIndex: 1 }) },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'serviceFee.payslip': { target: 'downloading', actions: assign({ notice: '', noticeIsError: false }) },
            'serviceFee.account': { guard: 'hasAccount', target: 'account', actions: assign({ notice: '', noticeIsError: false }) },
            // The shown tab reloads in place (its data stays on screen); an open dialog or download is left alone.
            'serviceFee.changed': '#serviceFeePage.loading',
          },
        },
        downloading: {
          invoke: {
            src: 'downloadPayslip',
            input: ({ context }) => ({ period: context.data.statement?.Period ?? context.period }),
            onDone: { target: 'idle', actions: assign({ notice: PAYSLIP_DOWNLOADED, noticeIsError: false }) },
            onError: { target: 'idle', actions: assign({ notice: ({ event }) => messageOf(event.error), noticeIsError: true }) },
          },
        },
        account: {
          invoke: {
            id: 'account',
            src: 'accountDialog',
            input: ({ context }) => ({ account: context.data.account! }),
            onDone: [
              {
                guard: { type: 'confirmed', params: ({ event }: { event: { output: unknown } }) => event.output },
                target: '#serviceFeePage.loading',
                actions: assign({ notice: ({ event }) => event.output?.message ?? '', noticeIsError: false }),
              },
              { target: 'idle' },
            ],
          },
        },
      },
      on: {
        'serviceFee.tab': { guard: 'otherTab', target: 'loading', actions: assign({ tab: ({ event }) => event.tab, pageIndex: 1, notice: '' }) },
        'serviceFee.period': { target: 'loading', actions: assign({ period: ({ event }) => event.period, pageIndex: 1 }) },
        'serviceFee.page': { target: 'loading', actions: assign({ pageIndex: ({ event }) => Math.max(1, event.pageIndex) }) },
        'serviceFee.reload': 'loading',
      },
    },
  },
});

/** The tabs whose data carries the payment account. */
export const TABS_WITH_ACCOUNT: readonly string[] = [ServiceFeeTab.accounting, ServiceFeeTab.paymentRecord];
