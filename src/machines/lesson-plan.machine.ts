import { assign, fromPromise, not, setup } from 'xstate';
import { ClassDetailMessages, LESSON_PLAN_TEXT_MAX, type LessonPlanState, type LessonPlanView } from '../domain/class-detail';
import { errorMessageOf } from './machine-errors';

export interface LessonPlanContext {
  clid: number;
  content: string;
  savedAt: string;
  error: string;
  notice: string;
  /** The tutor's coming classes and which have a plan (GetTutorLessonPlanState); null until read. */
  planState: LessonPlanState | null;
}

export type LessonPlanEvent = { type: 'plan.edit'; content: string } | { type: 'plan.save' };

/**
 * A class's lesson plan (GetLessonPlanInfo, SaveLessonPlanInfo): load, edit, save with the length
 * checked first; after loading and after each save the tutor's plan state (GetTutorLessonPlanState) is read.
 */
export const lessonPlanMachine = setup({
  types: { context: {} as LessonPlanContext, events: {} as LessonPlanEvent, input: {} as { clid: number } },
  actors: {
    'load plan': fromPromise<LessonPlanView, { clid: number }>(async () => {
      throw new Error("'load plan' is not provided");
    }),
    'save plan': fromPromise<LessonPlanView, { clid: number; content: string }>(async () => {
      throw new Error("'save plan' is not provided");
    }),
    'load plan state': fromPromise<LessonPlanState>(async () => {
      throw new Error("'load plan state' is not provided");
    }),
  },
  guards: {
    hasText: ({ context }) => context.content.trim().length > 0,
    notTooLong: ({ context }) => context.content.trim().length <= LESSON_PLAN_TEXT_MAX,
  },
}).createMachine({
  id: 'lessonPlan',
  context: ({ input }) => ({ clid: input.clid, content: '', savedAt: '', error: '', notice: '', planState: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPlan',
        src: 'load plan',
        input: ({ context }) => ({ clid: context.clid }),
        onDone: { target: 'checking', actions: assign({ content: ({ event }) => event.output.Content, savedAt: ({ event }) => event.output.UpdatedAt }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
    checking: {
      on: { 'plan.edit': { actions: assign({ content: ({ event }) => event.content, error: '', notice: '' }) } },
      invoke: {
        id: 'loadPlanState',
        src: 'load plan state',
        onDone: { target: 'editing', actions: assign({ planState: ({ event }) => event.output }) },
        // The state is a hint: without it the plan can still be written.
        onError: { target: 'editing' },
      },
    },
    editing: {
      on: {
        'plan.edit': { actions: assign({ content: ({ event }) => event.content, error: '', notice: '' }) },
        'plan.save': [
          { guard: not('hasText'), actions: assign({ error: ClassDetailMessages.lessonPlanEmpty }) },
          { guard: not('notTooLong'), actions: assign({ error: ClassDetailMessages.lessonPlanTooLong }) },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'savePlan',
        src: 'save plan',
        input: ({ context }) => ({ clid: context.clid, content: context.content }),
        onDone: {
          target: 'checking',
          actions: assign({ savedAt: ({ event }) => event.output.UpdatedAt, notice: ClassDetailMessages.lessonPlanSaved, error: '' }),
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
  },
});
