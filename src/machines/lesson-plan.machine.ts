import { assign, fromPromise, not, setup } from 'xstate';
import { ClassDetailMessages, LESSON_PLAN_TEXT_MAX, type LessonPlanView } from '../domain/class-detail';
import { errorMessageOf } from './machine-errors';

export interface LessonPlanContext {
  clid: number;
  content: string;
  savedAt: string;
  error: string;
  notice: string;
}

export type LessonPlanEvent = { type: 'plan.edit'; content: string } | { type: 'plan.save' };

/** A class's lesson plan (GetLessonPlanInfo, SaveLessonPlanInfo): load, edit, save with the length checked first. */
export const lessonPlanMachine = setup({
  types: { context: {} as LessonPlanContext, events: {} as LessonPlanEvent, input: {} as { clid: number } },
  actors: {
    'load plan': fromPromise<LessonPlanView, { clid: number }>(async () => {
      throw new Error("'load plan' is not provided");
    }),
    'save plan': fromPromise<LessonPlanView, { clid: number; content: string }>(async () => {
      throw new Error("'save plan' is not provided");
    }),
  },
  guards: {
    hasText: ({ context }) => context.content.trim().length > 0,
    notTooLong: ({ context }) => context.content.trim().length <= LESSON_PLAN_TEXT_MAX,
  },
}).createMachine({
  id: 'lessonPlan',
  context: ({ input }) => ({ clid: input.clid, content: '', savedAt: '', error: '', notice: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPlan',
        src: 'load plan',
        input: ({ context }) => ({ clid: context.clid }),
        onDone: { target: 'editing', actions: assign({ content: ({ event }) => event.output.Content, savedAt: ({ event }) => event.output.UpdatedAt }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
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
        onDone: { target: 'editing', actions: assign({ savedAt: ({ event }) => event.output.UpdatedAt, notice: ClassDetailMessages.lessonPlanSaved, error: '' }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
  },
});
