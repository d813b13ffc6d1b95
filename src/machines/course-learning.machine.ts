import { assign, fromPromise, setup } from 'xstate';
import type { CourseLearning, CourseReward } from '../domain/course-learning';
import { errorMessageOf } from './machine-errors';

export interface CourseLearningData {
  summary: CourseLearning;
  rewards: CourseReward[];
}

export type CourseLearningEvent =
  | { type: 'courses.retry' }
  | { type: 'courses.subscribe'; isCheckCourseTest: boolean; isCheckVideoTrain: boolean }
  | { type: 'courses.receive'; id: number; rewardType: number }
  | { type: 'courses.dismiss' };

interface CourseLearningContext {
  data: CourseLearningData | null;
  /** The reward being received ("type-id"), or 'subscription'. */
  busy: string | null;
  notice: string;
  failure: string;
}

export type CourseAction = { kind: 'subscribe'; isCheckCourseTest: boolean; isCheckVideoTrain: boolean } | { kind: 'receive'; id: number; type: number };

/**
 * Course learning in the growth centre: the followed kinds and their rewards load together; the
 * tutor changes what is followed or receives a finished course's growth value, one act at a time,
 * and the section reloads from the server after each (so its figures are the ledger's).
 */
export const courseLearningMachine = setup({
  types: { context: {} as CourseLearningContext, events: {} as CourseLearningEvent },
  actors: {
    loadCourses: fromPromise<CourseLearningData>(async () => {
      throw new Error('loadCourses not provided');
    }),
    actOnCourses: fromPromise<string, CourseAction>(async () => {
      throw new Error('actOnCourses not provided');
    }),
  },
}).createMachine({
  id: 'courseLearning',
  context: { data: null, busy: null, notice: '', failure: '' },
  initial: 'loading',
  on: { 'courses.dismiss': { actions: assign({ notice: '', failure: '' }) } },
  states: {
    loading: {
      invoke: {
        src: 'loadCourses',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, busy: null }) },
        onError: [
          // A failed reload after an act keeps the figures on screen and says why.
          {
            guard: ({ context }) => context.data !== null,
            target: 'ready',
            actions: assign({ busy: null, failure: ({ event }) => errorMessageOf(event.error) }),
          },
          { target: 'failed' },
        ],
      },
    },
    failed: { on: { 'courses.retry': 'loading' } },
    ready: {
      on: {
        'courses.subscribe': {
          target: 'acting',
          actions: assign({ busy: 'subscription', notice: '', failure: '' }),
        },
        'courses.receive': {
          target: 'acting',
          actions: assign({ busy: ({ event }) => `${event.rewardType}-${event.id}`, notice: '', failure: '' }),
        },
      },
    },
    acting: {
      invoke: {
        src: 'actOnCourses',
        input: ({ event }): CourseAction =>
          event.type === 'courses.subscribe'
            ? { kind: 'subscribe', isCheckCourseTest: event.isCheckCourseTest, isCheckVideoTrain: event.isCheckVideoTrain }
            : { kind: 'receive', id: event.type === 'courses.receive' ? event.id : 0, type: event.type === 'courses.receive' ? event.rewardType : 0 },
        onDone: { target: 'loading', actions: assign({ notice: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ busy: null, failure: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
  },
});
