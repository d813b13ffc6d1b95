import { assign, fromPromise, setup } from 'xstate';
import { GROWTH_ENTRY_SHAKE_CYCLE_MS, GROWTH_ENTRY_SHAKE_MS } from '../domain/growth';

export interface GrowthEntryInput {
  /** Whether the current path may show the entry (not growth centre, not home). */
  allowed: boolean;
}

interface GrowthEntryContext {
  allowed: boolean;
  unclaimedPoints: number;
  /** The first close dismisses the red packet (Receive); the next hides the entry. */
  packetDismissed: boolean;
}

export type GrowthEntryEvent = { type: 'entry.close' } | { type: 'entry.path'; allowed: boolean };

/**
 * The growth-centre floating entry (growth-account.md §2, §4) for the test group: Receive while
 * points wait to be claimed and the red packet is not dismissed, shaking for 2 s every 12 s;
 * otherwise Enter. The first close dismisses the red packet, the next hides the entry for the
 * session. Coming back from a page where it is not shown (the growth centre, home) loads the
 * unclaimed points again, since the tutor may have claimed them there; for the same reason a
 * session that starts on such a page loads them only when the tutor first leaves it (on /home the
 * follow-up loads ask GetTutorHomeTask already, and this load was a second, unseen one).
 */
export const growthEntryMachine = setup({
  types: { context: {} as GrowthEntryContext, events: {} as GrowthEntryEvent, input: {} as GrowthEntryInput, tags: {} as 'entry:shaking' },
  actors: {
    loadUnclaimed: fromPromise<number>(async () => {
      throw new Error('loadUnclaimed not provided');
    }),
  },
  delays: {
    stillFor: GROWTH_ENTRY_SHAKE_CYCLE_MS - GROWTH_ENTRY_SHAKE_MS,
    shakeFor: GROWTH_ENTRY_SHAKE_MS,
  },
  guards: {
    showsReceive: ({ context }) => context.unclaimedPoints > 0 && !context.packetDismissed,
    returnsToAllowed: ({ context, event }) => event.type === 'entry.path' && event.allowed && !context.allowed,
    isAllowed: ({ context }) => context.allowed,
  },
  actions: {
    setAllowed: assign({ allowed: ({ event, context }) => (event.type === 'entry.path' ? event.allowed : context.allowed) }),
  },
}).createMachine({
  id: 'growthEntry',
  context: ({ input }) => ({ allowed: input.allowed, unclaimedPoints: 0, packetDismissed: false }),
  initial: 'waiting',
  states: {
    waiting: {
      description: 'Not shown on this path: nothing to load until a path shows it.',
      always: { guard: 'isAllowed', target: 'loading' },
      on: { 'entry.path': { actions: 'setAllowed' } },
    },
    loading: {
      on: { 'entry.path': { actions: 'setAllowed' } },
      invoke: {
        src: 'loadUnclaimed',
        onDone: { target: 'shown', actions: assign({ unclaimedPoints: ({ event }) => event.output }) },
        // Without the figure the entry still leads to the growth centre.
        onError: { target: 'shown', actions: assign({ unclaimedPoints: 0 }) },
      },
    },
    shown: {
      initial: 'deciding',
      on: {
        'entry.path': [{ guard: 'returnsToAllowed', target: 'loading', actions: 'setAllowed' }, { actions: 'setAllowed' }],
      },
      states: {
        deciding: { always: [{ guard: 'showsReceive', target: 'receive' }, { target: 'enter' }] },
        receive: {
          description: 'Receive, with the red packet; shakes 2 s of every 12 s.',
          initial: 'still',
          on: { 'entry.close': { target: 'enter', actions: assign({ packetDismissed: true }) } },
          states: {
            still: { after: { stillFor: 'shaking' } },
            shaking: { tags: ['entry:shaking'], after: { shakeFor: 'still' } },
          },
        },
        enter: { on: { 'entry.close': '#growthEntry.hidden' } },
      },
    },
    hidden: {
      description: 'Closed twice: gone for the session.',
      on: { 'entry.path': { actions: 'setAllowed' } },
    },
  },
});
