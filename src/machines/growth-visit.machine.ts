import { assign, fromPromise, setup } from 'xstate';

type GrowthVisitEvent = { type: 'visit.page'; page: string } | { type: 'visit.leave' };

interface GrowthVisitContext {
  page: string;
  /** The open visit's id, once RequestLog answered. */
  id: number | null;
}

/**
 * The growth centre's visit log: opening a page opens a visit (RequestLog); changing tab or leaving
 * closes it (UpdateLogTime, timed by the server). A failed log is dropped: it never bothers the tutor.
 */
export const growthVisitMachine = setup({
  types: { context: {} as GrowthVisitContext, events: {} as GrowthVisitEvent, input: {} as { page: string } },
  guards: {
    otherPage: ({ context, event }) => event.type === 'visit.page' && event.page !== context.page,
  },
  actors: {
    openVisit: fromPromise<number, { page: string }>(async () => {
      throw new Error('openVisit not provided');
    }),
    closeVisit: fromPromise<void, { id: number }>(async () => {
      throw new Error('closeVisit not provided');
    }),
  },
}).createMachine({
  id: 'growthVisit',
  context: ({ input }) => ({ page: input.page, id: null }),
  initial: 'opening',
  states: {
    opening: {
      invoke: {
        src: 'openVisit',
        input: ({ context }) => ({ page: context.page }),
        onDone: { target: 'open', actions: assign({ id: ({ event }) => event.output }) },
        onError: 'idle',
      },
      on: {
        // The page changed before the visit opened: open the new one instead.
        'visit.page': { guard: 'otherPage', target: 'opening', reenter: true, actions: assign({ page: ({ event }) => event.page }) },
        'visit.leave': 'left',
      },
    },
    open: {
      on: {
        'visit.page': { guard: 'otherPage', target: 'switching', actions: assign({ page: ({ event }) => event.page }) },
        'visit.leave': 'leaving',
      },
    },
    switching: {
      invoke: { src: 'closeVisit', input: ({ context }) => ({ id: context.id ?? 0 }), onDone: 'opening', onError: 'opening' },
    },
    leaving: {
      invoke: { src: 'closeVisit', input: ({ context }) => ({ id: context.id ?? 0 }), onDone: 'left', onError: 'left' },
    },
    // RequestLog failed: nothing to close; a new page tries again.
    idle: {
      on: { 'visit.page': { guard: 'otherPage', target: 'opening', actions: assign({ page: ({ event }) => event.page }) }, 'visit.leave': 'left' },
    },
    left: { type: 'final' },
  },
});
