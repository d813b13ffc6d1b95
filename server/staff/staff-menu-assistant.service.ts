import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { menuItemUrl } from '../../src/domain/menu';
import {
  ASSISTANT_SETTING_KEYS,
  assistantPatchError,
  normalizedAssistantPatch,
  type AssistantSettingsPatch,
  type AssistantSettingsView,
} from '../../src/domain/staff-assistant';
import { StaffMenuMessages, menuDraftError, normalizedMenuDraft, type MenuDraft, type StaffMenuItem } from '../../src/domain/staff-menu';
import { assistantDefaults, loadAssistantSettings } from '../ai/assistant-settings';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { findStoredAssistantSettings, removeAssistantSetting, storeAssistantSetting } from '../repositories/assistant-settings.repository';
import { appendAudit } from '../repositories/audit-log.repository';
import { findMenuItem, findMenuItems, insertMenuItem, updateMenuItem } from '../repositories/menu.repository';
import type { Clock } from '../services/clock';
import { loadSystemSetting } from '../services/system-settings';
import type { StaffMenuSchema } from '../../src/domain/api/staff-menu-assistant.schemas';

/**
 * Staff edit the sidebar menu and the assistant's settings (issue 21, Content). Drafts are checked
 * by the rules the console checks with; each change is audited in its transaction with before and
 * after. Tutors read both on every call (GetMenuList, the assistant's calls): nothing is cached.
 */

export interface StaffSettingsDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
}

type MenuRow = NonNullable<Awaited<ReturnType<typeof findMenuItem>>>;

function toStaffItem(row: MenuRow, hosts: Record<string, string>): StaffMenuItem {
  return {
    Id: Number(row.id),
    Name: row.name,
    RouteName: row.route_name,
    Icon: row.icon,
    SortOrder: row.sort_order,
    IsShow: row.is_show === 1,
    TutorGroup: row.tutor_group,
    Type: row.type,
    FilterName: row.filter_name,
    Url: menuItemUrl(hosts, row.host_key, row.route_name),
  };
}

/** Every entry, sidebar and not, in order. */
export async function staffMenu(deps: StaffSettingsDeps): Promise<Static<typeof StaffMenuSchema>> {
  const [rows, setting] = await Promise.all([findMenuItems(deps.db), loadSystemSetting(deps.db, deps.config)]);
  return { Items: rows.map((row) => toStaffItem(row, setting.Hosts)) };
}

/** Adds a sidebar entry (no Id) or changes one; answers it as saved and whether it was new. */
export async function saveMenuItem(deps: StaffSettingsDeps, staffId: number, draft: MenuDraft): Promise<{ item: StaffMenuItem; created: boolean }> {
  const problem = menuDraftError(draft);
  if (problem) throw new ApiFailure(ErrorCode.Failed, problem);
  const values = normalizedMenuDraft(draft);
  const at = deps.clock.now().toISOString();
  const { Hosts } = await loadSystemSetting(deps.db, deps.config);
  return deps.db.transaction().execute(async (trx) => {
    if (values.Id === undefined) {
      const id = await insertMenuItem(trx, values);
      const item = toStaffItem((await findMenuItem(trx, id))!, Hosts);
      await appendAudit(trx, { actorId: staffId, action: 'menu.create', subjectType: 'menu_item', subjectId: id, before: null, after: item, at });
      return { item, created: true };
    }
    const row = await findMenuItem(trx, values.Id);
    if (!row || !(await updateMenuItem(trx, values.Id, values))) throw new ApiFailure(ErrorCode.NotFound, StaffMenuMessages.notFound, 404);
    const before = toStaffItem(row, Hosts);
    const item = toStaffItem((await findMenuItem(trx, values.Id))!, Hosts);
    await appendAudit(trx, { actorId: staffId, action: 'menu.update', subjectType: 'menu_item', subjectId: values.Id, before, after: item, at });
    return { item, created: false };
  });
}

async function settingsView(db: Kysely<Database>, config: Config): Promise<AssistantSettingsView> {
  const [settings, stored] = await Promise.all([loadAssistantSettings(db, config), findStoredAssistantSettings(db)]);
  return {
    Settings: settings,
    Defaults: assistantDefaults(config),
    Stored: ASSISTANT_SETTING_KEYS.filter((key) => key in stored),
    EndpointConfigured: config.ai.baseUrl !== '',
    ApiKeySet: config.ai.apiKey !== '',
  };
}

export async function assistantSettings(deps: StaffSettingsDeps): Promise<AssistantSettingsView> {
  return settingsView(deps.db, deps.config);
}

/** Stores the values given, takes back to the default those listed in Reset; audited with the settings in force before and after. */
export async function saveAssistantSettings(deps: StaffSettingsDeps, staffId: number, patch: AssistantSettingsPatch): Promise<AssistantSettingsView> {
  const problem = assistantPatchError(patch);
  if (problem) throw new ApiFailure(ErrorCode.Failed, problem);
  const { values, reset } = normalizedAssistantPatch(patch);
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const before = await settingsView(trx, deps.config);
    for (const key of ASSISTANT_SETTING_KEYS) {
      const value = values[key];
      if (value !== undefined) await storeAssistantSetting(trx, key, value, staffId, at);
    }
    for (const key of reset) await removeAssistantSetting(trx, key);
    const after = await settingsView(trx, deps.config);
    await appendAudit(trx, {
      actorId: staffId,
      action: 'assistant.update',
      subjectType: 'assistant_settings',
      subjectId: 'assistant',
      before: { Settings: before.Settings, Stored: before.Stored },
      after: { Settings: after.Settings, Stored: after.Stored },
      at,
    });
    return after;
  });
}
