import type { Static } from '@sinclair/typebox';
import type { CreateStaffAccountBody, StaffAccountSchema, StaffAccountsPageSchema, StaffSettingsSchema } from './api/staff-admin.schemas';
import { staffPasswordError } from './staff-tutor-account';
import type { WhiteListEntry } from './system-setting';
import { isLooseEmail } from './verification';

/**
 * The admin's part of the staff console (issue 21): staff accounts and system settings. `admin`
 * is a staff role with more; only an admin may call these, and every change is audited. Both
 * halves check drafts with the rules here and show the messages here.
 */

export const StaffAdminPaths = {
  accounts: '/staff/accounts',
  settings: '/staff/settings',
} as const;

export const StaffAccountRole = { staff: 'staff', admin: 'admin' } as const;
export type StaffAccountRole = (typeof StaffAccountRole)[keyof typeof StaffAccountRole];
export const STAFF_ACCOUNT_ROLES: readonly StaffAccountRole[] = Object.values(StaffAccountRole);
export const STAFF_ROLE_LABELS: Readonly<Record<StaffAccountRole, string>> = { staff: 'Staff', admin: 'Admin' };

export const STAFF_NAME_MAX_LENGTH = 60;
export const STAFF_EMAIL_MAX_LENGTH = 200;
export const STAFF_LOGIN_MAX_LENGTH = 60;

/** A staff account as the admin lists it. */
export type StaffAccount = Static<typeof StaffAccountSchema>;

/** A page of staff accounts (GET /api/Staff/StaffAccounts). */
export type StaffAccountsPage = Static<typeof StaffAccountsPageSchema>;

/** What the admin sends to create a staff account. */
export type NewStaffAccount = Static<typeof CreateStaffAccountBody>;

export const emptyStaffAccountDraft = (): NewStaffAccount => ({ FirstName: '', LastName: '', Email: '', Account: '', Role: 'staff', Password: '' });

export const StaffAdminMessages = {
  created: 'Staff account created.',
  roleChanged: 'Role changed; their sessions ended.',
  disabled: 'Account disabled; their sessions ended.',
  enabled: 'Account enabled.',
  passwordReset: 'Password set; their sessions ended.',
  settingSaved: 'Setting saved.',
  notFound: 'This staff account does not exist.',
  nameRequired: 'Write the first and last name.',
  nameTooLong: `A name has at most ${STAFF_NAME_MAX_LENGTH} characters.`,
  emailInvalid: 'Write a valid e-mail address.',
  loginInvalid: `A sign-in name has 3 to ${STAFF_LOGIN_MAX_LENGTH} letters, digits, dots, dashes, underscores or @.`,
  roleInvalid: 'Choose Staff or Admin.',
  loginTaken: 'This sign-in name is used by another account.',
  emailTaken: 'This e-mail is used by another account.',
  sameRole: 'The account has this role already.',
  alreadyDisabled: 'The account is disabled already.',
  alreadyEnabled: 'The account is enabled already.',
  notSelfDemote: 'You cannot take the admin role from yourself.',
  notSelfDisable: 'You cannot disable your own account.',
  lastAdmin: 'This is the last enabled admin: make another admin first.',
  settingUnknown: 'This setting cannot be changed here.',
  urlInvalid: 'Write an address that starts with https:// or http://, or leave it empty.',
  hubUrlInvalid: 'Write the hub address: a path of this server (/hubs/notice) or an address starting with https://, http://, wss:// or ws://.',
  mapKeyInvalid: 'A key has 1 to 40 letters, digits, dashes or underscores and starts with a letter.',
  hostValueInvalid: 'A host is empty (this host) or an address starting with https:// or http://, without a path.',
  directoryValueInvalid: 'A directory is a path starting with / or an address starting with https:// or http://.',
  mapTooLarge: 'At most 50 entries.',
  whiteListDomainInvalid: 'A whitelisted domain is a host name such as tutor.example.com (no https://, no path).',
  whiteListLevelInvalid: 'A whitelist level is a whole number from 1 (the main domain) to 9.',
  whiteListDuplicate: 'A domain is in the whitelist twice.',
  whiteListMainCount: 'The whitelist has at most one main domain (level 1).',
  valueInvalid: 'This value has the wrong shape.',
} as const;

const LOGIN = /^[A-Za-z0-9._@-]{3,60}$/;

/** The first thing wrong with a new staff account, or null. */
export function staffAccountDraftError(draft: NewStaffAccount): string | null {
  const first = draft.FirstName.trim();
  const last = draft.LastName.trim();
  if (first === '' || last === '') return StaffAdminMessages.nameRequired;
  if (first.length > STAFF_NAME_MAX_LENGTH || last.length > STAFF_NAME_MAX_LENGTH) return StaffAdminMessages.nameTooLong;
  const email = draft.Email.trim();
  if (!isLooseEmail(email) || email.length > STAFF_EMAIL_MAX_LENGTH) return StaffAdminMessages.emailInvalid;
  if (!LOGIN.test(draft.Account.trim())) return StaffAdminMessages.loginInvalid;
  if (!STAFF_ACCOUNT_ROLES.includes(draft.Role)) return StaffAdminMessages.roleInvalid;
  return staffPasswordError(draft.Password) || null;
}

