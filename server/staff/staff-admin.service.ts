import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  StaffAdminMessages,
  normalizedSetting,
  staffAccountDraftError,
  staffChangeRefusal,
  staffSettingError,
  type NewStaffAccount,
  type StaffAccount,
  type StaffAccountRole,
  type StaffAccountsPage,
  type StaffSettingKey,
  type StaffSettings,
} from '../../src/domain/staff-admin';
import { staffPasswordError } from '../../src/domain/staff-tutor-account';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { revokeAllTokens, updatePasswordHash } from '../repositories/accounts.repository';
import { appendAudit } from '../repositories/audit-log.repository';
import { setAccountDisabled } from '../repositories/staff-tutor-account.repository';
import {
  enabledAdminIds,
  findStaffAccount,
  insertStaffAccount,
  listStaffAccounts,
  loginOrEmailTaken,
  replaceStaffRole,
} from '../repositories/staff-admin.repository';
import type { Clock } from '../services/clock';
import { hashPassword } from '../services/password';
import { loadStaffSettings, saveSystemSetting } from '../services/system-settings';
import { announceRevocation } from '../services/token-revocations';

/**
 * The admin's calls (issue 21): staff accounts and the stored system settings. Every change is
 * audited in its transaction (passwords never). A role change, a disable and a password reset end
 * the account's sessions, as a tutor's do. An admin cannot disable or demote themselves, and the
 * last enabled admin stays one: the enabled admins are counted (and on PostgreSQL locked) in the
 * transaction that changes them.
 */

export interface StaffAdminDeps {
  db: Kysely<Database>;
  clock: Clock;
  dialect: DialectName;
}

const failed = (message: string) => new ApiFailure(ErrorCode.Failed, message);
const notFound = () => new ApiFailure(ErrorCode.NotFound, StaffAdminMessages.notFound, 404);

export async function staffAccountsPage(deps: StaffAdminDeps, pageIndex: number, pageSize: number): Promise<StaffAccountsPage> {
  const { items, total } = await listStaffAccounts(deps.db, { offset: (pageIndex - 1) * pageSize, limit: pageSize });
  return { Items: items, Total: total };
}

export async function createStaffAccount(deps: StaffAdminDeps, adminId: number, draft: NewStaffAccount): Promise<StaffAccount> {
  const problem = staffAccountDraftError(draft);
  if (problem) throw failed(problem);
  const account = draft.Account.trim();
  const email = draft.Email.trim();
  const at = deps.clock.now().toISOString();
  const passwordHash = await hashPassword(draft.Password);
  return deps.db.transaction().execute(async (trx) => {
    const taken = await loginOrEmailTaken(trx, account, email);
    if (taken.account) throw failed(StaffAdminMessages.loginTaken);
    if (taken.email) throw failed(StaffAdminMessages.emailTaken);
    const id = await insertStaffAccount(trx, {
      account,
      email,
      firstName: draft.FirstName.trim(),
      lastName: draft.LastName.trim(),
      role: draft.Role,
      passwordHash,
      at,
    });
    const created = (await findStaffAccount(trx, id))!;
    await appendAudit(trx, { actorId: adminId, action: 'staff.create', subjectType: 'staff', subjectId: id, before: null, after: created, at });
    return created;
  });
}

/** Ends the account's sessions everywhere once the change is committed. */
async function announceEnded(deps: StaffAdminDeps, userId: number): Promise<void> {
  await announceRevocation(deps.db, { userId });
}

