import { assign, fromPromise, setup } from 'xstate';
import type { ClassroomLink } from '../domain/class-table';
import type { OpenClassTable } from '../domain/public-class';

export interface PublicClassContext {
  table: OpenClassTable | null;
  /** The class being joined, or the last one joined. */
  classId: number | null;
  link: ClassroomLink | null;
  failure: string;
}

export type PublicClassEvent = { type: 'public.join'; classId: number } | { type: 'public.reload' } | { type: 'public.dismiss' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /publicClass: the server says first whether public classes are open to the tutor (nothing else
 * loads when not); then the tutor's public classes, and joining one: the classroom window opens
 * blank in the click (a browser allows it only then), goes to the link, or closes on a refusal.
 */
export const publicClassMachine = setup({
  types: { context: {} as PublicClassContext, events: {} as PublicClassEvent },
  actors: {
    checkTeacher: fromPromise<boolean>(async () => {
      throw new Error('checkTeacher not provided');
    }),
    loadTable: fromPromise<OpenClassTable>(async () => {
      throw new Error('loadTable not provided');
    }),
    joinClass: fromPromise<ClassroomLink, { classId: number }>(async () => {
      throw new Error('joinClass not provided');
    }),
  },
  actions: {
    openPendingWindow: () => {},
    showClassroom: (_, _url: string) => {},
    closePendingWindow: () => {},
  },
}).createMachine({
  id: 'publicClass',
  context: { table: null, classId: null, link: null, failure: '' },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'checkTeacher',
        onDone: [{ guard: ({ event }) => event.output, target: 'loading' }, { target: 'unavailable' }],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    unavailable: { description: 'Public classes are not open to this tutor: the page says so and loads nothing.' },
    loading: {
      invoke: {
        src: 'loadTable',
        onDone: { target: 'ready', actions: assign({ table: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'public.reload': 'checking' } },
    ready: {
      on: {
        'public.join': { target: 'joining', actions: [assign({ classId: ({ event }) => event.classId, link: null, failure: '' }), 'openPendingWindow'] },
        'public.reload': 'loading',
        'public.dismiss': { actions: assign({ failure: '', link: null }) },
      },
    },
    joining: {
      invoke: {
        src: 'joinClass',
        input: ({ context }) => ({ classId: context.classId ?? 0 }),
        onDone: {
          target: 'ready',
          actions: [assign({ link: ({ event }) => event.output }), { type: 'showClassroom', params: ({ event }) => event.output.Url }],
        },
        onError: { target: 'ready', actions: ['closePendingWindow', assign({ failure: ({ event }) => messageOf(event.error) })] },
      },
    },
  },
});
