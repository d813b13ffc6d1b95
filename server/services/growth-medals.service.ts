import { ErrorCode } from '../../src/domain/error-codes';
import {
  CERTIFICATION_MEDALS,
  GROWTH_RIGHTS,
  LEVEL_MEDALS,
  LIMITED_MEDAL_FIVE_STARS,
  MedalKind,
  MedalMessages,
  limitedMedalCode,
  type Medal,
  type TutorRight,
} from '../../src/domain/growth';
import { localMonth } from '../../src/domain/provider-time';
import { ApiFailure } from '../http/envelope';
import { countEntriesByRuleWindows } from '../repositories/growth.repository';
import { insertMedal, insertRight, receivedMedals, receivedRights, wearMedal } from '../repositories/growth-medals.repository';
import { growthLevelStanding, type GrowthDeps } from './growth.service';

/**
 * Medals and rights (growth-account.md §7 "Growth"), earned from the growth level and the ledger:
 * level medals from LV.2, certification medals from their ledger entries, this month's limited
 * medal from its 5-star ratings. Received once; one medal worn at a time.
 */
async function allMedals(deps: GrowthDeps, tutorId: number): Promise<Medal[]> {
  const now = deps.clock.now();
  const month = localMonth(now.getTime(), deps.config.shell.providerTimeZone);
  const monthRange = { fromIso: new Date(month.startMs).toISOString(), toIso: new Date(month.endMs).toISOString() };
  const [standing, { certifications, fiveStars }, received] = await Promise.all([
    growthLevelStanding(deps.db, tutorId),
    countEntriesByRuleWindows(deps.db, tutorId, {
      certifications: { rules: CERTIFICATION_MEDALS.map((m) => m.rule) },
      fiveStars: { rules: ['tp.five_star'], range: monthRange },
    }),
    receivedMedals(deps.db, tutorId),
  ]);
  const got = new Map(received.map((r) => [r.code, r]));
  const medal = (code: string, name: string, kind: MedalKind, earned: boolean, requirement: string): Medal => ({
    Code: code,
    Name: name,
    Kind: kind,
    Earned: earned,
    Received: got.has(code),
    Worn: Number(got.get(code)?.worn ?? 0) === 1,
    Requirement: requirement,
  });
  return [
    ...LEVEL_MEDALS.map((m) => medal(m.code, m.name, MedalKind.level, standing.level.level >= m.level, `Reach LV.${m.level}`)),
    ...CERTIFICATION_MEDALS.map((m) => medal(m.code, m.name, MedalKind.certification, (certifications.get(m.rule) ?? 0) > 0, m.name)),
    medal(
      limitedMedalCode(month.key),
      `${month.key} star`,
      MedalKind.limited,
      (fiveStars.get('tp.five_star') ?? 0) >= LIMITED_MEDAL_FIVE_STARS,
      `${LIMITED_MEDAL_FIVE_STARS} 5-star ratings in ${month.key}`,
    ),
  ];
}

export async function medalsOfKind(deps: GrowthDeps, tutorId: number, kind: MedalKind): Promise<Medal[]> {
  return (await allMedals(deps, tutorId)).filter((m) => m.Kind === kind);
}

/** ReceviceMadal?MadalType: receives an earned medal (its code), once. */
export async function receiveMedal(deps: GrowthDeps, tutorId: number, code: string): Promise<Medal[]> {
  const medal = (await allMedals(deps, tutorId)).find((m) => m.Code === code);
  if (!medal) throw new ApiFailure(ErrorCode.NotFound, MedalMessages.unknownMedal, 404);
  if (!medal.Earned) throw new ApiFailure(ErrorCode.Failed, MedalMessages.notEarned);
  await insertMedal(deps.db, tutorId, code, deps.clock.now().toISOString());
  return allMedals(deps, tutorId);
}

/** WearMedal?code: wears a received medal, taking the others off. */
export async function wearReceivedMedal(deps: GrowthDeps, tutorId: number, code: string): Promise<Medal[]> {
  const medal = (await allMedals(deps, tutorId)).find((m) => m.Code === code);
  if (!medal) throw new ApiFailure(ErrorCode.NotFound, MedalMessages.unknownMedal, 404);
  if (!medal.Received) throw new ApiFailure(ErrorCode.Failed, MedalMessages.notReceived);
  await deps.db.transaction().execute((trx) => wearMedal(trx, tutorId, code));
  return allMedals(deps, tutorId);
}

async function allRights(deps: GrowthDeps, tutorId: number): Promise<TutorRight[]> {
  const [standing, received] = await Promise.all([growthLevelStanding(deps.db, tutorId), receivedRights(deps.db, tutorId)]);
  const got = new Map(received.map((r) => [r.code, r.received_at]));
  return GROWTH_RIGHTS.map((r) => ({
    Code: r.code,
    Name: r.name,
    Level: r.level,
    Unlocked: standing.level.level >= r.level,
    Received: got.has(r.code),
    ReceivedAt: got.get(r.code) ?? null,
  }));
}

/** GetRightsList: every right; GetTutorRights?level: the rights of one level. */
export async function rightsList(deps: GrowthDeps, tutorId: number, level?: number): Promise<TutorRight[]> {
  const rights = await allRights(deps, tutorId);
  return level === undefined ? rights : rights.filter((r) => r.Level === level);
}

/** ReceiveRights?rightsCode: receives an unlocked right, once. */
export async function receiveRight(deps: GrowthDeps, tutorId: number, code: string): Promise<TutorRight[]> {
  const right = (await allRights(deps, tutorId)).find((r) => r.Code === code);
  if (!right) throw new ApiFailure(ErrorCode.NotFound, MedalMessages.unknownRight, 404);
  if (!right.Unlocked) throw new ApiFailure(ErrorCode.Failed, MedalMessages.rightLocked);
  await insertRight(deps.db, tutorId, code, deps.clock.now().toISOString());
  return allRights(deps, tutorId);
}

/** TutorRightsRecode: the rights received, newest first. */
export async function rightsRecord(deps: GrowthDeps, tutorId: number): Promise<TutorRight[]> {
  return (await allRights(deps, tutorId)).filter((r) => r.Received).sort((a, b) => (b.ReceivedAt ?? '').localeCompare(a.ReceivedAt ?? ''));
}
