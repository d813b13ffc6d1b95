import { Messages } from './messages';

/** The refusal reason of a class notice (growth-account.md §5): trimmed, at least 1 character. */
export function refuseReasonProblem(reason: string): string | null {
  return reason.trim().length >= 1 ? null : Messages.refuseReasonRequired;
}
