import { assertEvent, emit, fromPromise, setup, spawnChild } from 'xstate';
import type { ModelClickType } from '../domain/client-logs';
import { Messages } from '../domain/messages';

export interface TemporaryClassroom {
  success: boolean;
  webLink: string;
}

export type HeaderShortcutsEvent =
  /** A shortcut was clicked: the click is logged (AddTuModelClickLog) on its own. */
  | { type: 'shortcut.clicked'; shortcut: ModelClickType }
  /** The Temporary Classroom shortcut (desktop client only): ask for the backup room's link. */
  | { type: 'classroom.open' };

export type HeaderShortcutsEmitted = { type: 'classroom.ready'; url: string } | { type: 'notify'; severity: 'info'; message: string; presentation: 'alert' };

export const HeaderShortcutsTag = { busy: 'status:busy' } as const;

/** No class to open a temporary classroom for: an alert, in the session's `notify` shape. */
export const noRoomNotice = {
  type: 'notify',
  severity: 'info',
  message: Messages.temporaryClassroomNoClass,
  presentation: 'alert',
} as const satisfies HeaderShortcutsEmitted;

/**
 * The header's shortcuts (shell.md §2): every click is logged, and the Temporary Classroom asks the
 * server for a backup room of the class in progress or about to start. When there is one its link
 * is handed to the view to open; otherwise the tutor is told why.
 */
export const headerShortcutsMachine = setup({
  types: {
    events: {} as HeaderShortcutsEvent,
    emitted: {} as HeaderShortcutsEmitted,
    tags: {} as (typeof HeaderShortcutsTag)[keyof typeof HeaderShortcutsTag],
  },
  actors: {
    'log shortcut click': fromPromise<unknown, { shortcut: ModelClickType }>(async () => {
      throw new Error("'log shortcut click' is not provided");
    }),
    'load temporary classroom': fromPromise<TemporaryClassroom>(async () => {
      throw new Error("'load temporary classroom' is not provided");
    }),
  },
  guards: {
    hasRoom: (_, room: TemporaryClassroom) => room.success && room.webLink !== '',
  },
  actions: {
    reportError: (_, _error: unknown) => {},
    openRoom: emit((_, url: string) => ({ type: 'classroom.ready' as const, url })),
    tellNoRoom: emit(noRoomNotice),
  },
}).createMachine({
  id: 'headerShortcuts',
  initial: 'idle',
  on: {
    'shortcut.clicked': {
      actions: spawnChild('log shortcut click', {
        input: ({ event }) => {
          assertEvent(event, 'shortcut.clicked');
          return { shortcut: event.shortcut };
        },
      }),
    },
  },
  states: {
    idle: {
      on: { 'classroom.open': 'openingClassroom' },
    },
    openingClassroom: {
      tags: [HeaderShortcutsTag.busy],
      invoke: {
        id: 'loadClassroom',
        src: 'load temporary classroom',
        onDone: [
          {
            guard: { type: 'hasRoom', params: ({ event }) => event.output },
            target: 'idle',
            actions: { type: 'openRoom', params: ({ event }) => event.output.webLink },
          },
          { target: 'idle', actions: 'tellNoRoom' },
        ],
        onError: { target: 'idle', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
  },
});

export type HeaderShortcutsMachine = typeof headerShortcutsMachine;
