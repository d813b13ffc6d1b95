import { assign, fromPromise, setup } from 'xstate';
import type { Statement } from '../domain/service-fee';
import { StaffMessages, type PayPeriodOverview } from '../domain/staff-console';
import type { MarkPaidRequest, PaymentRecord, StaffPayContext, StaffPayEvent, StaffPayInput } from './staff-pay.types';

export const CSV_EXPORTED = 'CSV downloaded.';
export const paidNotice = (name: string, period: string) => `${name} marked paid for ${period}.`;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const failed = (notice: string) => ({ notice, noticeIsError: true });

/**
 * The console's Pay (issue 21): a period's tutors with their totals and payments; close the period
 * (past periods, once); review one tutor's statement and mark it paid with a reference (the
 * existing RecordPayment); export the period as CSV. One call at a time; each answer is a notice.
 */
export const staffPayMachine = setup({
  types: { context: {} as StaffPayContext, events: {} as StaffPayEvent, input: {} as StaffPayInput },
  actors: {
    loadPeriod: fromPromise<PayPeriodOverview, { period: string; pageIndex: number }>(async () => {
      throw new Error('loadPeriod not provided');
    }),
    closePeriod: fromPromise<string, { period: string }>(async () => {
      throw new Error('closePeriod not provided');
    }),
    loadStatement: fromPromise<Statement, { tuid: number; period: string }>(async () => {
      throw new Error('loadStatement not provided');
    }),
    markPaid: fromPromise<PaymentRecord, MarkPaidRequest>(async () => {
      throw new Error('markPaid not provided');
    }),
    exportCsv: fromPromise<void, { period: string }>(async () => {
      throw new Error('exportCsv not provided');
    }),
  },
  guards: {
    readyToPay: ({ context }) => context.review?.statement != null && context.reference.trim() !== '',
    hasReview: ({ context }) => context.review?.statement != null,
    canClose: ({ context }) => context.overview !== null && !context.overview.Closed,
  },
}).createMachine({
  id: 'staffPay',
  context: ({ input }) => ({ period: input.period, pageIndex: 1, overview: null, review: null, reference: '', notice: '', noticeIsError: false, failure: '' }),
  initial: 'loading',
  on: {
    'pay.dismissNotice': { actions: assign({ notice: '', noticeIsError: false }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadPeriod',
        input: ({ context }) => ({ period: context.period, pageIndex: context.pageIndex }),
        onDone: { target: 'ready', actions: assign({ overview: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: {
        'pay.reload': 'loading',
        'pay.period': { target: 'loading', actions: assign({ period: ({ event }) => event.period, pageIndex: 1 }) },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'pay.period': { target: 'loading', actions: assign({ period: ({ event }) => event.period, pageIndex: 1, review: null, reference: '', notice: '' }) },
        'pay.page': { target: 'loading', actions: assign({ pageIndex: ({ event }) => Math.max(1, event.pageIndex) }) },
        'pay.reload': 'loading',
      },
      states: {
        idle: {
          on: {
            'pay.close': { guard: 'canClose', target: 'closing', actions: assign({ notice: '', noticeIsError: false }) },
            'pay.export': { target: 'exporting', actions: assign({ notice: '', noticeIsError: false }) },
            'pay.review': {
              target: 'reviewing',
              actions: assign({
                review: ({ event }) => ({ tuid: event.tuid, name: event.name, statement: null }),
                reference: '',
                notice: '',
                noticeIsError: false,
              }),
            },
            'pay.endReview': { actions: assign({ review: null, reference: '' }) },
            'pay.reference': { actions: assign({ reference: ({ event }) => event.value }) },
            'pay.markPaid': [
              { guard: 'readyToPay', target: 'recording', actions: assign({ notice: '', noticeIsError: false }) },
              { guard: 'hasReview', actions: assign(failed(StaffMessages.referenceRequired)) },
            ],
          },
        },
        closing: {
          invoke: {
            src: 'closePeriod',
            input: ({ context }) => ({ period: context.period }),
            onDone: { target: '#staffPay.loading', actions: assign({ notice: ({ event }) => event.output, noticeIsError: false }) },
            onError: { target: 'idle', actions: assign(({ event }) => failed(messageOf(event.error))) },
          },
        },
        reviewing: {
          invoke: {
            src: 'loadStatement',
            input: ({ context }) => ({ tuid: context.review!.tuid, period: context.period }),
            onDone: { target: 'idle', actions: assign({ review: ({ context, event }) => ({ ...context.review!, statement: event.output }) }) },
            onError: { target: 'idle', actions: assign(({ event }) => ({ review: null, ...failed(messageOf(event.error)) })) },
          },
        },
        recording: {
          invoke: {
            src: 'markPaid',
            input: ({ context }) => ({ tuid: context.review?.tuid ?? 0, period: context.period, reference: context.reference.trim() }),
            onDone: {
              target: '#staffPay.loading',
              actions: assign(({ context }) => ({
                notice: paidNotice(context.review?.name ?? '', context.period),
                noticeIsError: false,
                review: null,
                reference: '',
              })),
            },
            onError: { target: 'idle', actions: assign(({ event }) => failed(messageOf(event.error))) },
          },
        },
        exporting: {
          invoke: {
            src: 'exportCsv',
            input: ({ context }) => ({ period: context.period }),
            onDone: { target: 'idle', actions: assign({ notice: CSV_EXPORTED, noticeIsError: false }) },
            onError: { target: 'idle', actions: assign(({ event }) => failed(messageOf(event.error))) },
          },
        },
      },
    },
  },
});
