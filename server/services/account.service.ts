import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import type { UserMoreInfo } from '../../src/domain/account';
import { Messages } from '../../src/domain/messages';
import { ContractAuditStatus } from '../../src/domain/sign-contract';
import type { SignInToken } from '../../src/domain/sign-in';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { findUserMoreInfoRow } from '../repositories/user-state.repository';
import { issueAccessToken, revokeAccessToken, type AuthenticatedUser } from './access-tokens';
import type { Clock } from './clock';
import { checkPassword } from './password-sign-in.service';

interface AccountDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
}

export async function issueSignInToken(deps: AccountDeps, userId: number, kind = 'password'): Promise<SignInToken> {
  const issued = await issueAccessToken(deps.db, deps.clock, userId, deps.config.tokenTtlSeconds, kind);
  return { access_token: issued.token, token_type: 'Bearer', expires_in: issued.expiresIn };
}

/** Password sign-in (shell.md §7): a token, or the throttle's or the wrong-credentials failure. */
export async function signInWithPassword(deps: AccountDeps, username: string, password: string, address: string): Promise<SignInToken> {
  const check = await checkPassword(deps, username, password, address);
  if (!check.ok) throw new ApiFailure(check.code, check.message, 400);
  return issueSignInToken(deps, check.userId);
}

export async function signOut(deps: Pick<AccountDeps, 'db' | 'clock'>, user: AuthenticatedUser): Promise<void> {
  await revokeAccessToken(deps.db, deps.clock, user.tokenHash);
}

export async function userMoreInfo(db: Kysely<Database>, userId: number, version: string | undefined): Promise<UserMoreInfo> {
  const row = await findUserMoreInfoRow(db, userId);
  if (!row) throw new ApiFailure(ErrorCode.NotFound, Messages.notFound, 404);
  return {
    tuid: row.id,
    entryKey: row.entry_key,
    joinDate: row.created_at.slice(0, 10),
    tutorGroup: row.tutor_group,
    trialLevelCount: row.transform_period_count,
    hasContract: row.audit_status === ContractAuditStatus.passed,
    version: version ?? '3.0',
  };
}
