import type { Kysely } from 'kysely';
import { STAFF_SETTING_KEYS, type StaffSettings } from '../../src/domain/staff-admin';
import type { SystemSetting } from '../../src/domain/system-setting';
import type { Config } from '../config';
import { authorityUrl } from '../oidc/oidc-settings';
import type { Database } from '../db/schema';
import { listStoredSettings, upsertStoredSetting } from '../repositories/system-settings.repository';

/** Path of the realtime hub, served by this server (issue: realtime). */
export const DEFAULT_HUB_PATH = '/hubs/notice';

/** Settings that staff may change, stored as JSON rows; the defaults stand where no row exists. */
const STORED_DEFAULTS = {
  FileDomain: '',
  BackUpFileDomain: '',
  FileDirectory: {} as Record<string, string>,
  NasFileHost: '',
  AuthorityUrl: '',
  Hosts: {} as Record<string, string>,
  IsEnableSignalrNotice: true,
  SignalrNoticeHubUrl: DEFAULT_HUB_PATH,
  WhiteList: [] as SystemSetting['WhiteList'],
};
type StoredKey = keyof typeof STORED_DEFAULTS;

/** The stored rows over the defaults. Read anew on every call (no cache): a saved setting is served at once. */
async function loadStored(db: Kysely<Database>): Promise<typeof STORED_DEFAULTS> {
  const rows = await listStoredSettings(db);
  const stored: Record<string, unknown> = { ...STORED_DEFAULTS };
  for (const row of rows) {
    if (row.key in STORED_DEFAULTS) stored[row.key] = JSON.parse(row.value) as unknown;
  }
  return stored as typeof STORED_DEFAULTS;
}

/** The stored settings an admin may change (the staff console's Settings, issue 21). */
export async function loadStaffSettings(db: Kysely<Database>): Promise<StaffSettings> {
  const stored = await loadStored(db);
  return Object.fromEntries(STAFF_SETTING_KEYS.map((key) => [key, stored[key]])) as unknown as StaffSettings;
}

/** The system setting as the client receives it: stored rows over defaults, plus configuration. */
export async function loadSystemSetting(db: Kysely<Database>, config: Config): Promise<SystemSetting> {
  const setting = await loadStored(db);
  return {
    ...setting,
    // The provider the API trusts is configuration, not a stored setting: the two must not differ.
    AuthorityUrl: authorityUrl(config),
    AppSetting: { AppId: config.appId, AppSecret: config.appSecret },
    ClientDownload: { WindowsUrl: config.clientDownload.windowsUrl, MacUrl: config.clientDownload.macUrl },
    FlowersExchangeEnabled: config.flowers.exchangeEnabled,
    ProviderTimeZone: config.shell.providerTimeZone,
  };
}

/** Writes one stored setting (seeding, staff tools, tests). */
export async function saveSystemSetting<K extends StoredKey>(db: Kysely<Database>, key: K, value: (typeof STORED_DEFAULTS)[K]): Promise<void> {
  await upsertStoredSetting(db, key, JSON.stringify(value));
}
