import { assign, emit, setup, stateIn } from 'xstate';
import { THEME_TOGGLE_TAP_GAP_MS, THEME_TOGGLE_TAPS, THEME_TOGGLE_WINDOW_MS } from '../domain/theme-toggle';

export type ThemeToggleEvent = { type: 'header.tap' };
export type ThemeToggleEmitted = { type: 'theme.toggle' };

/**
 * Ten quick touches on the header toggle the theme (shell.md §2): each tap within 3 s of the
 * previous one, all ten within 5 s of the first.
 *
 * Why delays and not timestamps: the machine stays pure (no clock read, taps carry nothing), and a
 * simulated clock drives it in tests. A run ends at the earlier of two deadlines, the last tap + 3 s
 * and the first tap + 5 s. Which one binds is decided by when the last tap came: before 2 s into the
 * run (5 s - 3 s) the gap always ends first, from 2 s on the window always does. So the window is
 * split at that point (`early`, then `late`), and a tap in `late` needs no gap timer at all. That
 * keeps one deadline running at a time and makes the passing of time visible in the state, so every
 * way a run can end is a transition a path test can reach.
 */
const tenthTap = { guard: 'isTenthTap', target: '#themeToggle.idle', actions: ['endRun', 'toggleTheme'] } as const;

export const themeToggleMachine = setup({
  types: {
    context: {} as { taps: number },
    events: {} as ThemeToggleEvent,
    emitted: {} as ThemeToggleEmitted,
  },
  guards: {
    isTenthTap: ({ context }) => context.taps + 1 >= THEME_TOGGLE_TAPS,
    isWindowLate: stateIn('#themeToggle.counting.window.late'),
  },
  actions: {
    countTap: assign({ taps: ({ context }) => context.taps + 1 }),
    endRun: assign({ taps: 0 }),
    toggleTheme: emit({ type: 'theme.toggle' as const }),
  },
  delays: {
    tapGap: THEME_TOGGLE_TAP_GAP_MS,
    windowEarly: THEME_TOGGLE_WINDOW_MS - THEME_TOGGLE_TAP_GAP_MS,
    windowLate: THEME_TOGGLE_TAP_GAP_MS,
  },
}).createMachine({
  id: 'themeToggle',
  context: { taps: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'header.tap': { target: 'counting', actions: 'countTap' } },
    },
    counting: {
      type: 'parallel',
      states: {
        window: {
          initial: 'early',
          states: {
            early: {
              description: 'Less than 2 s into the run: a 3 s gap would end before the 5 s window.',
              after: { windowEarly: 'late' },
            },
            late: {
              description: 'From 2 s on: the 5 s window ends the run, whatever the gap.',
              after: { windowLate: { target: '#themeToggle.idle', actions: 'endRun' } },
            },
          },
        },
        gap: {
          initial: 'timed',
          states: {
            timed: {
              description: 'The last tap came early in the run: the next must follow within 3 s.',
              after: { tapGap: { target: '#themeToggle.idle', actions: 'endRun' } },
              on: {
                'header.tap': [
                  tenthTap,
                  { guard: 'isWindowLate', target: 'coveredByWindow', actions: 'countTap' },
                  // Re-entering restarts the 3 s; the handler sits on this state so the window's timer is left alone.
                  { target: 'timed', reenter: true, actions: 'countTap' },
                ],
              },
            },
            coveredByWindow: {
              description: 'The last tap came late in the run: the window ends it before any gap could.',
              on: { 'header.tap': [tenthTap, { actions: 'countTap' }] },
            },
          },
        },
      },
    },
  },
});

export type ThemeToggleMachine = typeof themeToggleMachine;
