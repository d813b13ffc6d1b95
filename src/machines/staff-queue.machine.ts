import { assign, fromPromise, setup } from 'xstate';
import { decisionError, type StaffPageOf, type StaffQueue } from '../domain/staff-audits';
import type { AuditLogItem } from '../domain/staff-console';

/** One queue item as the machine keeps it: the console reads its fields, the machine only its key. */
export type QueueItem = Record<string, unknown>;

export interface QueueDecision {
  queue: StaffQueue;
  item: QueueItem;
  action: string;
  text: string;
}

/** What a decision answered: the server's message and the tutor it concerned (for their audit entry). */
export interface DecisionResult {
  message: string;
  tutorId: number;
}

export interface StaffQueueContext {
  queue: StaffQueue;
  pageIndex: number;
  page: StaffPageOf<QueueItem> | null;
  /** The open item's key (queueItemKey), or null. */
  openKey: string | null;
  decision: QueueDecision | null;
  result: DecisionResult | null;
  /** The audit entry the last decision wrote (the tutor's newest), once loaded. */
  auditEntry: AuditLogItem | null;
  failure: string;
}

export type StaffQueueEvent =
  | { type: 'queue.page'; pageIndex: number }
  | { type: 'queue.retry' }
  | { type: 'queue.open'; key: string }
  | { type: 'queue.close' }
  | { type: 'queue.decide'; item: QueueItem; action: string; text: string };

/** An item's key: its own id, or its tutor's for the queues with one item per tutor (personal data, contract, TESOL). */
export function queueItemKey(item: QueueItem): string {
  return String(typeof item.Id === 'number' ? item.Id : item.Tuid);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const NO_DECISION: QueueDecision = { queue: 'leaves', item: {}, action: '', text: '' };

/**
 * A staff queue of the console (issue 21): a page of what waits, oldest first; open an item; decide
 * it (with a text where the queue asks for one, checked before sending); then the decision's message
 * and the audit entry it wrote show, and the page loads again without the decided item.
 */
export const staffQueueMachine = setup({
  types: {
    context: {} as StaffQueueContext,
    events: {} as StaffQueueEvent,
    input: {} as { queue: StaffQueue },
  },
  actors: {
    loadPage: fromPromise<StaffPageOf<QueueItem>, { queue: StaffQueue; pageIndex: number }>(async () => {
      throw new Error('loadPage not provided');
    }),
    decide: fromPromise<DecisionResult, QueueDecision>(async () => {
      throw new Error('decide not provided');
    }),
    loadAuditEntry: fromPromise<AuditLogItem | null, { tutorId: number }>(async () => {
      throw new Error('loadAuditEntry not provided');
    }),
  },
  guards: {
    decisionIsComplete: ({ context, event }) => event.type === 'queue.decide' && decisionError(context.queue, event.action, event.text) === null,
  },
}).createMachine({
  id: 'staffQueue',
  context: ({ input }) => ({
    queue: input.queue,
    pageIndex: 1,
    page: null,
    openKey: null,
    decision: null,
    result: null,
    auditEntry: null,
    failure: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['status:busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ queue: context.queue, pageIndex: context.pageIndex }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'queue.retry': { target: 'loading', actions: assign({ failure: '' }) } } },
    ready: {
      on: {
        'queue.page': { target: 'loading', actions: assign({ pageIndex: ({ event }) => Math.max(1, event.pageIndex), openKey: null, failure: '' }) },
        'queue.open': { actions: assign({ openKey: ({ event }) => event.key, failure: '' }) },
        'queue.close': { actions: assign({ openKey: null, failure: '' }) },
        'queue.decide': [
          {
            guard: 'decisionIsComplete',
            target: 'deciding',
            actions: assign({
              decision: ({ context, event }) => ({ queue: context.queue, item: event.item, action: event.action, text: event.text.trim() }),
              result: null,
              auditEntry: null,
              failure: '',
            }),
          },
          { actions: assign({ failure: ({ context, event }) => decisionError(context.queue, event.action, event.text) ?? '' }) },
        ],
      },
    },
    deciding: {
      tags: ['status:busy'],
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => context.decision ?? NO_DECISION,
        onDone: { target: 'loadingAuditEntry', actions: assign({ result: ({ event }) => event.output, decision: null, openKey: null }) },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error), decision: null }) },
      },
    },
    loadingAuditEntry: {
      tags: ['status:busy'],
      description: 'The decision is done; the audit entry it wrote is shown beside its message (a failed read only leaves it out).',
      invoke: {
        id: 'loadAuditEntry',
        src: 'loadAuditEntry',
        input: ({ context }) => ({ tutorId: context.result?.tutorId ?? 0 }),
        onDone: { target: 'loading', actions: assign({ auditEntry: ({ event }) => event.output }) },
        onError: { target: 'loading' },
      },
    },
  },
});
