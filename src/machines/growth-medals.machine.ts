import { assign, fromPromise, setup } from 'xstate';
import { MedalNotices, type MedalAction, type MedalsAndRights } from '../domain/growth-medals-view';

type MedalsEvent = { type: 'medals.retry' } | { type: 'medals.reload' } | { type: 'medals.act'; action: MedalAction } | { type: 'medals.dismiss' };

interface MedalsContext {
  data: MedalsAndRights | null;
  /** The action under way (or last taken). */
  pending: MedalAction | null;
  /** The last action's outcome: a notice on success, the server's message on failure. */
  notice: string;
  failure: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The growth centre's medals and rights: the three medal lists, the rights and the rights received
 * load together; receiving or wearing a medal and receiving a right each answer the lists again.
 * One action at a time; its outcome stays until dismissed or the next action.
 */
export const growthMedalsMachine = setup({
  types: { context: {} as MedalsContext, events: {} as MedalsEvent },
  actors: {
    loadMedals: fromPromise<MedalsAndRights>(async () => {
      throw new Error('loadMedals not provided');
    }),
    act: fromPromise<MedalsAndRights, MedalAction>(async () => {
      throw new Error('act not provided');
    }),
  },
}).createMachine({
  id: 'growthMedals',
  context: { data: null, pending: null, notice: '', failure: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: { src: 'loadMedals', onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) }, onError: 'failed' },
    },
    failed: { on: { 'medals.retry': 'loading' } },
    ready: {
      on: {
        'medals.reload': 'loading',
        'medals.dismiss': { actions: assign({ notice: '', failure: '' }) },
        'medals.act': { target: 'acting', actions: assign({ pending: ({ event }) => event.action, notice: '', failure: '' }) },
      },
    },
    acting: {
      tags: ['medals:busy'],
      invoke: {
        src: 'act',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'ready',
          actions: assign({ data: ({ event }) => event.output, notice: ({ context }) => (context.pending ? MedalNotices[context.pending.kind] : '') }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
