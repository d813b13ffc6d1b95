import { assign, fromPromise, setup } from 'xstate';
import type { GradeHonour, MilestoneDetail, MilestoneSummary } from '../domain/honours';

export interface HonoursData {
  honour: GradeHonour;
  milestones: MilestoneSummary[];
}

type HonoursEvent = { type: 'honours.retry' } | { type: 'honours.reload' } | { type: 'milestone.open'; milestoneType: number } | { type: 'milestone.close' };

interface HonoursContext {
  data: HonoursData | null;
  openType: number | null;
  detail: MilestoneDetail | null;
  detailFailed: boolean;
}

/** Grade honour and milestones in the growth centre: both load together; one milestone's steps open at a time. */
export const growthHonoursMachine = setup({
  types: { context: {} as HonoursContext, events: {} as HonoursEvent },
  actors: {
    loadHonours: fromPromise<HonoursData>(async () => {
      throw new Error('loadHonours not provided');
    }),
    loadMilestone: fromPromise<MilestoneDetail, { milestoneType: number }>(async () => {
      throw new Error('loadMilestone not provided');
    }),
  },
  actions: {
    open: assign({ openType: (_, params: { milestoneType: number }) => params.milestoneType, detail: null, detailFailed: false }),
  },
}).createMachine({
  id: 'growthHonours',
  context: { data: null, openType: null, detail: null, detailFailed: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: { src: 'loadHonours', onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) }, onError: 'failed' },
    },
    failed: { on: { 'honours.retry': 'loading' } },
    ready: {
      initial: 'list',
      on: {
        // Points claimed elsewhere on the page may have moved the honour or a milestone.
        'honours.reload': 'loading',
        'milestone.open': { target: '.detailLoading', actions: { type: 'open', params: ({ event }) => ({ milestoneType: event.milestoneType }) } },
      },
      states: {
        list: {},
        detailLoading: {
          invoke: {
            src: 'loadMilestone',
            input: ({ context }) => ({ milestoneType: context.openType ?? 0 }),
            onDone: { target: 'detail', actions: assign({ detail: ({ event }) => event.output }) },
            onError: { target: 'list', actions: assign({ detailFailed: true }) },
          },
        },
        detail: {
          on: { 'milestone.close': { target: 'list', actions: assign({ openType: null, detail: null }) } },
        },
      },
    },
  },
});
