import { assign, fromPromise, setup } from 'xstate';
import type { KitTestPaper } from '../domain/training';
import type { KitTestContext, KitTestEvent, KitTestInput, SubmitInput, SubmitOutput } from './kit-test.types';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A single-choice question takes one option; a multiple-choice one toggles it. */
function choose(answers: Record<number, number[]>, paper: KitTestPaper | null, questionId: number, option: number): Record<number, number[]> {
  const question = paper?.Questions.find((item) => item.ID === questionId);
  if (!question || option < 0 || option >= question.Options.length) return answers;
  if (!question.Multiple) return { ...answers, [questionId]: [option] };
  const chosen = answers[questionId] ?? [];
  const next = chosen.includes(option) ? chosen.filter((value) => value !== option) : [...chosen, option].sort((a, b) => a - b);
  return { ...answers, [questionId]: next };
}

/**
 * A kit's test (/trainingTestDetails): load the paper, answer every question, submit; the server
 * scores it and the result (score, passed or not) shows with a link to the answers. A retake starts
 * a new attempt with no answers. The page never sends a score.
 */
export const kitTestMachine = setup({
  types: { context: {} as KitTestContext, events: {} as KitTestEvent, input: {} as KitTestInput },
  actors: {
    loadPaper: fromPromise<KitTestPaper, { kctId: number }>(async () => {
      throw new Error('loadPaper not provided');
    }),
    submitTest: fromPromise<SubmitOutput, SubmitInput>(async () => {
      throw new Error('submitTest not provided');
    }),
  },
  guards: {
    allAnswered: ({ context }) => context.paper !== null && context.paper.Questions.every((question) => (context.answers[question.ID] ?? []).length > 0),
  },
  actions: {
    startAttempt: assign(({ context }) => ({ answers: {}, result: null, resultMessage: '', failure: '', startedAt: new Date(context.now()).toISOString() })),
  },
}).createMachine({
  id: 'kitTest',
  context: ({ input }) => ({ kctId: input.kctId, now: input.now, paper: null, answers: {}, startedAt: '', result: null, resultMessage: '', failure: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPaper',
        input: ({ context }) => ({ kctId: context.kctId }),
        onDone: { target: 'answering', actions: [assign({ paper: ({ event }) => event.output }), 'startAttempt'] },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'test.retry': 'loading' } },
    answering: {
      on: {
        'test.choose': {
          actions: assign({ answers: ({ context, event }) => choose(context.answers, context.paper, event.questionId, event.option), failure: '' }),
        },
        'test.submit': [{ guard: 'allAnswered', target: 'submitting' }, { actions: assign({ failure: 'unanswered' }) }],
      },
    },
    submitting: {
      tags: ['status:busy'],
      invoke: {
        src: 'submitTest',
        input: ({ context }) => ({
          kctId: context.kctId,
          startTime: context.startedAt,
          answers: Object.entries(context.answers).map(([questionId, choices]) => ({ questionId: Number(questionId), choices })),
        }),
        onDone: { target: 'scored', actions: assign({ result: ({ event }) => event.output.result, resultMessage: ({ event }) => event.output.message }) },
        onError: { target: 'answering', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    scored: {
      on: { 'test.retake': { target: 'answering', actions: 'startAttempt' } },
    },
  },
});
