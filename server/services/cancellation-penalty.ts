import type { Kysely } from 'kysely';
import { cancellationPenalty, type CancellationPenalty } from '../../src/domain/schedule-cancel';
import type { Database } from '../db/schema';
import type { ClassRow } from '../repositories/classes.repository';

/**
 * An autonomous cancellation's penalties (growth-account.md §9: teaching points -2; growth -3
 * within 3 h, -4 within 24 h). They are ledger entries (rules tp.cancellation and
 * gv.cancel_within_*, source the class), posted by the ledger's class-event hook when the class
 * service records the tutor's cancellation in the same transaction; this answers what they were,
 * for the tutor's receipt. Nothing else writes them, so they never count twice.
 */
export async function recordCancellationPenalty(_trx: Kysely<Database>, input: { lesson: ClassRow; tutorId: number; at: Date }): Promise<CancellationPenalty> {
  return cancellationPenalty(Date.parse(input.lesson.start_at), input.at.getTime());
}
