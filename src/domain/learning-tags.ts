/** The learning-tag dialog (growth-account.md §4, §9): its timing, behaviour-log labels and texts. */
import type { Static } from '@sinclair/typebox';
import type { LearningTagContentSchema, LearningTagIdsSchema } from './api/widgets.schemas';

/** The close button stays disabled for this long after a tag opens. */
export const LEARNING_TAG_COUNTDOWN_SECONDS = 10;
/** After a tag is closed, the next one opens after this pause. */
export const LEARNING_TAG_NEXT_DELAY_MS = 2_000;
/** Behaviour-log labels: a tag was shown, a tag was learned. */
export const LearningTagLabel = { viewed: 586, completed: 587 } as const;
export type LearningTagLabel = (typeof LearningTagLabel)[keyof typeof LearningTagLabel];

/**
 * A configuration knob (local storage) that shortens the countdown, for browser tests and for
 * staff checking the dialog; ignored unless a whole number of seconds from 1 to the spec's 10.
 */
export const LEARNING_TAG_COUNTDOWN_OVERRIDE_KEY = 'tutor-portal.learningTagCountdownSeconds';

export function learningTagCountdownFrom(override: string | null): number {
  const value = Number(override);
  return override !== null && Number.isInteger(value) && value >= 1 && value <= LEARNING_TAG_COUNTDOWN_SECONDS ? value : LEARNING_TAG_COUNTDOWN_SECONDS;
}

/** GetLearningTagContent's answer. */
export type LearningTagContent = Static<typeof LearningTagContentSchema>;
/** GetLearningTagIds's answer: the tags not learned yet, in order. */
export type LearningTagIds = Static<typeof LearningTagIdsSchema>;

export const LearningTagTexts = {
  close: 'I have learned it',
  countdown: (seconds: number) => `You can close this in ${seconds} s`,
} as const;
