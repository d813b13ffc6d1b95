import type { Kysely } from 'kysely';
import { LedgerAccount, LEDGER_RULES } from '../../src/domain/ledger';
import { ledgerPostingsForClassEvent } from '../../src/domain/ledger-class-rules';
import { classMinutes, rateCardFee, type RateCardLine } from '../../src/domain/rate-card';
import type { Database } from '../db/schema';
import { listRateCard } from '../repositories/service-fee.repository';
import type { ClassEventHook } from './class-event-hooks';
import { postLedgerEntriesIn, type LedgerPosting } from './ledger.service';

/**
 * A class hook that runs before the ledger's: where the tutor's rate card has a line for the
 * class, it posts the class's pay entries (the same rules, `pay.class_fee` or
 * `pay.student_absent_fee`) at the card's fee. The ledger hook's own pay entry for that class is
 * then a repeat of (rule, source) and skipped, so a class is paid once, by its card when it has one.
 */
export const rateCardClassFees: ClassEventHook = async (trx: Kysely<Database>, items, context) => {
  const cards = new Map<number, RateCardLine[]>();
  const postings: LedgerPosting[] = [];
  let latest = 0;
  for (const { event, lesson } of items) {
    let card = cards.get(lesson.tutor_id);
    if (!card) {
      card = await listRateCard(trx, lesson.tutor_id);
      cards.set(lesson.tutor_id, card);
    }
    const fee = rateCardFee(card, lesson.class_type, classMinutes(lesson.start_at, lesson.end_at));
    if (fee === null) continue;
    const facts = {
      kind: event.kind,
      details: JSON.parse(event.details) as Record<string, unknown>,
      actor: event.actor_type,
      at: event.created_at,
      classId: lesson.id,
      tutorId: lesson.tutor_id,
      classType: lesson.class_type,
      startAt: lesson.start_at,
      feePhp: fee / 100,
    };
    for (const posting of ledgerPostingsForClassEvent(facts, context.providerTimeZone)) {
      if (LEDGER_RULES[posting.rule].account !== LedgerAccount.pay) continue;
      postings.push({ ...posting, tutorId: lesson.tutor_id, countsAt: new Date(posting.countsAt), note: 'By rate card' });
      latest = Math.max(latest, Date.parse(event.created_at));
    }
  }
  await postLedgerEntriesIn(trx, postings, new Date(latest));
};