export async function setStaffRole(deps: StaffAdminDeps, adminId: number, userId: number, role: StaffAccountRole): Promise<StaffAccount> {
  const at = deps.clock.now().toISOString();
  const changed = await deps.db.transaction().execute(async (trx) => {
    const admins = await enabledAdminIds(trx, deps.dialect === 'postgres');
    const before = await findStaffAccount(trx, userId);
    if (!before) throw notFound();
    if (before.Role === role) throw failed(StaffAdminMessages.sameRole);
    const refusal = staffChangeRefusal({ kind: 'role', role }, before, adminId, admins.length);
    if (refusal) throw failed(refusal);
    await replaceStaffRole(trx, userId, role);
    const sessionsEnded = await revokeAllTokens(trx, userId, at);
    const after = (await findStaffAccount(trx, userId))!;
    await appendAudit(trx, {
      actorId: adminId,
      action: 'staff.set_role',
      subjectType: 'staff',
      subjectId: userId,
      before: { role: before.Role },
      after: { role: after.Role, sessionsEnded },
      at,
    });
    return after;
  });
  await announceEnded(deps, userId);
  return changed;
}

export async function setStaffDisabled(deps: StaffAdminDeps, adminId: number, userId: number, disable: boolean): Promise<StaffAccount> {
  const at = deps.clock.now().toISOString();
  const changed = await deps.db.transaction().execute(async (trx) => {
    const admins = await enabledAdminIds(trx, deps.dialect === 'postgres');
    const before = await findStaffAccount(trx, userId);
    if (!before) throw notFound();
    if (before.Disabled === disable) throw failed(disable ? StaffAdminMessages.alreadyDisabled : StaffAdminMessages.alreadyEnabled);
    if (disable) {
      const refusal = staffChangeRefusal({ kind: 'disable' }, before, adminId, admins.length);
      if (refusal) throw failed(refusal);
    }
    if (!(await setAccountDisabled(trx, userId, disable ? { at, reason: `Disabled by admin ${adminId}` } : null)))
      throw failed(disable ? StaffAdminMessages.alreadyDisabled : StaffAdminMessages.alreadyEnabled);
    const sessionsEnded = disable ? await revokeAllTokens(trx, userId, at) : 0;
    await appendAudit(trx, {
      actorId: adminId,
      action: disable ? 'staff.disable' : 'staff.enable',
      subjectType: 'staff',
      subjectId: userId,
      before: { disabled: before.Disabled },
      after: { disabled: disable, ...(disable ? { sessionsEnded } : {}) },
      at,
    });
    return (await findStaffAccount(trx, userId))!;
  });
  if (disable) await announceEnded(deps, userId);
  return changed;
}

/** Sets a new password and ends every session of the account (the password is never audited). */
export async function resetStaffPassword(deps: StaffAdminDeps, adminId: number, userId: number, password: string): Promise<void> {
  const problem = staffPasswordError(password);
  if (problem) throw failed(problem);
  const at = deps.clock.now().toISOString();
  const hash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await findStaffAccount(trx, userId))) throw notFound();
    await updatePasswordHash(trx, userId, hash, at);
    const sessionsEnded = await revokeAllTokens(trx, userId, at);
    await appendAudit(trx, {
      actorId: adminId,
      action: 'staff.reset_password',
      subjectType: 'staff',
      subjectId: userId,
      before: null,
      after: { sessionsEnded },
      at,
    });
  });
  await announceEnded(deps, userId);
}

export function staffSettings(deps: StaffAdminDeps): Promise<StaffSettings> {
  return loadStaffSettings(deps.db);
}

/** Saves one stored setting, checked; audited with the value before and after. Tutors read it at once (no cache). */
export async function saveStaffSetting(deps: StaffAdminDeps, adminId: number, key: string, value: unknown): Promise<StaffSettings> {
  const problem = staffSettingError(key, value);
  if (problem) throw failed(problem);
  const settingKey = key as StaffSettingKey;
  const stored = normalizedSetting(settingKey, value);
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const before = (await loadStaffSettings(trx))[settingKey];
    await saveSystemSetting(trx, settingKey, stored as never);
    await appendAudit(trx, { actorId: adminId, action: 'setting.save', subjectType: 'setting', subjectId: settingKey, before, after: stored, at });
    return loadStaffSettings(trx);
  });
}
