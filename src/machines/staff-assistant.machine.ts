import { assign, fromPromise, setup } from 'xstate';
import { assistantPatchError, type AssistantSettingsPatch, type AssistantSettingsView } from '../domain/staff-assistant';

export interface StaffAssistantContext {
  view: AssistantSettingsView | null;
  /** The patch being saved. */
  patch: AssistantSettingsPatch | null;
  notice: string;
  failure: string;
}

export type StaffAssistantEvent = { type: 'assistant.retry' } | { type: 'assistant.save'; patch: AssistantSettingsPatch };

/** What a save answers: the settings as now in force and the server's word. */
export interface AssistantSaveAnswer {
  view: AssistantSettingsView;
  message: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The staff console's assistant settings (issue 21): loads what is in force with its defaults; a
 * change is checked by the rule the server uses before it is sent; the answer replaces the view.
 */
export const staffAssistantMachine = setup({
  types: { context: {} as StaffAssistantContext, events: {} as StaffAssistantEvent },
  actors: {
    loadSettings: fromPromise<AssistantSettingsView>(async () => {
      throw new Error('loadSettings not provided');
    }),
    saveSettings: fromPromise<AssistantSaveAnswer, AssistantSettingsPatch>(async () => {
      throw new Error('saveSettings not provided');
    }),
  },
  guards: {
    patchIsValid: ({ event }) => event.type === 'assistant.save' && assistantPatchError(event.patch) === null,
  },
}).createMachine({
  id: 'staffAssistant',
  context: { view: null, patch: null, notice: '', failure: '' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['status:busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'ready', actions: assign({ view: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'assistant.retry': { target: 'loading', actions: assign({ failure: '' }) } } },
    ready: {
      on: {
        'assistant.save': [
          { guard: 'patchIsValid', target: 'saving', actions: assign({ patch: ({ event }) => event.patch, notice: '', failure: '' }) },
          { actions: assign({ notice: '', failure: ({ event }) => assistantPatchError(event.patch) ?? '' }) },
        ],
      },
    },
    saving: {
      tags: ['status:busy'],
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => context.patch ?? {},
        onDone: { target: 'ready', actions: assign({ view: ({ event }) => event.output.view, notice: ({ event }) => event.output.message, patch: null }) },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error), patch: null }) },
      },
    },
  },
});
