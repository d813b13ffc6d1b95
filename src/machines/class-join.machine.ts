import { assign, fromPromise, setup } from 'xstate';
import { Messages } from '../domain/messages';
import type { JoinContext, JoinEvent, JoinOutput, JoinRequest } from './class-table.types';

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
};

/**
 * Joining a class from the class table (teaching.md §7): the Join click opens the classroom
 * window at once (a browser allows a new window only during the click), the tool's join call
 * (60 s) answers its link, and the window goes there; EClassroom courseware is preloaded in a hidden
 * 1x1 window (growth-account.md §2). A refusal closes the window and says why.
 */
export const classJoinMachine = setup({
  types: { context: {} as JoinContext, events: {} as JoinEvent },
  actors: {
    'join class': fromPromise<JoinOutput, JoinRequest>(async () => {
      throw new Error("'join class' is not provided");
    }),
  },
  actions: {
    /** Synchronous, inside the click: a blank window the link will fill. */
    openPendingWindow: (_, _clid: number) => {},
    showClassroom: (_, _output: JoinOutput) => {},
    closePendingWindow: () => {},
    reportError: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'classJoin',
  context: { clid: null, link: null, error: '' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'join.start': {
          target: 'joining',
          actions: [
            assign(({ event }) => ({ clid: event.request.lesson.CLID, link: null, error: '' })),
            { type: 'openPendingWindow', params: ({ event }) => event.request.lesson.CLID },
          ],
        },
        'join.dismiss': { guard: ({ context }) => context.error !== '' || context.link !== null, actions: assign({ error: '', link: null }) },
      },
    },
    joining: {
      invoke: {
        id: 'join',
        src: 'join class',
        input: ({ event }) => (event as Extract<JoinEvent, { type: 'join.start' }>).request,
        onDone: {
          target: 'idle',
          actions: [assign({ link: ({ event }) => event.output.link }), { type: 'showClassroom', params: ({ event }) => event.output }],
        },
        onError: {
          target: 'idle',
          actions: [
            'closePendingWindow',
            assign({ error: ({ event }) => messageOf(event.error) }),
            { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error },
          ],
        },
      },
    },
  },
});

export type ClassJoinMachine = typeof classJoinMachine;
