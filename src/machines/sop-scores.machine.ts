import { assign, fromPromise, setup } from 'xstate';
import type { SopScorePage } from '../domain/sop';

export interface SopScoresQuery {
  pageIndex: number;
  /** Provider month YYYY-MM, or '' for every month. */
  month: string;
}

export interface SopScoresContext extends SopScoresQuery {
  page: SopScorePage | null;
  /** The class whose item scores are open, or null. */
  openClassId: number | null;
  failure: string;
}

export type SopScoresEvent =
  { type: 'sop.page'; pageIndex: number } | { type: 'sop.month'; month: string } | { type: 'sop.toggle'; classId: number } | { type: 'sop.retry' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /SOP/scoreClass: the tutor's SOP-scored classes a page at a time, narrowed to a month or not; a
 * class opens to show its item scores. Changing page or month reads again and closes the open class.
 */
export const sopScoresMachine = setup({
  types: { context: {} as SopScoresContext, events: {} as SopScoresEvent },
  actors: {
    loadScores: fromPromise<SopScorePage, SopScoresQuery>(async () => {
      throw new Error('loadScores not provided');
    }),
  },
  guards: {
    isOtherPage: ({ context, event }) => event.type === 'sop.page' && event.pageIndex !== context.pageIndex && event.pageIndex >= 1,
    isOtherMonth: ({ context, event }) => event.type === 'sop.month' && event.month !== context.month,
    isOpenClass: ({ context, event }) => event.type === 'sop.toggle' && event.classId === context.openClassId,
  },
}).createMachine({
  id: 'sopScores',
  context: { pageIndex: 1, month: '', page: null, openClassId: null, failure: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadScores',
        input: ({ context }) => ({ pageIndex: context.pageIndex, month: context.month }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'sop.retry': 'loading' } },
    ready: {
      on: {
        'sop.page': { guard: 'isOtherPage', target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex, openClassId: null }) },
        'sop.month': { guard: 'isOtherMonth', target: 'loading', actions: assign({ month: ({ event }) => event.month, pageIndex: 1, openClassId: null }) },
        'sop.toggle': [{ guard: 'isOpenClass', actions: assign({ openClassId: null }) }, { actions: assign({ openClassId: ({ event }) => event.classId }) }],
      },
    },
  },
});
