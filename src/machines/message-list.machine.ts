import { assign, emit, fromPromise, setup } from 'xstate';
import { MESSAGE_PAGE_SIZE } from '../domain/message-records';
import { Messages } from '../domain/messages';
import {
  MessageCenterTag,
  type LoadMessagesInput,
  type LoadMessagesOutput,
  type MessageListContext,
  type MessageListEmitted,
  type MessageListEvent,
  type MessageListInput,
} from './message-center.types';

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
};

/**
 * One tab of the message center (growth-account.md §2, §7): a page of messages with search and
 * paging, the unread totals of the tabs, and read state: the ticked messages (by ids) or the whole
 * tab (by type). A read, a hub event or a change in a dialog loads the page again.
 */
export const messageListMachine = setup({
  types: {
    context: {} as MessageListContext,
    events: {} as MessageListEvent,
    input: {} as MessageListInput,
    emitted: {} as MessageListEmitted,
    tags: {} as MessageCenterTag,
  },
  actors: {
    'load messages': fromPromise<LoadMessagesOutput, LoadMessagesInput>(async () => {
      throw new Error("'load messages' is not provided");
    }),
    'read messages': fromPromise<number, { mids: number[] }>(async () => {
      throw new Error("'read messages' is not provided");
    }),
    'read category': fromPromise<number, { category: number }>(async () => {
      throw new Error("'read category' is not provided");
    }),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    hasMessages: ({ context }) => context.total > 0,
  },
  actions: {
    keepSearch: assign((_, key: string) => ({ key: key.trim(), page: 1 })),
    keepPage: assign((_, params: { page: number; size: number }) => ({ page: Math.max(1, params.page), size: params.size })),
    keepSelection: assign(({ context }, mids: number[]) => ({ selected: mids.filter((mid) => context.items.some((item) => item.mid === mid)) })),
    keepLoaded: assign((_, output: LoadMessagesOutput) => ({
      total: output.page.total,
      items: output.page.items,
      totals: output.totals,
      selected: [],
      loadError: '',
    })),
    keepLoadError: assign((_, error: unknown) => ({ loadError: messageOf(error) })),
    announceRead: emit({ type: 'messages.read' } as const),
    reportError: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'messageList',
  context: ({ input }) => ({
    category: input.category,
    key: '',
    page: 1,
    size: MESSAGE_PAGE_SIZE,
    total: 0,
    items: [],
    selected: [],
    totals: null,
    loadError: '',
  }),
  initial: 'loading',
  on: {
    'list.search': { target: '.loading', reenter: true, actions: { type: 'keepSearch', params: ({ event }) => event.key } },
    'list.page': { target: '.loading', reenter: true, actions: { type: 'keepPage', params: ({ event }) => event } },
  },
  states: {
    loading: {
      tags: [MessageCenterTag.busy],
      invoke: {
        id: 'load',
        src: 'load messages',
        input: ({ context }) => ({ category: context.category, key: context.key, page: context.page, size: context.size }),
        onDone: { target: 'ready', actions: { type: 'keepLoaded', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'keepLoadError', params: ({ event }: { event: { error: unknown } }) => event.error },
            { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error },
          ],
        },
      },
      on: { 'list.refresh': { target: 'loading', reenter: true } },
    },
    ready: {
      on: {
        'list.refresh': 'loading',
        'list.select': { actions: { type: 'keepSelection', params: ({ event }) => event.mids } },
        'list.readSelected': { guard: 'hasSelection', target: 'readingSelected' },
        'list.readAll': { guard: 'hasMessages', target: 'readingAll' },
      },
    },
    failed: {
      on: { 'list.refresh': 'loading' },
    },
    readingSelected: {
      tags: [MessageCenterTag.busy],
      invoke: {
        id: 'readSelected',
        src: 'read messages',
        input: ({ context }) => ({ mids: context.selected }),
        onDone: { target: 'loading', actions: 'announceRead' },
        onError: { target: 'ready', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    readingAll: {
      tags: [MessageCenterTag.busy],
      invoke: {
        id: 'readAll',
        src: 'read category',
        input: ({ context }) => ({ category: context.category }),
        onDone: { target: 'loading', actions: 'announceRead' },
        onError: { target: 'ready', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
  },
});

export type MessageListMachine = typeof messageListMachine;
