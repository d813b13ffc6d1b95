import type { Medal, TutorRight } from './growth';

/**
 * What the growth centre's medals and rights section shows (growth-account.md §7: LevelMedalList,
 * GetCertificationMedals, GetLimitedTimeMedal, ReceviceMadal, WearMedal, GetRightsList,
 * ReceiveRights, TutorRightsRecode). The calls answer no text of their own, so these are ours.
 */
export interface MedalsAndRights {
  levelMedals: Medal[];
  certificationMedals: Medal[];
  limitedMedals: Medal[];
  rights: TutorRight[];
  /** Rights received, newest first (TutorRightsRecode). */
  received: TutorRight[];
}

export type MedalAction = { kind: 'receiveMedal'; code: string } | { kind: 'wearMedal'; code: string } | { kind: 'receiveRight'; code: string };

export const MedalNotices = {
  receiveMedal: 'Medal received.',
  wearMedal: 'You are wearing this medal now.',
  receiveRight: 'Right received.',
} as const satisfies Record<MedalAction['kind'], string>;

/** A medal's state as a tutor reads it, and the one thing they can do with it. */
export function medalState(medal: Medal): { label: string; action: MedalAction | null } {
  if (medal.Worn) return { label: 'Worn', action: null };
  if (medal.Received) return { label: 'Received', action: { kind: 'wearMedal', code: medal.Code } };
  if (medal.Earned) return { label: 'Earned', action: { kind: 'receiveMedal', code: medal.Code } };
  return { label: medal.Requirement, action: null };
}

export function rightState(right: TutorRight): { label: string; action: MedalAction | null } {
  if (right.Received) return { label: 'Received', action: null };
  if (right.Unlocked) return { label: `Unlocked at LV.${right.Level}`, action: { kind: 'receiveRight', code: right.Code } };
  return { label: `Reach LV.${right.Level}`, action: null };
}
