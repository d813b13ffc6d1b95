import { assign, fromPromise, setup } from 'xstate';
import { StaffBookingMessages, StaffClassView, staffReasonError, type StaffClassesPage, type StaffOutcome } from '../domain/staff-bookings';

export type { StaffClassesPage };

/** One change staff make to classes of the record's tutor. */
export type StaffClassAction =
  | { kind: 'cancel'; clid: number; reason: string }
  | { kind: 'outcome'; clid: number; outcome: StaffOutcome; reason: string }
  | { kind: 'rate'; clid: number; stars: number }
  | { kind: 'reassign'; fromTuid: number; toTuid: number; clids: number[]; reason: string };

export interface StaffClassesContext {
  tuid: number;
  view: StaffClassView;
  pageIndex: number;
  page: StaffClassesPage | null;
  /** Classes chosen to reassign. */
  selected: number[];
  target: string;
  reason: string;
  pending: StaffClassAction | null;
  notice: string;
  noticeIsError: boolean;
  failure: string;
}

export type StaffClassesEvent =
  | { type: 'classes.view'; view: StaffClassView }
  | { type: 'classes.page'; pageIndex: number }
  | { type: 'classes.select'; clid: number; selected: boolean }
  | { type: 'classes.target'; value: string }
  | { type: 'classes.reason'; value: string }
  | { type: 'classes.cancel'; clid: number }
  | { type: 'classes.outcome'; clid: number; outcome: StaffOutcome }
  | { type: 'classes.rate'; clid: number; stars: number }
  | { type: 'classes.reassign' }
  | { type: 'classes.reload' }
  | { type: 'classes.dismissNotice' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const targetOf = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : 0);

/**
 * A tutor's classes in their record (issue 21): upcoming, past, or handed to staff by a leave,
 * paged; cancel one on the student's side (with the reason), mark an outcome, rate, or reassign the
 * chosen ones to another tutor. One change at a time; after each the page loads again.
 */
export const staffClassesMachine = setup({
  types: { context: {} as StaffClassesContext, events: {} as StaffClassesEvent, input: {} as { tuid: number; view?: StaffClassView } },
  actors: {
    loadClasses: fromPromise<StaffClassesPage, { tuid: number; view: StaffClassView; pageIndex: number }>(async () => {
      throw new Error('loadClasses not provided');
    }),
    act: fromPromise<string, StaffClassAction>(async () => {
      throw new Error('act not provided');
    }),
  },
  actions: {
    refuse: assign((_, params: { notice: string }) => ({ notice: params.notice, noticeIsError: true })),
  },
  guards: {
    reasonOk: ({ context }) => staffReasonError(context.reason) === '',
    reasonEmptyOrOk: ({ context }) => context.reason.trim() === '' || staffReasonError(context.reason) === '',
    hasSelection: ({ context }) => context.selected.length > 0,
    targetOk: ({ context }) => targetOf(context.target) > 0 && targetOf(context.target) !== context.tuid,
  },
}).createMachine({
  id: 'staffClasses',
  context: ({ input }) => ({
    tuid: input.tuid,
    view: input.view ?? StaffClassView.upcoming,
    pageIndex: 1,
    page: null,
    selected: [],
    target: '',
    reason: '',
    pending: null,
    notice: '',
    noticeIsError: false,
    failure: '',
  }),
  initial: 'loading',
  on: { 'classes.dismissNotice': { actions: assign({ notice: '', noticeIsError: false }) } },
  states: {
    loading: {
      invoke: {
        src: 'loadClasses',
        input: ({ context }) => ({ tuid: context.tuid, view: context.view, pageIndex: context.pageIndex }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'classes.reload': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'classes.reload': '#staffClasses.loading',
            'classes.view': { target: '#staffClasses.loading', actions: assign({ view: ({ event }) => event.view, pageIndex: 1, selected: [] }) },
            'classes.page': { target: '#staffClasses.loading', actions: assign({ pageIndex: ({ event }) => Math.max(1, event.pageIndex), selected: [] }) },
            'classes.select': {
              actions: assign({
                selected: ({ context, event }) =>
                  event.selected ? [...new Set([...context.selected, event.clid])] : context.selected.filter((clid) => clid !== event.clid),
              }),
            },
            'classes.target': { actions: assign({ target: ({ event }) => event.value }) },
            'classes.reason': { actions: assign({ reason: ({ event }) => event.value }) },
            'classes.cancel': [
              {
                guard: 'reasonOk',
                target: 'acting',
                actions: assign({ pending: ({ context, event }) => ({ kind: 'cancel', clid: event.clid, reason: context.reason.trim() }) }),
              },
              { actions: { type: 'refuse', params: { notice: StaffBookingMessages.reasonRequired } } },
            ],
            'classes.outcome': [
              {
                guard: 'reasonEmptyOrOk',
                target: 'acting',
                actions: assign({
                  pending: ({ context, event }) => ({ kind: 'outcome', clid: event.clid, outcome: event.outcome, reason: context.reason.trim() }),
                }),
              },
              { actions: { type: 'refuse', params: { notice: StaffBookingMessages.reasonTooLong } } },
            ],
            'classes.rate': { target: 'acting', actions: assign({ pending: ({ event }) => ({ kind: 'rate', clid: event.clid, stars: event.stars }) }) },
            'classes.reassign': [
              { guard: 'hasSelection', target: 'checkingReassign' },
              { actions: { type: 'refuse', params: { notice: StaffBookingMessages.chooseClasses } } },
            ],
          },
        },
        checkingReassign: {
          always: [
            { guard: 'targetOk', target: 'checkingReassignReason' },
            { target: 'idle', actions: { type: 'refuse', params: { notice: StaffBookingMessages.sameTutor } } },
          ],
        },
        checkingReassignReason: {
          always: [
            {
              guard: 'reasonOk',
              target: 'acting',
              actions: assign({
                pending: ({ context }) => ({
                  kind: 'reassign',
                  fromTuid: context.tuid,
                  toTuid: targetOf(context.target),
                  clids: context.selected,
                  reason: context.reason.trim(),
                }),
              }),
            },
            { target: 'idle', actions: { type: 'refuse', params: { notice: StaffBookingMessages.reasonRequired } } },
          ],
        },
        acting: {
          invoke: {
            src: 'act',
            input: ({ context }) => context.pending!,
            onDone: {
              target: '#staffClasses.loading',
              actions: assign(({ event }) => ({ notice: event.output, noticeIsError: false, pending: null, selected: [], reason: '' })),
            },
            onError: { target: 'idle', actions: assign(({ event }) => ({ notice: messageOf(event.error), noticeIsError: true, pending: null })) },
          },
        },
      },
    },
  },
});
