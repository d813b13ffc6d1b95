import { assign, fromPromise, setup } from 'xstate';
import { evaluationError, type UnfinishedEvaluation } from '../domain/training-booking';

export interface TrainingEvaluationContext {
  pending: UnfinishedEvaluation | null;
  rating: number;
  comment: string;
  notice: string;
  failure: string;
}

export type TrainingEvaluationEvent =
  { type: 'evaluation.rate'; rating: number } | { type: 'evaluation.comment'; text: string } | { type: 'evaluation.submit' } | { type: 'evaluation.later' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The unfinished-evaluation prompt (GetIsUnfinishedEvalution): when a finished training class has
 * no evaluation, the tutor is asked to rate it (TrainingEvaluation); after one is sent the next
 * unfinished one, if any, is asked for. "Later" hides the prompt until the page opens again.
 */
export const trainingEvaluationMachine = setup({
  types: { context: {} as TrainingEvaluationContext, events: {} as TrainingEvaluationEvent },
  actors: {
    loadUnfinished: fromPromise<UnfinishedEvaluation>(async () => {
      throw new Error('loadUnfinished not provided');
    }),
    submitEvaluation: fromPromise<string, { tranCourseId: number; rating: number; comment: string }>(async () => {
      throw new Error('submitEvaluation not provided');
    }),
  },
  guards: {
    hasUnfinished: (_, data: UnfinishedEvaluation) => data.IsUnfinished,
    isValid: ({ context }) => evaluationError(context.rating, context.comment) === null,
  },
}).createMachine({
  id: 'trainingEvaluation',
  context: { pending: null, rating: 0, comment: '', notice: '', failure: '' },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'loadUnfinished',
        onDone: [
          {
            guard: { type: 'hasUnfinished', params: ({ event }) => event.output },
            target: 'prompting',
            actions: assign({ pending: ({ event }) => event.output, rating: 0, comment: '', failure: '' }),
          },
          { target: 'idle', actions: assign({ pending: null }) },
        ],
        // The prompt is a courtesy: a failed check shows nothing.
        onError: 'idle',
      },
    },
    idle: {},
    prompting: {
      on: {
        'evaluation.rate': { actions: assign({ rating: ({ event }) => event.rating, failure: '' }) },
        'evaluation.comment': { actions: assign({ comment: ({ event }) => event.text }) },
        'evaluation.submit': [
          { guard: 'isValid', target: 'submitting' },
          { actions: assign({ failure: ({ context }) => evaluationError(context.rating, context.comment) ?? '' }) },
        ],
        'evaluation.later': 'idle',
      },
    },
    submitting: {
      tags: ['status:busy'],
      invoke: {
        src: 'submitEvaluation',
        input: ({ context }) => ({ tranCourseId: context.pending?.TranCourseId ?? 0, rating: context.rating, comment: context.comment }),
        onDone: { target: 'checking', actions: assign({ notice: ({ event }) => event.output }) },
        onError: { target: 'prompting', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
