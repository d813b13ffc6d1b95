import type { Static } from '@sinclair/typebox';
import type { UserCertInfoSchema } from './api/records.schemas';

/**
 * The TESOL identity review as the layout sees it (growth-account.md §4 "tutor-certificate identity
 * review dialog (TESOL)"): staff review what a tutor submitted (UserCertInfo's tesol.reviewStatus);
 * when they refuse it, the layout opens the review dialog so the tutor submits it again. Submitting
 * sets the review back to pending.
 */
export const TesolReviewStatus = { pending: 0, accepted: 1, refused: 2 } as const;

/** UserCertInfo's TESOL part. */
export type TesolCertState = Static<typeof UserCertInfoSchema>['tesol'];

export function asksForTesolReview(tesol: TesolCertState): boolean {
  return tesol.submitted && tesol.reviewStatus === TesolReviewStatus.refused;
}
