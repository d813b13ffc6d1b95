import type { Kysely } from 'kysely';
import type { DeviceCheckResult } from '../../src/domain/device-check';
import { internetSpeedText, speedVerdict, SpeedMessages, type SpeedResult, type SpeedThresholds } from '../../src/domain/speed-test';
import { ErrorCode } from '../../src/domain/error-codes';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type { Clock } from '../services/clock';
import { insertClientVersion, insertDeviceCheck, insertSpeedTest, setInternetSpeed } from './network-check.repository';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
}

/** Stores a speed test, and, when asked, writes it to the profile's internetSpeed; answers the verdict. */
export async function saveSpeedTest(deps: Deps, thresholds: SpeedThresholds, userId: number, result: SpeedResult) {
  if (![result.pingMs, result.jitterMs, result.downloadMbps, result.uploadMbps].every((n) => Number.isFinite(n) && n >= 0)) {
    throw new ApiFailure(ErrorCode.Failed, SpeedMessages.badResult);
  }
  const verdict = speedVerdict(result, thresholds);
  const internetSpeed = internetSpeedText(result);
  await deps.db.transaction().execute(async (trx) => {
    await insertSpeedTest(trx, { userId, ...result, verdict, testedAt: deps.clock.now().toISOString() });
    await setInternetSpeed(trx, userId, internetSpeed);
  });
  return { Verdict: verdict, InternetSpeed: internetSpeed };
}

export async function recordDeviceCheck(deps: Deps, userId: number | null, result: DeviceCheckResult, userAgent: string) {
  const checkedAt = deps.clock.now().toISOString();
  await insertDeviceCheck(deps.db, { userId, ...result, userAgent, checkedAt });
  return { CheckedAt: checkedAt };
}

/** The desktop client reports its version on start; kept for support (which tutors run old clients). */
export async function recordClientVersion(deps: Deps, userId: number | null, version: string, clientName: string) {
  const recordedAt = deps.clock.now().toISOString();
  await insertClientVersion(deps.db, { userId, version: version.trim(), clientName: clientName.trim(), recordedAt });
  return { RecordedAt: recordedAt };
}
