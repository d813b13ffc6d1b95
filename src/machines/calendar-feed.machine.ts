import { assign, fromPromise, setup } from 'xstate';
import { ClassTableMessages, type CalendarFeedUrl } from '../domain/class-table';
import { Messages } from '../domain/messages';
import type { CalendarFeedContext, CalendarFeedEvent } from './class-table.types';

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
};

/** The tutor's calendar feed address on the class table: read it, copy it, reset its secret. */
export const calendarFeedMachine = setup({
  types: { context: {} as CalendarFeedContext, events: {} as CalendarFeedEvent },
  actors: {
    'load feed url': fromPromise<CalendarFeedUrl>(async () => {
      throw new Error("'load feed url' is not provided");
    }),
    'reset feed url': fromPromise<CalendarFeedUrl>(async () => {
      throw new Error("'reset feed url' is not provided");
    }),
    'copy text': fromPromise<void, { text: string }>(async () => {
      throw new Error("'copy text' is not provided");
    }),
  },
  actions: {
    reportError: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'calendarFeed',
  context: { url: '', notice: '', error: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load feed url',
        onDone: { target: 'ready', actions: assign({ url: ({ event }) => event.output.Url, error: '' }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => messageOf(event.error) }),
            { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error },
          ],
        },
      },
    },
    failed: { on: { 'feed.retry': 'loading' } },
    ready: {
      on: {
        'feed.copy': { target: 'copying', actions: assign({ notice: '', error: '' }) },
        'feed.reset': { target: 'resetting', actions: assign({ notice: '', error: '' }) },
      },
    },
    copying: {
      invoke: {
        id: 'copy',
        src: 'copy text',
        input: ({ context }) => ({ text: context.url }),
        onDone: { target: 'ready', actions: assign({ notice: ClassTableMessages.feedLinkCopied }) },
        onError: { target: 'ready', actions: assign({ error: 'The link could not be copied: select it and copy it yourself.' }) },
      },
    },
    resetting: {
      invoke: {
        id: 'reset',
        src: 'reset feed url',
        onDone: {
          target: 'ready',
          actions: assign({ url: ({ event }) => event.output.Url, notice: 'A new calendar link was made; the old one no longer works.' }),
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ error: ({ event }) => messageOf(event.error) }),
            { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error },
          ],
        },
      },
    },
  },
});

export type CalendarFeedMachine = typeof calendarFeedMachine;
