import { fromPromise } from 'xstate';
import { STAFF_PAGE_SIZE } from '../domain/staff-console';
import type { StaffSettingKey, StaffSettings } from '../domain/staff-admin';
import { staffAccountsMachine, type StaffAccountCommand, type StaffAccountsPage } from '../machines/staff-accounts.machine';
import { staffSettingsMachine } from '../machines/staff-settings.machine';
import type { PageDeps } from './page-logic';

/** The admin's machines (issue 21) with their real /api/Staff/ calls. */

export function createStaffAccountsLogic({ api }: PageDeps) {
  return staffAccountsMachine.provide({
    actors: {
      loadPage: fromPromise<StaffAccountsPage, { pageIndex: number }>(async ({ input, signal }) =>
        api.get<StaffAccountsPage>('/api/Staff/StaffAccounts', { pageIndex: input.pageIndex, pageSize: STAFF_PAGE_SIZE }, { signal }),
      ),
      runCommand: fromPromise<string, StaffAccountCommand>(async ({ input }) => {
        if (input.kind === 'create') return (await api.postWithMessage<unknown>('/api/Staff/CreateStaffAccount', { ...input.draft })).message;
        if (input.kind === 'role') return (await api.postWithMessage<unknown>('/api/Staff/SetStaffRole', { Id: input.id, Role: input.role })).message;
        if (input.kind === 'disable')
          return (await api.postWithMessage<unknown>('/api/Staff/SetStaffDisabled', { Id: input.id, Disabled: input.disabled })).message;
        return (await api.postWithMessage<unknown>('/api/Staff/ResetStaffPassword', { Id: input.id, Password: input.password })).message;
      }),
    },
  });
}

export function createStaffSettingsLogic({ api }: PageDeps) {
  return staffSettingsMachine.provide({
    actors: {
      loadSettings: fromPromise<StaffSettings>(async ({ signal }) => api.get<StaffSettings>('/api/Staff/Settings', {}, { signal })),
      saveSetting: fromPromise<{ settings: StaffSettings; message: string }, { key: StaffSettingKey; value: unknown }>(async ({ input }) => {
        const answer = await api.postWithMessage<StaffSettings>('/api/Staff/SaveSetting', { Key: input.key, Value: input.value });
        return { settings: answer.body, message: answer.message };
      }),
    },
  });
}
