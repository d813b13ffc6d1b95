import { ClassStatus } from '../../src/domain/classes';
import { toHundredths } from '../../src/domain/ledger';
import { postLedgerEntriesIn, type LedgerPosting } from '../services/ledger.service';
import type { SeedContext } from './seed';

const HOUR = 3_600_000;

/**
 * Flowers students gave the demo tutors: one or two after every fourth finished class rated five stars,
 * posted through the ledger like any other event (source: the class), so /flowers has records and
 * a balance to exchange. Deterministic for the seeded classes.
 */
export async function seedFlowers({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now().getTime();
  const rated = await db
    .selectFrom('classes')
    .select(['id', 'tutor_id', 'end_at'])
    .where('status', '=', ClassStatus.finished)
    .where('student_rating', '=', 5)
    .orderBy('id')
    .execute();
  const postings: LedgerPosting[] = rated
    .filter((lesson) => lesson.id % 4 === 0)
    .map((lesson) => ({
      tutorId: lesson.tutor_id,
      rule: 'flowers.received',
      amount: toHundredths(1 + (Math.floor(lesson.id / 4) % 2)),
      source: { type: 'class', id: lesson.id },
      countsAt: new Date(Math.min(Date.parse(lesson.end_at) + HOUR, now)),
      note: `Flowers from the student of class ${lesson.id}`,
    }));
  await db.transaction().execute((trx) => postLedgerEntriesIn(trx, postings, new Date(now)));
}
