import { assign, emit, fromPromise, setup } from 'xstate';
import { NotificationMessages, REMINDER_MINUTES_OPTIONS, type NotificationKind, type NotificationPreferences } from '../domain/notification-preferences';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';

export interface NotificationPreferencesContext {
  saved: NotificationPreferences | null;
  draft: NotificationPreferences;
  error: string;
}

export type NotificationPreferencesEvent =
  | { type: 'prefs.toggle'; kind: NotificationKind; channel: 'byEmail' | 'bySms'; value: boolean }
  | { type: 'prefs.reminder'; minutes: number }
  | { type: 'prefs.save' }
  | { type: 'prefs.reload' };

/**
 * Notification preferences (issue 17, beyond the spec): which messages also arrive by e-mail or
 * SMS, and how long before a class the reminder comes; saved together.
 */
export const notificationPreferencesMachine = setup({
  types: { context: {} as NotificationPreferencesContext, events: {} as NotificationPreferencesEvent, emitted: {} as RecordsNotice },
  actors: {
    'load preferences': fromPromise<NotificationPreferences>(async () => {
      throw new Error("'load preferences' is not provided");
    }),
    'save preferences': fromPromise<MessageResult<NotificationPreferences>, NotificationPreferences>(async () => {
      throw new Error("'save preferences' is not provided");
    }),
  },
  guards: {
    reminderOffered: ({ context }) => (REMINDER_MINUTES_OPTIONS as readonly number[]).includes(context.draft.reminderMinutes),
  },
  actions: {
    keep: assign((_, preferences: NotificationPreferences) => ({ saved: preferences, draft: structuredClone(preferences), error: '' })),
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'notificationPreferences',
  context: { saved: null, draft: { reminderMinutes: 60, items: [] }, error: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load preferences',
        onDone: { target: 'ready', actions: { type: 'keep', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    failed: { on: { 'prefs.reload': 'loading' } },
    ready: {
      on: {
        'prefs.toggle': {
          actions: assign(({ context, event }) => ({
            draft: {
              ...context.draft,
              items: context.draft.items.map((item) => (item.kind === event.kind ? { ...item, [event.channel]: event.value } : item)),
            },
          })),
        },
        'prefs.reminder': { actions: assign(({ context, event }) => ({ draft: { ...context.draft, reminderMinutes: event.minutes }, error: '' })) },
        'prefs.save': [{ guard: 'reminderOffered', target: 'saving' }, { actions: assign({ error: NotificationMessages.reminderInvalid }) }],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save preferences',
        input: ({ context }) => context.draft,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keep', params: ({ event }) => event.output.body },
            { type: 'toldSuccess', params: ({ event }) => event.output.message },
          ],
        },
        onError: { target: 'ready', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
  },
});
