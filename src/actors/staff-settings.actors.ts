import { fromPromise } from 'xstate';
import type { AssistantSettingsPatch, AssistantSettingsView } from '../domain/staff-assistant';
import type { MenuDraft, StaffMenuItem } from '../domain/staff-menu';
import { staffAssistantMachine, type AssistantSaveAnswer } from '../machines/staff-assistant.machine';
import { staffMenuMachine } from '../machines/staff-menu.machine';
import type { PageDeps } from './page-logic';

/** The staff console's menu and assistant settings machines with their real /api/Staff/ calls. */

export function createStaffMenuLogic({ api }: PageDeps) {
  return staffMenuMachine.provide({
    actors: {
      loadMenu: fromPromise<StaffMenuItem[]>(async ({ signal }) => (await api.get<{ Items: StaffMenuItem[] }>('/api/Staff/Menu', undefined, { signal })).Items),
      saveItem: fromPromise<string, MenuDraft>(async ({ input }) => (await api.postWithMessage<unknown>('/api/Staff/SaveMenuItem', { ...input })).message),
    },
  });
}

export function createStaffAssistantLogic({ api }: PageDeps) {
  return staffAssistantMachine.provide({
    actors: {
      loadSettings: fromPromise<AssistantSettingsView>(async ({ signal }) =>
        api.get<AssistantSettingsView>('/api/Staff/AssistantSettings', undefined, { signal }),
      ),
      saveSettings: fromPromise<AssistantSaveAnswer, AssistantSettingsPatch>(async ({ input }) => {
        const answer = await api.postWithMessage<AssistantSettingsView>('/api/Staff/SaveAssistantSettings', { ...input });
        return { view: answer.body, message: answer.message };
      }),
    },
  });
}
