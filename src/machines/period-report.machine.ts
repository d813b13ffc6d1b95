import { assign, emit, fromPromise, setup } from 'xstate';
import { messageOf, notice, type RecordsNotice } from './records-notify';

export interface ReportPeriod {
  startTime: string;
  endTime: string;
}

export interface PeriodReportContext<Row = unknown> {
  period: ReportPeriod;
  rows: Row[];
  failure: string;
}

export type PeriodReportEvent =
  { type: 'period.change'; period: ReportPeriod } | { type: 'report.reload' } | { type: 'report.submit'; payload: Record<string, unknown> };

/**
 * A report over a period (the recitation classes report, the late attendance and early leave
 * records; 3e8 ms calls): loads for the period, loads again when it changes, and optionally takes a
 * submission for one row (recitation feedback), after which it loads again.
 */
export const periodReportMachine = setup({
  types: { context: {} as PeriodReportContext, events: {} as PeriodReportEvent, input: {} as { period: ReportPeriod }, emitted: {} as RecordsNotice },
  actors: {
    'load report': fromPromise<unknown[], ReportPeriod>(async () => {
      throw new Error("'load report' is not provided");
    }),
    'submit row': fromPromise<string, Record<string, unknown>>(async () => {
      throw new Error("'submit row' is not provided");
    }),
  },
  actions: {
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message, 'alert')),
  },
}).createMachine({
  id: 'periodReport',
  context: ({ input }) => ({ period: input.period, rows: [], failure: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load report',
        input: ({ context }) => context.period,
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
      on: { 'period.change': { target: 'loading', reenter: true, actions: assign({ period: ({ event }) => event.period }) } },
    },
    failed: {
      on: { 'report.reload': 'loading', 'period.change': { target: 'loading', actions: assign({ period: ({ event }) => event.period }) } },
    },
    ready: {
      on: {
        'period.change': { target: 'loading', actions: assign({ period: ({ event }) => event.period }) },
        'report.reload': 'loading',
        'report.submit': 'submitting',
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit row',
        input: ({ event }) => {
          if (event.type !== 'report.submit') throw new Error('submitting is entered by report.submit only');
          return event.payload;
        },
        onDone: { target: 'loading', actions: { type: 'toldSuccess', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
  },
});
