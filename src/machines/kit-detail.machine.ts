import { assign, fromPromise, setup } from 'xstate';
import type { TrainingKitModel } from '../domain/training';

export interface KitDetailInput {
  kitId: number;
  now: () => number;
}

export interface KitDetailContext {
  kitId: number;
  now: () => number;
  kit: TrainingKitModel | null;
  /** When the tutor's current stretch of learning began (ms); LearnSubmit reports the time since. */
  learningSince: number;
  notice: string;
  failure: string;
}

export type KitDetailEvent = { type: 'kit.learned' } | { type: 'kit.addLabel' } | { type: 'kit.retry' } | { type: 'kit.dismiss' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface KitAnswered {
  kit: TrainingKitModel | null;
  message: string;
}

/**
 * A kit's page (/trainingkitDetails/{id}): its material and state; marking the material learned
 * sends the time spent since the page opened (LearnSubmit), and a passed kit with a label can add
 * its teachable-course label (AddTutorLabel).
 */
export const kitDetailMachine = setup({
  types: { context: {} as KitDetailContext, events: {} as KitDetailEvent, input: {} as KitDetailInput },
  actors: {
    loadKit: fromPromise<TrainingKitModel, { kitId: number }>(async () => {
      throw new Error('loadKit not provided');
    }),
    submitLearning: fromPromise<KitAnswered, { kitId: number; usedSeconds: number }>(async () => {
      throw new Error('submitLearning not provided');
    }),
    addLabel: fromPromise<KitAnswered, { kitId: number }>(async () => {
      throw new Error('addLabel not provided');
    }),
  },
  guards: {
    canAddLabel: ({ context }) => context.kit !== null && context.kit.IsPass && context.kit.Label !== '' && !context.kit.HasLabel,
  },
}).createMachine({
  id: 'kitDetail',
  context: ({ input }) => ({ kitId: input.kitId, now: input.now, kit: null, learningSince: input.now(), notice: '', failure: '' }),
  initial: 'loading',
  on: { 'kit.dismiss': { actions: assign({ notice: '', failure: '' }) } },
  states: {
    loading: {
      invoke: {
        src: 'loadKit',
        input: ({ context }) => ({ kitId: context.kitId }),
        onDone: { target: 'ready', actions: assign({ kit: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'kit.retry': 'loading' } },
    ready: {
      on: {
        'kit.learned': 'learning',
        'kit.addLabel': { guard: 'canAddLabel', target: 'labelling' },
      },
    },
    learning: {
      tags: ['status:busy'],
      invoke: {
        src: 'submitLearning',
        input: ({ context }) => ({ kitId: context.kitId, usedSeconds: Math.max(0, Math.round((context.now() - context.learningSince) / 1000)) }),
        onDone: {
          target: 'ready',
          actions: assign({
            kit: ({ event, context }) => event.output.kit ?? context.kit,
            notice: ({ event }) => event.output.message,
            learningSince: ({ context }) => context.now(),
          }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    labelling: {
      tags: ['status:busy'],
      invoke: {
        src: 'addLabel',
        input: ({ context }) => ({ kitId: context.kitId }),
        onDone: {
          target: 'ready',
          actions: assign({
            kit: ({ event, context }) => (context.kit ? { ...context.kit, HasLabel: true } : event.output.kit),
            notice: ({ event }) => event.output.message,
          }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
