import { createHash, timingSafeEqual } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { CustomDataBody } from '../../src/domain/api/class-detail.schemas';
import { ErrorCode } from '../../src/domain/error-codes';
import { ApiFailure } from '../http/envelope';
import { findUserId, insertCustomDataLog } from '../repositories/behaviour-data.repository';
import type { ClassDetailDeps } from './class-detail-access';

/**
 * The behaviour-data service (teaching.md §7 "Separate hosts", growth-account.md "Behaviour log"):
 * the client reports how long a tutor spent on something (userId, startTime, endTime, labelId,
 * customData with Tagid). It is a separate service in the original, guarded by a fixed secret header
 * rather than the tutor's sign-in; events land in `class_detail_logs` with kind `custom_data`.
 */

export const BEHAVIOUR_SECRET_HEADER = 'x-behaviour-secret';

/** AddCustomData's body; customData may carry up to 20 more strings, numbers or booleans beside Tagid. */
export type CustomDataInput = Static<typeof CustomDataBody>;

/**
 * Compares digests so neither the length nor the content of the secret leaks through timing. No
 * secret configured (production without BEHAVIOUR_DATA_SECRET) means the service is off: nothing matches.
 */
export function secretMatches(given: string | undefined, secret: string): boolean {
  if (!given || !secret) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

export async function addCustomData(deps: ClassDetailDeps, input: CustomDataInput, signedInUserId: number | null) {
  if (Date.parse(input.endTime) < Date.parse(input.startTime)) throw new ApiFailure(ErrorCode.Failed, 'endTime must not be before startTime.');
  // A signed-in caller reports only its own behaviour; the secret alone may report any user's.
  if (signedInUserId !== null && signedInUserId !== input.userId) throw new ApiFailure(ErrorCode.NotFound, 'This user does not exist.', 404);
  const user = await findUserId(deps.db, input.userId);
  if (!user) throw new ApiFailure(ErrorCode.NotFound, 'This user does not exist.', 404);
  const details = { startTime: input.startTime, endTime: input.endTime, labelId: input.labelId, customData: input.customData };
  await insertCustomDataLog(deps.db, { tutor_id: user.id, details: JSON.stringify(details), created_at: deps.clock.now().toISOString() });
  return true;
}
