import type { Kysely } from 'kysely';
import { ledgerPostingsForClassEvent } from '../../src/domain/ledger-class-rules';
import type { Database } from '../db/schema';
import type { ClassEventHook } from './class-event-hooks';
import { postLedgerEntriesIn, type LedgerPosting } from './ledger.service';

/** The ledger's class-event hook: posts what each event earns or costs, in the event's transaction. */
export const ledgerRulesForClassEvents: ClassEventHook = async (trx: Kysely<Database>, items, context) => {
  const postings: LedgerPosting[] = [];
  let latest = 0;
  for (const { event, lesson } of items) {
    const facts = {
      kind: event.kind,
      details: JSON.parse(event.details) as Record<string, unknown>,
      actor: event.actor_type,
      at: event.created_at,
      classId: lesson.id,
      tutorId: lesson.tutor_id,
      classType: lesson.class_type,
      startAt: lesson.start_at,
      feePhp: Number(lesson.lesson_fee_php),
    };
    latest = Math.max(latest, Date.parse(event.created_at));
    for (const posting of ledgerPostingsForClassEvent(facts, context.providerTimeZone)) {
      postings.push({ ...posting, tutorId: lesson.tutor_id, countsAt: new Date(posting.countsAt) });
    }
  }
  await postLedgerEntriesIn(trx, postings, new Date(latest));
};
