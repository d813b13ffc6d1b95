import { assign, fromPromise, setup } from 'xstate';
import type { AppraisalSuggestion, StudentInfo, StudentReport } from '../domain/class-detail';
import { errorMessageOf } from './machine-errors';

export interface ClassStudentInput {
  clid: number;
  uid: number;
  /** Scores are given once the class has started. */
  canScore: boolean;
}

export interface ClassStudentContext extends ClassStudentInput {
  student: StudentInfo | null;
  /** The student's progress with this tutor (GetUserSummaryAnalysis, GetAIReportSummary). */
  report: StudentReport | null;
  suggestions: AppraisalSuggestion[];
  scores: Record<number, number>;
  pending: { activityType: number; score: number } | null;
  error: string;
  notice: string;
}

export type ClassStudentEvent = { type: 'score.set'; activityType: number; score: number } | { type: 'suggestion.click'; suggestId: number };

/**
 * The student panel of the class detail page: profile (GetStuInfoByUID), progress report and appraisal suggestions,
 * the level rate and textbook score (EditLessonScore), and the suggestion click log.
 */
export const classStudentMachine = setup({
  types: { context: {} as ClassStudentContext, events: {} as ClassStudentEvent, input: {} as ClassStudentInput },
  actors: {
    'load student': fromPromise<{ student: StudentInfo; suggestions: AppraisalSuggestion[]; report: StudentReport }, { uid: number; clid: number }>(
      async () => {
        throw new Error("'load student' is not provided");
      },
    ),
    'save score': fromPromise<unknown, { clid: number; activityType: number; score: number }>(async () => {
      throw new Error("'save score' is not provided");
    }),
  },
  actions: { logSuggestion: (_, _params: { clid: number; suggestId: number }) => {} },
  guards: { canScore: ({ context }) => context.canScore },
}).createMachine({
  id: 'classStudent',
  context: ({ input }) => ({ ...input, student: null, report: null, suggestions: [], scores: {}, pending: null, error: '', notice: '' }),
  initial: 'loading',
  on: { 'suggestion.click': { actions: { type: 'logSuggestion', params: ({ context, event }) => ({ clid: context.clid, suggestId: event.suggestId }) } } },
  states: {
    loading: {
      invoke: {
        id: 'loadStudent',
        src: 'load student',
        input: ({ context }) => ({ uid: context.uid, clid: context.clid }),
        onDone: {
          target: 'ready',
          actions: assign({
            student: ({ event }) => event.output.student,
            report: ({ event }) => event.output.report,
            suggestions: ({ event }) => event.output.suggestions,
          }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
    ready: {
      on: {
        'score.set': {
          guard: 'canScore',
          target: 'saving',
          actions: assign({ pending: ({ event }) => ({ activityType: event.activityType, score: event.score }), error: '', notice: '' }),
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveScore',
        src: 'save score',
        input: ({ context }) => ({ clid: context.clid, activityType: context.pending!.activityType, score: context.pending!.score }),
        onDone: {
          target: 'ready',
          actions: assign({
            scores: ({ context }) => ({ ...context.scores, [context.pending!.activityType]: context.pending!.score }),
            pending: null,
            notice: 'Score saved.',
          }),
        },
        onError: { target: 'ready', actions: assign({ pending: null, error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
  },
});
