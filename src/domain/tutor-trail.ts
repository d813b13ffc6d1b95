import type { Static } from '@sinclair/typebox';
import type { TutorTrailSchema } from './api/widgets.schemas';
import { TRIAL_LEVEL_MAX_COUNTS, trialLevelNumber, trialLevelOf } from './levels';

/**
 * The tutor trail (shell.md §4 step 6 "tutor trail", growth-account.md §7 `GetTutorTrail (tuid)`):
 * the spec names the call only. Ours: the tutor's trial-class record (this code base spells trial
 * "trail" where the spec does): trial classes taught, conversions counted, the trial level they
 * reach and how many more lead to the next. The guard's follow-up load refreshes the user state's
 * conversion count with it (user info's can be a day old).
 */
export type TutorTrail = Static<typeof TutorTrailSchema>;

export const TutorTrailTexts = { otherTutor: 'You can only ask about your own account.' } as const;

export function conversionsToNextLevel(conversions: number): number | null {
  const level = trialLevelNumber(conversions);
  const max = TRIAL_LEVEL_MAX_COUNTS[level];
  return max === undefined ? null : max + 1 - conversions;
}

export function tutorTrailOf(tuid: number, trialClasses: number, conversions: number, lastTrialAt: string | null): TutorTrail {
  return {
    Tuid: tuid,
    TrialClasses: trialClasses,
    Conversions: conversions,
    TrialLevel: trialLevelOf(conversions),
    ToNextLevel: conversionsToNextLevel(conversions),
    LastTrialAt: lastTrialAt,
  };
}
