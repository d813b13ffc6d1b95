import { assign, fromPromise, setup } from 'xstate';
import { LearningTagLabel, type LearningTagContent } from '../domain/learning-tags';

export interface LearningTagContext {
  countdownSeconds: number;
  tagIds: number[];
  /** The tag being shown (an index into tagIds). */
  index: number;
  content: LearningTagContent | null;
  /** Seconds left before the dialog can be closed. */
  remaining: number;
}
export type LearningTagEvent = { type: 'dialog.shown' } | { type: 'learningTag.close' };

/**
 * The learning-tag dialog (growth-account.md §4, §8, §9), run by the layout: for each of the
 * tutor's tag ids in order it fetches the content; once the dialog host shows it, a view event
 * (label 586) is logged and the close button stays disabled for a 10 s countdown. Closing marks
 * the tag learned and logs completion (587); the next tag opens 2 s later. A failed fetch is only
 * logged and the next tag follows; a failed list leaves the dialog closed until the next visit.
 */
export const learningTagMachine = setup({
  types: { context: {} as LearningTagContext, events: {} as LearningTagEvent, input: {} as { countdownSeconds: number } },
  actors: {
    loadTagIds: fromPromise<number[]>(async () => {
      throw new Error('loadTagIds not provided');
    }),
    fetchContent: fromPromise<LearningTagContent, { tagId: number }>(async () => {
      throw new Error('fetchContent not provided');
    }),
    markLearned: fromPromise<unknown, { tagId: number }>(async () => {
      throw new Error('markLearned not provided');
    }),
  },
  actions: {
    /** The behaviour log (fire and forget: a failed log never holds the tutor up). */
    logBehaviour: (_, _params: { tagId: number; labelId: LearningTagLabel }) => {},
    /** Console only (growth-account.md §8). */
    logFetchFailure: (_, _params: { tagId: number; error: unknown }) => {},
    reportError: (_, _error: unknown) => {},
  },
  guards: {
    hasNextTag: ({ context }) => context.index < context.tagIds.length,
    countedDown: ({ context }) => context.remaining <= 1,
  },
  delays: { nextTag: 2_000 },
}).createMachine({
  id: 'learningTag',
  context: ({ input }) => ({ countdownSeconds: input.countdownSeconds, tagIds: [], index: 0, content: null, remaining: input.countdownSeconds }),
  initial: 'loadingIds',
  states: {
    loadingIds: {
      invoke: {
        src: 'loadTagIds',
        onDone: { target: 'nextTag', actions: assign({ tagIds: ({ event }) => event.output, index: 0 }) },
        onError: { target: 'finished', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    nextTag: {
      always: [{ guard: 'hasNextTag', target: 'fetching' }, { target: 'finished' }],
    },
    fetching: {
      invoke: {
        src: 'fetchContent',
        input: ({ context }) => ({ tagId: context.tagIds[context.index]! }),
        onDone: { target: 'showing', actions: assign({ content: ({ event }) => event.output, remaining: ({ context }) => context.countdownSeconds }) },
        onError: {
          target: 'nextTag',
          actions: [
            {
              type: 'logFetchFailure',
              params: ({ context, event }: { context: LearningTagContext; event: { error: unknown } }) => ({
                tagId: context.tagIds[context.index]!,
                error: event.error,
              }),
            },
            assign({ index: ({ context }) => context.index + 1 }),
          ],
        },
      },
    },
    showing: {
      initial: 'waitingForScreen',
      states: {
        waitingForScreen: {
          description: 'Another layout dialog holds the screen; the countdown starts once the host shows this one.',
          on: {
            'dialog.shown': {
              target: 'counting',
              actions: { type: 'logBehaviour', params: ({ context }) => ({ tagId: context.content!.TagId, labelId: LearningTagLabel.viewed }) },
            },
          },
        },
        counting: {
          description: 'The close button is disabled; one second at a time so the seconds follow.',
          after: {
            1000: [
              { guard: 'countedDown', target: 'closable', actions: assign({ remaining: 0 }) },
              { target: 'counting', reenter: true, actions: assign({ remaining: ({ context }) => context.remaining - 1 }) },
            ],
          },
        },
        closable: { on: { 'learningTag.close': 'learning' } },
        learning: {
          invoke: {
            src: 'markLearned',
            input: ({ context }) => ({ tagId: context.content!.TagId }),
            onDone: {
              target: '#learningTag.pausing',
              actions: [
                { type: 'logBehaviour', params: ({ context }) => ({ tagId: context.content!.TagId, labelId: LearningTagLabel.completed }) },
                assign({ index: ({ context }) => context.index + 1, content: null }),
              ],
            },
            onError: { target: 'closable', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
      },
    },
    pausing: {
      description: 'The next tag opens 2 s after the last one closed.',
      after: { nextTag: 'nextTag' },
    },
    finished: { type: 'final' },
  },
});
