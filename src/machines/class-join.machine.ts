import { assign, fromPromise, setup } from 'xstate';
import { Messages } from '../domain/messages';
import type { JoinContext, JoinEvent, JoinOutput, JoinRequest, TestCourseRequest } from './class-table.types';

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
};

/**
 * Joining a class from the class table (teaching.md §7): the Join click opens the classroom
 * window at once (a browser allows a new window only during the click), the tool's join call
 * (60 s) answers its link, and the window goes there; EClassroom courseware is preloaded in a hidden
 * 1x1 window (growth-account.md §2). A refusal closes the window and says why. The tutor's ClassIn
 * test course opens the same way (created on its first use).
 */
export const classJoinMachine = setup({
  types: { context: {} as JoinContext, events: {} as JoinEvent },
  actors: {
    'join class': fromPromise<JoinOutput, JoinRequest>(async () => {
      throw new Error("'join class' is not provided");
    }),
    'open test course': fromPromise<JoinOutput, TestCourseRequest>(async () => {
      throw new Error("'open test course' is not provided");
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
        'join.tryTestCourse': {
          target: 'openingTestCourse',
          actions: [assign({ clid: 0, link: null, error: '' }), { type: 'openPendingWindow', params: 0 }],
        },
        'join.dismiss': { guard: ({ context }) => context.error !== '' || context.link !== null, actions: assign({ error: '', link: null }) },
      },
    },
    joining: {
      invoke: {
        id: 'join',
        src: 'join class',
        input: ({ event }) => {
          if (event.type !== 'join.start') throw new Error('joining is entered by join.start only');
          return event.request;
        },
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
    openingTestCourse: {
      invoke: {
        id: 'testCourse',
        src: 'open test course',
        input: ({ event }) => {
          if (event.type !== 'join.tryTestCourse') throw new Error('the test course is entered by join.tryTestCourse only');
          return event.request;
        },
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
