import type { Static } from '@sinclair/typebox';
import type { LayoutNoticeSchema } from './api/widgets.schemas';

/**
 * The provider's layout notices (growth-account.md §2 side widgets, §4, §9): the holiday greeting,
 * the app download poster and the first-login system-transfer notice. The provider decides their
 * text and days (rows staff edit); each shows once per tutor, through the dialog host.
 */
export const LayoutNoticeKind = { holiday: 'holiday', poster: 'poster', transfer: 'transfer' } as const;
export type LayoutNoticeKind = (typeof LayoutNoticeKind)[keyof typeof LayoutNoticeKind];
export const LAYOUT_NOTICE_KINDS: readonly LayoutNoticeKind[] = Object.values(LayoutNoticeKind);

/** A notice as the check calls answer it (null when there is none for the tutor today). */
export type LayoutNotice = Static<typeof LayoutNoticeSchema>;

/** The holiday greeting waits this long after the page is up (growth-account.md §4). */
export const HOLIDAY_GREETING_DELAY_MS = 500;
/** The spec's holiday dates (growth-account.md §9), seeded as the provider's first greeting. */
export const SPEC_HOLIDAY_DATES = ['2020-12-24', '2020-12-25'] as const;

export const LayoutNoticeTexts = {
  /** The footer's answer per kind (the header's X is labelled Close already). */
  holidayAnswer: 'Thank you',
  posterAnswer: 'Not now',
  transferAnswer: 'Got it',
  openLink: 'Download the app',
  notFound: 'This notice does not exist.',
} as const;

/** Whether a provider day (YYYY-MM-DD) falls inside a notice's days, both included. */
export function runsOn(day: string, notice: { first_day: string; last_day: string }): boolean {
  return notice.first_day <= day && day <= notice.last_day;
}

/** Whether a notice is meant for a tutor of this group (null: for every tutor). */
export function meantFor(tutorGroup: string, notice: { tutor_group: string | null }): boolean {
  return notice.tutor_group === null || notice.tutor_group === tutorGroup;
}
