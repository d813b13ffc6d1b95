import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_WAIT_SECONDS,
  CODE_TTL_SECONDS,
  CODES_PER_ADDRESS_PER_HOUR,
  CODES_PER_TARGET_PER_HOUR,
  VerificationMessages,
  type CodePurpose,
} from '../../src/domain/verification';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import {
  countCodesForTargetSince,
  countCodesFromAddressSince,
  insertVerificationCode,
  latestCode,
  markCodeUsed,
  recordFailedAttempt,
} from '../repositories/verification-codes.repository';
import type { Clock } from './clock';

export interface CodeDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** Too many codes asked for: answered with HTTP 229 and the message as plain text. */
export class CodeRateLimited extends ApiFailure {
  constructor(message: string = VerificationMessages.tooManyCodes) {
    super(ErrorCode.Failed, message, 229);
  }
}

/** Codes are hashed with their purpose and target, so a stolen table row names no usable code. */
function hashCode(purpose: string, target: string, code: string): string {
  return createHash('sha256').update(`${purpose}\n${target}\n${code}`).digest('hex');
}

function randomCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export interface CodeRequest {
  purpose: CodePurpose;
  /** Normalised e-mail or phone. */
  target: string;
  /** Null when no account owns the target: a code is still recorded (never sent) so answers match. */
  userId: number | null;
  ip: string;
}

/**
 * Issues a fresh code for `target`, refusing a resend within 60 s of the last one and more than
 * the hourly limits per target and per address. Answers the plain code for the caller to send.
 */
export async function issueCode(deps: CodeDeps, request: CodeRequest): Promise<string> {
  const now = deps.clock.now();
  const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
  const last = await latestCode(deps.db, request.purpose, request.target);
  if (last && now.getTime() - Date.parse(last.created_at) < CODE_RESEND_WAIT_SECONDS * 1000) {
    throw new ApiFailure(ErrorCode.Failed, VerificationMessages.waitBeforeResend);
  }
  if ((await countCodesForTargetSince(deps.db, request.target, hourAgo)) >= CODES_PER_TARGET_PER_HOUR) throw new CodeRateLimited();
  if ((await countCodesFromAddressSince(deps.db, request.ip, hourAgo)) >= CODES_PER_ADDRESS_PER_HOUR) throw new CodeRateLimited();
  const code = randomCode();
  await insertVerificationCode(deps.db, {
    purpose: request.purpose,
    target: request.target,
    userId: request.userId,
    codeHash: hashCode(request.purpose, request.target, code),
    ip: request.ip,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString(),
  });
  return code;
}

export interface CheckedCode {
  id: number;
  userId: number | null;
}

/**
 * Checks `code` against the newest code sent to `target` for `purpose`: it must be unused,
 * unexpired, under the attempt limit and belong to an account. A wrong entry counts an attempt.
 * With `consume`, a right one is spent (single use); with `ownerId`, a code issued to someone
 * else is refused without being spent. Anything else is one refusal, the same text.
 */
export async function checkCode(
  deps: CodeDeps,
  purpose: CodePurpose,
  target: string,
  code: string,
  options: { consume: boolean; failureCode?: number; /** Only this user's code counts: another's is a wrong entry. */ ownerId?: number },
): Promise<CheckedCode> {
  const refuse = () => new ApiFailure(options.failureCode ?? ErrorCode.VerificationCodeError, VerificationMessages.codeInvalid);
  const row = await latestCode(deps.db, purpose, target);
  const now = deps.clock.now();
  if (!row || row.used_at !== null || Date.parse(row.expires_at) <= now.getTime() || row.attempts >= CODE_MAX_ATTEMPTS) throw refuse();
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(hashCode(purpose, target, code.trim()), 'hex');
  const wrongOwner = options.ownerId !== undefined && row.user_id !== options.ownerId;
  if (!timingSafeEqual(expected, actual) || wrongOwner) {
    await recordFailedAttempt(deps.db, row.id);
    throw refuse();
  }
  if (row.user_id === null) throw refuse();
  if (options.consume && !(await markCodeUsed(deps.db, row.id, now.toISOString()))) throw refuse();
  return { id: row.id, userId: row.user_id };
}
