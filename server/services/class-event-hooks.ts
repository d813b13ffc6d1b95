import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ClassEventRow, ClassRow } from '../repositories/classes.repository';
import { ledgerRulesForClassEvents } from './ledger-class-rules';
import { classNotificationHook } from './notifications.service';
import { rateCardClassFees } from './rate-card-class-fees';
import { trialConversionsForClassEvents } from './trial-conversions';

/** What the hooks need besides the events: the provider's zone decides weekends, days and months. */
export interface ClassEventContext {
  providerTimeZone: string;
}

/**
 * What else happens, in the same transaction, when class events are recorded: the areas that act
 * on classes (the ledger's rules first) add one line each to `classEventHooks`. A hook gets the
 * events of one batch together and must be idempotent for each event: replaying an event never
 * counts twice.
 */
export type ClassEventHook = (
  trx: Kysely<Database>,
  events: ReadonlyArray<{ event: ClassEventRow; lesson: ClassRow }>,
  context: ClassEventContext,
) => Promise<void>;

// The rate card's fee first: the ledger hook then skips the class's pay entry as a repeat.
const classEventHooks: readonly ClassEventHook[] = [
  rateCardClassFees,
  ledgerRulesForClassEvents,
  classNotificationHook,
  // A new student's first regular class after a trial: the trial tutor's conversion (issue 14).
  trialConversionsForClassEvents,
];

export async function runClassEventHooks(
  trx: Kysely<Database>,
  events: ReadonlyArray<{ event: ClassEventRow; lesson: ClassRow }>,
  context: ClassEventContext,
): Promise<void> {
  if (events.length === 0) return;
  for (const hook of classEventHooks) await hook(trx, events, context);
}
