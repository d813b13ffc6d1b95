import { assign, fromPromise, setup } from 'xstate';
import { petNameError } from '../domain/growth';
import type { GrowthAction, GrowthActionResult, GrowthCenterContext, GrowthCenterEvent, GrowthCentreData } from './growth-center.types';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The action an event asks for (the machine names it; the actor calls it). */
function actionOf(event: GrowthCenterEvent): GrowthAction {
  switch (event.type) {
    case 'growth.do':
      return { kind: 'do', code: event.code };
    case 'growth.start':
      return { kind: 'start', code: event.code };
    case 'growth.claim':
      return { kind: 'claim', code: event.code };
    case 'pet.rename':
      return { kind: 'rename', petName: event.petName.trim() };
    case 'pet.receiveSkin':
      return { kind: 'receiveSkin', level: event.level };
    case 'pet.wear':
      return { kind: 'wear', id: event.id, isDefault: event.isDefault };
    default:
      return { kind: 'adopt' };
  }
}

/**
 * /growthCenter/achievementRewards (growth-account.md §4, §7): the level, tasks and pet with its outfits. Doing,
 * starting or claiming a task, adopting or renaming the pet is one call at a time; each answers
 * with the page's data again, so the level moves as soon as points are claimed. A refusal shows
 * the server's message; a pet name is checked before it is sent.
 */
export const growthCenterMachine = setup({
  types: { context: {} as GrowthCenterContext, events: {} as GrowthCenterEvent },
  actors: {
    loadCentre: fromPromise<GrowthCentreData>(async () => {
      throw new Error('loadCentre not provided');
    }),
    act: fromPromise<GrowthActionResult, GrowthAction>(async () => {
      throw new Error('act not provided');
    }),
  },
  guards: {
    nameInvalid: ({ event }) => event.type === 'pet.rename' && petNameError(event.petName) !== null,
    canAdopt: ({ context }) => context.data?.pet.IsAdopt === false,
    hasPet: ({ context }) => context.data?.pet.IsAdopt === true,
    canRename: ({ context }) => context.data?.pet.IsCanModified === true,
  },
}).createMachine({
  id: 'growthCenter',
  context: { data: null, busy: null, notice: '', failure: '' },
  initial: 'loading',
  on: { 'growth.dismiss': { actions: assign({ notice: '', failure: '' }) } },
  states: {
    loading: {
      invoke: {
        src: 'loadCentre',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'growth.reload': { target: 'loading', actions: assign({ failure: '' }) } } },
    ready: {
      initial: 'idle',
      on: { 'growth.reload': 'loading' },
      states: {
        idle: {
          on: {
            'growth.do': { target: 'acting', actions: assign({ busy: ({ event }) => event.code, notice: '', failure: '' }) },
            'growth.start': { target: 'acting', actions: assign({ busy: ({ event }) => event.code, notice: '', failure: '' }) },
            'growth.claim': { target: 'acting', actions: assign({ busy: ({ event }) => event.code, notice: '', failure: '' }) },
            'pet.adopt': { guard: 'canAdopt', target: 'acting', actions: assign({ busy: 'pet', notice: '', failure: '' }) },
            'pet.receiveSkin': { guard: 'hasPet', target: 'acting', actions: assign({ busy: 'pet', notice: '', failure: '' }) },
            'pet.wear': { guard: 'hasPet', target: 'acting', actions: assign({ busy: 'pet', notice: '', failure: '' }) },
            'pet.rename': [
              { guard: 'nameInvalid', actions: assign({ failure: ({ event }) => petNameError(event.petName) ?? '', notice: '' }) },
              { guard: 'canRename', target: 'acting', actions: assign({ busy: 'pet', notice: '', failure: '' }) },
            ],
          },
        },
        acting: {
          invoke: {
            src: 'act',
            input: ({ event }) => actionOf(event),
            onDone: { target: 'idle', actions: assign({ data: ({ event }) => event.output.data, notice: ({ event }) => event.output.message, busy: null }) },
            onError: { target: 'idle', actions: assign({ failure: ({ event }) => messageOf(event.error), busy: null }) },
          },
        },
      },
    },
  },
});
