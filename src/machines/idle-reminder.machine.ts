import { fromCallback, setup } from 'xstate';
import { IDLE_CHECK_THROTTLE_MS } from '../domain/layout-widgets';

export interface IdleReminderContext {
  idleMs: number;
  throttleMs: number;
}
export type IdleReminderEvent = { type: 'idle.activity' } | { type: 'idle.refresh' } | { type: 'idle.stay' };

/**
 * The idle reminder (growth-account.md §4, §9), run by the layout: after `idleMs` (600000 ms)
 * without mouse, key, scroll or resize a dialog offers refresh. Activity is counted at most once a
 * `throttleMs` (1000 ms): after counted activity the machine settles, ignoring activity, and then
 * watches for the rest of the idle time, so the dialog opens exactly `idleMs` after the activity
 * that was counted. `watchActivity` (placeholder) reports the DOM's activity events.
 */
export const idleReminderMachine = setup({
  types: { context: {} as IdleReminderContext, events: {} as IdleReminderEvent, input: {} as { idleMs: number } },
  actors: {
    watchActivity: fromCallback<IdleReminderEvent>(() => undefined),
  },
  actions: {
    reloadPage: () => {},
  },
  delays: {
    throttle: ({ context }) => context.throttleMs,
    restOfIdleTime: ({ context }) => Math.max(0, context.idleMs - context.throttleMs),
  },
}).createMachine({
  id: 'idleReminder',
  context: ({ input }) => ({ idleMs: input.idleMs, throttleMs: IDLE_CHECK_THROTTLE_MS }),
  invoke: { src: 'watchActivity' },
  initial: 'settling',
  states: {
    settling: {
      description: 'Activity was just counted (or the layout just opened): further activity is not checked for 1000 ms.',
      after: { throttle: 'watching' },
    },
    watching: {
      description: 'Any activity is counted and restarts the idle time; none for the rest of it opens the dialog.',
      after: { restOfIdleTime: 'idle' },
      on: { 'idle.activity': 'settling' },
    },
    idle: {
      description: 'The dialog offers refresh; staying closes it and the watch starts again.',
      on: {
        'idle.refresh': { actions: 'reloadPage' },
        'idle.stay': 'settling',
      },
    },
  },
});
