import { ErrorCode } from '../../src/domain/error-codes';
import { StaffMessages } from '../../src/domain/staff-console';
import {
  StaffAccountMessages,
  TUTOR_FLAGS,
  changedFlags,
  disableReasonError,
  staffPasswordError,
  type TutorAccount,
  type TutorFlagColumn,
  type TutorFlags,
} from '../../src/domain/staff-tutor-account';
import { ApiFailure } from '../http/envelope';
import { revokeAllTokens, updatePasswordHash } from '../repositories/accounts.repository';
import { appendAudit } from '../repositories/audit-log.repository';
import { findTutorAccountRow, setAccountDisabled, updateTutorFlagColumns, type TutorAccountRow } from '../repositories/staff-tutor-account.repository';
import { deliver, type DeliveryDeps } from '../services/delivery.service';
import { hashPassword } from '../services/password';
import { announceRevocation } from '../services/token-revocations';

/**
 * Staff on one tutor's account: flags, a password reset and disabling the account. Each change is
 * audited in its transaction; a reset or a disable ends every session of the tutor (API and
 * realtime, in every process) as the tutor's own ResetPassword does.
 */

const failed = (message: string) => new ApiFailure(ErrorCode.Failed, message);

function flagsOf(row: TutorAccountRow): TutorFlags {
  return Object.fromEntries(TUTOR_FLAGS.map((flag) => [flag.key, Number(row[flag.column]) === 1])) as TutorFlags;
}

function toAccount(row: TutorAccountRow): TutorAccount {
  return {
    Tuid: row.id,
    Account: row.account,
    Disabled: row.disabled === 1,
    DisabledAt: row.disabled_at,
    DisabledReason: row.disabled_reason,
    Flags: flagsOf(row),
  };
}

async function requireRow(db: DeliveryDeps['db'], tutorId: number): Promise<TutorAccountRow> {
  const row = await findTutorAccountRow(db, tutorId);
  if (!row) throw new ApiFailure(ErrorCode.NotFound, StaffMessages.tutorNotFound, 404);
  return row;
}

export async function tutorAccount(deps: Pick<DeliveryDeps, 'db'>, tutorId: number): Promise<TutorAccount> {
  return toAccount(await requireRow(deps.db, tutorId));
}

/** Sets the flags given (the others stay); audits only what changed. Nothing changed is refused. */
export async function setTutorFlags(deps: DeliveryDeps, staffId: number, tutorId: number, flags: Partial<TutorFlags>): Promise<TutorAccount> {
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const row = await requireRow(trx, tutorId);
    const before = flagsOf(row);
    const changed = changedFlags(before, flags);
    if (Object.keys(changed).length === 0) throw failed(StaffAccountMessages.noFlagChange);
    const values: Partial<Record<TutorFlagColumn, number>> = {};
    for (const flag of TUTOR_FLAGS) if (changed[flag.key] !== undefined) values[flag.column] = changed[flag.key] ? 1 : 0;
    await updateTutorFlagColumns(trx, tutorId, values);
    const was = Object.fromEntries(Object.keys(changed).map((key) => [key, before[key as keyof TutorFlags]]));
    await appendAudit(trx, { actorId: staffId, action: 'tutor.set_flags', subjectType: 'tutor', subjectId: tutorId, before: was, after: changed, at });
    return toAccount((await findTutorAccountRow(trx, tutorId))!);
  });
}

/** Sets a new password, ends every session and e-mails the tutor that it changed (never the password itself, never in the audit). */
export async function resetTutorPassword(deps: DeliveryDeps, staffId: number, tutorId: number, password: string): Promise<void> {
  const problem = staffPasswordError(password);
  if (problem) throw failed(problem);
  const at = deps.clock.now().toISOString();
  const hash = await hashPassword(password);
  const row = await deps.db.transaction().execute(async (trx) => {
    const found = await requireRow(trx, tutorId);
    await updatePasswordHash(trx, tutorId, hash, at);
    const revoked = await revokeAllTokens(trx, tutorId, at);
    await appendAudit(trx, {
      actorId: staffId,
      action: 'tutor.reset_password',
      subjectType: 'tutor',
      subjectId: tutorId,
      before: null,
      after: { sessionsEnded: revoked },
      at,
    });
    return found;
  });
  await announceRevocation(deps.db, { userId: tutorId });
  await deliver(deps, {
    channel: 'email',
    to: row.email,
    userId: tutorId,
    kind: 'password-changed',
    subject: 'Your password was changed',
    text: 'The provider’s staff set a new password for your tutor portal account and every device was signed out. Your tutor manager will tell you the new password.',
  });
}

/** Disables (with a reason; sessions end, sign-in is refused) or enables the account. */
export async function setTutorDisabled(deps: DeliveryDeps, staffId: number, tutorId: number, disable: boolean, reason: string): Promise<TutorAccount> {
  const why = reason.trim();
  if (disable) {
    const problem = disableReasonError(why);
    if (problem) throw failed(problem);
  }
  const at = deps.clock.now().toISOString();
  const account = await deps.db.transaction().execute(async (trx) => {
    const row = await requireRow(trx, tutorId);
    if (!(await setAccountDisabled(trx, tutorId, disable ? { at, reason: why } : null)))
      throw failed(disable ? StaffAccountMessages.alreadyDisabled : StaffAccountMessages.alreadyEnabled);
    const revoked = disable ? await revokeAllTokens(trx, tutorId, at) : 0;
    await appendAudit(trx, {
      actorId: staffId,
      action: disable ? 'tutor.disable' : 'tutor.enable',
      subjectType: 'tutor',
      subjectId: tutorId,
      before: { disabled: row.disabled === 1, reason: row.disabled_reason },
      after: { disabled: disable, reason: disable ? why : '', ...(disable ? { sessionsEnded: revoked } : {}) },
      at,
    });
    return toAccount((await findTutorAccountRow(trx, tutorId))!);
  });
  if (disable) await announceRevocation(deps.db, { userId: tutorId });
  return account;
}
