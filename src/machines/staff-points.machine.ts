import { assign, fromPromise, setup } from 'xstate';
import { pointsError, staffReasonError, type StaffPointsPage, type StaffPointsRule } from '../domain/staff-bookings';

export type { StaffPointsPage };

export interface PointsRequest {
  tuid: number;
  rule: StaffPointsRule;
  points: number;
  reason: string;
  key: string;
}

export interface StaffPointsContext {
  tuid: number;
  rule: StaffPointsRule;
  points: string;
  reason: string;
  /** The idempotency key of the entry being sent: kept for a retry of the same entry, new for another. */
  key: string;
  pageIndex: number;
  page: StaffPointsPage | null;
  notice: string;
  noticeIsError: boolean;
  failure: string;
}

export type StaffPointsEvent =
  | { type: 'points.rule'; rule: StaffPointsRule }
  | { type: 'points.amount'; value: string }
  | { type: 'points.reason'; value: string }
  /** `key`: a fresh key, used unless a failed send of this same entry left one. */
  | { type: 'points.submit'; key: string }
  | { type: 'points.page'; pageIndex: number }
  | { type: 'points.reload' }
  | { type: 'points.dismissNotice' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const problemOf = (context: StaffPointsContext) =>
  context.points.trim() === '' ? pointsError(Number.NaN) : pointsError(Number(context.points)) || staffReasonError(context.reason);

/**
 * Data-staff points in a tutor's record (issue 21, issue 14): rule, points and reason, sent with an
 * idempotency key that a retry of the same entry keeps (so a lost answer never counts twice);
 * the entries entered so far, paged.
 */
export const staffPointsMachine = setup({
  types: { context: {} as StaffPointsContext, events: {} as StaffPointsEvent, input: {} as { tuid: number } },
  actors: {
    loadEntries: fromPromise<StaffPointsPage, { tuid: number; pageIndex: number }>(async () => {
      throw new Error('loadEntries not provided');
    }),
    addPoints: fromPromise<string, PointsRequest>(async () => {
      throw new Error('addPoints not provided');
    }),
  },
  guards: { entryOk: ({ context }) => problemOf(context) === '' },
}).createMachine({
  id: 'staffPoints',
  context: ({ input }) => ({
    tuid: input.tuid,
    rule: 'tp.project',
    points: '',
    reason: '',
    key: '',
    pageIndex: 1,
    page: null,
    notice: '',
    noticeIsError: false,
    failure: '',
  }),
  initial: 'loading',
  on: { 'points.dismissNotice': { actions: assign({ notice: '', noticeIsError: false }) } },
  states: {
    loading: {
      invoke: {
        src: 'loadEntries',
        input: ({ context }) => ({ tuid: context.tuid, pageIndex: context.pageIndex }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'points.reload': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            // Another entry: another key.
            'points.rule': { actions: assign({ rule: ({ event }) => event.rule, key: '' }) },
            'points.amount': { actions: assign({ points: ({ event }) => event.value, key: '' }) },
            'points.reason': { actions: assign({ reason: ({ event }) => event.value, key: '' }) },
            'points.page': { target: '#staffPoints.loading', actions: assign({ pageIndex: ({ event }) => Math.max(1, event.pageIndex) }) },
            'points.reload': '#staffPoints.loading',
            'points.submit': [
              { guard: 'entryOk', target: 'saving', actions: assign({ key: ({ context, event }) => context.key || event.key }) },
              { actions: assign(({ context }) => ({ notice: problemOf(context), noticeIsError: true })) },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'addPoints',
            input: ({ context }) => ({
              tuid: context.tuid,
              rule: context.rule,
              points: Number(context.points),
              reason: context.reason.trim(),
              key: context.key,
            }),
            onDone: {
              target: '#staffPoints.loading',
              actions: assign(({ event }) => ({ notice: event.output, noticeIsError: false, points: '', reason: '', key: '', pageIndex: 1 })),
            },
            onError: { target: 'idle', actions: assign(({ event }) => ({ notice: messageOf(event.error), noticeIsError: true })) },
          },
        },
      },
    },
  },
});
