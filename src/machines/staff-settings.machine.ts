import { assign, emit, fromPromise, setup } from 'xstate';
import { staffSettingError, type StaffSettingKey, type StaffSettings } from '../domain/staff-admin';

export interface StaffSettingsContext {
  settings: StaffSettings | null;
  saving: { key: StaffSettingKey; value: unknown } | null;
  notice: string;
  failure: string;
}

/** Told when a setting was saved, so its field shows the stored value. */
export type StaffSettingsEmitted = { type: 'settings.saved'; key: StaffSettingKey };

export type StaffSettingsEvent = { type: 'settings.retry' } | { type: 'settings.save'; key: StaffSettingKey; value: unknown };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The admin's system settings (issue 21): the stored settings, each saved on its own after the
 * shared rule passes; the answer is the settings as stored.
 */
export const staffSettingsMachine = setup({
  types: { context: {} as StaffSettingsContext, events: {} as StaffSettingsEvent, emitted: {} as StaffSettingsEmitted },
  actors: {
    loadSettings: fromPromise<StaffSettings>(async () => {
      throw new Error('loadSettings not provided');
    }),
    saveSetting: fromPromise<{ settings: StaffSettings; message: string }, { key: StaffSettingKey; value: unknown }>(async () => {
      throw new Error('saveSetting not provided');
    }),
  },
  guards: {
    valueIsValid: ({ event }) => event.type === 'settings.save' && staffSettingError(event.key, event.value) === null,
  },
}).createMachine({
  id: 'staffSettings',
  context: { settings: null, saving: null, notice: '', failure: '' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['status:busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'settings.retry': { target: 'loading', actions: assign({ failure: '' }) } } },
    ready: {
      on: {
        'settings.save': [
          {
            guard: 'valueIsValid',
            target: 'saving',
            actions: assign({ saving: ({ event }) => ({ key: event.key, value: event.value }), notice: '', failure: '' }),
          },
          { actions: assign({ notice: '', failure: ({ event }) => staffSettingError(event.key, event.value) ?? '' }) },
        ],
      },
    },
    saving: {
      tags: ['status:busy'],
      invoke: {
        id: 'saveSetting',
        src: 'saveSetting',
        input: ({ context }) => context.saving ?? { key: 'FileDomain', value: '' },
        onDone: {
          target: 'ready',
          actions: [
            emit(({ context }) => ({ type: 'settings.saved' as const, key: context.saving?.key ?? 'FileDomain' })),
            assign({ settings: ({ event }) => event.output.settings, notice: ({ event }) => event.output.message, saving: null }),
          ],
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error), saving: null }) },
      },
    },
  },
});