/** Why the admin may not change `target`'s role or disable it, or null (`enabledAdmins` counts the target when it is one). */
export function staffChangeRefusal(
  change: { kind: 'role'; role: StaffAccountRole } | { kind: 'disable' },
  target: Pick<StaffAccount, 'Id' | 'Role' | 'Disabled'>,
  actorId: number,
  enabledAdmins: number,
): string | null {
  const losesAdmin = target.Role === 'admin' && !target.Disabled && (change.kind === 'disable' || change.role !== 'admin');
  if (target.Id === actorId && change.kind === 'disable') return StaffAdminMessages.notSelfDisable;
  if (target.Id === actorId && losesAdmin) return StaffAdminMessages.notSelfDemote;
  if (losesAdmin && enabledAdmins <= 1) return StaffAdminMessages.lastAdmin;
  return null;
}

/** The stored settings an admin may change (the others come from configuration). */
export const STAFF_SETTING_KEYS = [
  'FileDomain',
  'BackUpFileDomain',
  'FileDirectory',
  'NasFileHost',
  'Hosts',
  'IsEnableSignalrNotice',
  'SignalrNoticeHubUrl',
  'WhiteList',
] as const;
export type StaffSettingKey = (typeof STAFF_SETTING_KEYS)[number];
/** The stored settings as the admin reads and changes them (a part of the system setting tutors read). */
export type StaffSettings = Static<typeof StaffSettingsSchema>;

export const STAFF_SETTING_LABELS: Readonly<Record<StaffSettingKey, string>> = {
  FileDomain: 'File domain',
  BackUpFileDomain: 'Backup file domain',
  FileDirectory: 'File directories',
  NasFileHost: 'NAS file host',
  Hosts: 'Host map',
  IsEnableSignalrNotice: 'Realtime notices',
  SignalrNoticeHubUrl: 'Realtime hub address',
  WhiteList: 'Domain whitelist',
};

const MAP_MAX_ENTRIES = 50;
const URL_MAX_LENGTH = 500;
const MAP_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const DOMAIN = /^(?=.{1,253}(?::\d{1,5})?$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/i;

function isWebUrl(value: string, schemes: readonly string[] = ['https:', 'http:']): boolean {
  if (value.length > URL_MAX_LENGTH || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

const isOrigin = (value: string) => isWebUrl(value) && /^[a-z]+:\/\/[^/?#]+\/?$/i.test(value);
const isPath = (value: string) => value.length <= URL_MAX_LENGTH && value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value);
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function mapError(value: unknown, valueOk: (entry: string) => boolean, valueMessage: string): string | null {
  if (!isPlainObject(value)) return StaffAdminMessages.valueInvalid;
  const entries = Object.entries(value);
  if (entries.length > MAP_MAX_ENTRIES) return StaffAdminMessages.mapTooLarge;
  for (const [key, entry] of entries) {
    if (!MAP_KEY.test(key)) return StaffAdminMessages.mapKeyInvalid;
    if (typeof entry !== 'string' || !valueOk(entry)) return valueMessage;
  }
  return null;
}

function whiteListError(value: unknown): string | null {
  if (!Array.isArray(value)) return StaffAdminMessages.valueInvalid;
  if (value.length > MAP_MAX_ENTRIES) return StaffAdminMessages.mapTooLarge;
  const seen = new Set<string>();
  let mains = 0;
  for (const entry of value as unknown[]) {
    if (!isPlainObject(entry) || Object.keys(entry).some((key) => !['domain', 'redirect', 'level'].includes(key))) return StaffAdminMessages.valueInvalid;
    const { domain, redirect, level } = entry as Partial<WhiteListEntry>;
    if (typeof redirect !== 'boolean') return StaffAdminMessages.valueInvalid;
    if (typeof domain !== 'string' || !DOMAIN.test(domain)) return StaffAdminMessages.whiteListDomainInvalid;
    if (typeof level !== 'number' || !Number.isInteger(level) || level < 1 || level > 9) return StaffAdminMessages.whiteListLevelInvalid;
    if (seen.has(domain.toLowerCase())) return StaffAdminMessages.whiteListDuplicate;
    seen.add(domain.toLowerCase());
    if (level === 1) mains += 1;
  }
  return mains > 1 ? StaffAdminMessages.whiteListMainCount : null;
}

/** What is wrong with a value for a setting, or null when it can be saved. */
export function staffSettingError(key: string, value: unknown): string | null {
  switch (key as StaffSettingKey) {
    case 'FileDomain':
    case 'BackUpFileDomain':
    case 'NasFileHost':
      return typeof value === 'string' && (value === '' || isWebUrl(value)) ? null : StaffAdminMessages.urlInvalid;
    case 'SignalrNoticeHubUrl':
      return typeof value === 'string' && (isPath(value) || isWebUrl(value, ['https:', 'http:', 'wss:', 'ws:'])) ? null : StaffAdminMessages.hubUrlInvalid;
    case 'IsEnableSignalrNotice':
      return typeof value === 'boolean' ? null : StaffAdminMessages.valueInvalid;
    case 'Hosts':
      return mapError(value, (entry) => entry === '' || isOrigin(entry), StaffAdminMessages.hostValueInvalid);
    case 'FileDirectory':
      return mapError(value, (entry) => isPath(entry) || isWebUrl(entry), StaffAdminMessages.directoryValueInvalid);
    case 'WhiteList':
      return whiteListError(value);
    default:
      return StaffAdminMessages.settingUnknown;
  }
}

/** A checked value as stored: whitelisted domains in lower case, other values as they are. */
export function normalizedSetting(key: StaffSettingKey, value: unknown): unknown {
  if (key === 'WhiteList')
    return (value as WhiteListEntry[]).map((entry) => ({ domain: entry.domain.toLowerCase(), redirect: entry.redirect, level: entry.level }));
  return value;
}
