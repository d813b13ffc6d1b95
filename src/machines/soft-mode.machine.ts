import { and, assign, emit, fromPromise, setup } from 'xstate';
import { EyeProtectionMode, showsHolidayDialog } from '../domain/soft-mode';

export interface SoftModeInput {
  /** isTuEyeProtectionMode of the user state: shown at once, before the server confirms it. */
  mode: EyeProtectionMode;
}

export interface SoftModeContext {
  /** The mode shown (and the theme applied from it). */
  mode: EyeProtectionMode;
  /** The mode the server last saved: what a failed save falls back to. */
  savedMode: EyeProtectionMode;
}

export type SoftModeEvent = { type: 'softMode.set'; mode: EyeProtectionMode };

export type SoftModeEmitted = { type: 'holiday.show' };

/** A new mode: shown at once, saved, and turning Soft Mode on shows the holiday dialog. */
const choice = [
  { guard: and(['isChange', 'turnsOn']), target: '#softMode.saving', actions: ['choose', 'showHoliday'] },
  { guard: 'isChange', target: '#softMode.saving', actions: 'choose' },
] as const;

/**
 * The Soft Mode switch (shell.md §2, §4): 0 the normal theme, 1 the dark theme and the holiday
 * dialog. The choice shows at once and is saved through SelectEyeProtectionMode; the saved mode is
 * read again (TuEyeProtectionMode) when the panel starts, so it survives a reload.
 */
export const softModeMachine = setup({
  types: {
    context: {} as SoftModeContext,
    events: {} as SoftModeEvent,
    input: {} as SoftModeInput,
    emitted: {} as SoftModeEmitted,
  },
  actors: {
    'load eye protection mode': fromPromise<EyeProtectionMode>(async () => {
      throw new Error("'load eye protection mode' is not provided");
    }),
    'save eye protection mode': fromPromise<EyeProtectionMode, { mode: EyeProtectionMode }>(async () => {
      throw new Error("'save eye protection mode' is not provided");
    }),
  },
  guards: {
    isChange: ({ context, event }) => event.mode !== context.mode,
    turnsOn: ({ event }) => showsHolidayDialog(event.mode),
  },
  actions: {
    reportError: (_, _error: unknown) => {},
    choose: assign({ mode: ({ event }) => event.mode }),
    keepSaved: assign((_, mode: EyeProtectionMode) => ({ mode, savedMode: mode })),
    restoreSaved: assign({ mode: ({ context }) => context.savedMode }),
    showHoliday: emit({ type: 'holiday.show' as const }),
  },
}).createMachine({
  id: 'softMode',
  context: ({ input }) => ({ mode: input.mode, savedMode: input.mode }),
  initial: 'loading',
  states: {
    loading: {
      // A choice made while loading wins over the answer still on its way.
      on: { 'softMode.set': choice },
      invoke: {
        id: 'loadMode',
        src: 'load eye protection mode',
        onDone: { target: 'ready', actions: { type: 'keepSaved', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    ready: {
      on: { 'softMode.set': choice },
    },
    saving: {
      invoke: {
        id: 'saveMode',
        src: 'save eye protection mode',
        input: ({ context }) => ({ mode: context.mode }),
        onDone: { target: 'ready', actions: { type: 'keepSaved', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: ['restoreSaved', { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error }] },
      },
      on: {
        // Restarting the save sends the latest choice; the earlier call's answer no longer matters.
        'softMode.set': [
          { guard: and(['isChange', 'turnsOn']), target: 'saving', reenter: true, actions: ['choose', 'showHoliday'] },
          { guard: 'isChange', target: 'saving', reenter: true, actions: 'choose' },
        ],
      },
    },
  },
});

export type SoftModeMachine = typeof softModeMachine;
