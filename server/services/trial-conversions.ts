import { sql, type Kysely } from 'kysely';
import { ClassEventKind, ClassStatus, ClassType } from '../../src/domain/classes';
import { enrolmentBonus, toHundredths } from '../../src/domain/ledger';
import { TRIAL_CONVERSION_WINDOW_DAYS, isTrialConversion } from '../../src/domain/levels';
import type { Database } from '../db/schema';
import type { ClassEventHook } from './class-event-hooks';
import { postLedgerEntriesIn } from './ledger.service';

const DAY_MS = 86_400_000;

/** The student's latest finished trial class that started in the window before `beforeIso`. */
function latestTrialBefore(trx: Kysely<Database>, studentId: number, beforeIso: string) {
  const fromIso = new Date(Date.parse(beforeIso) - TRIAL_CONVERSION_WINDOW_DAYS * DAY_MS).toISOString();
  return trx
    .selectFrom('classes')
    .select(['id', 'tutor_id', 'start_at'])
    .where('student_id', '=', studentId)
    .where('class_type', '=', ClassType.trial)
    .where('status', '=', ClassStatus.finished)
    .where('start_at', '>=', fromIso)
    .where('start_at', '<', beforeIso)
    .orderBy('start_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

async function hadRegularBefore(trx: Kysely<Database>, studentId: number, beforeIso: string): Promise<boolean> {
  const row = await trx
    .selectFrom('classes')
    .select('id')
    .where('student_id', '=', studentId)
    .where('class_type', '=', ClassType.regular)
    .where('status', '=', ClassStatus.finished)
    .where('start_at', '<', beforeIso)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Trial conversions (src/domain/levels.ts): when a new student's first regular class after a trial
 * finishes, the trial's tutor gets the conversion once (keyed by the trial class): +2 growth, one
 * more in transformPeriodCount (the trial level), and the enrolment bonus of the level that count
 * reaches as a pay entry.
 */
export const trialConversionsForClassEvents: ClassEventHook = async (trx, items) => {
  for (const { event, lesson } of items) {
    if (event.kind !== ClassEventKind.finished || lesson.class_type !== ClassType.regular || lesson.student_id === null) continue;
    const trial = await latestTrialBefore(trx, lesson.student_id, lesson.start_at);
    if (!trial) continue;
    const before = await hadRegularBefore(trx, lesson.student_id, trial.start_at);
    if (!isTrialConversion({ trialStartAt: trial.start_at, regularStartAt: lesson.start_at, studentHadRegularBefore: before })) continue;
    const at = new Date(event.created_at);
    const source = { type: 'class', id: trial.id };
    const [growth] = await postLedgerEntriesIn(
      trx,
      [{ tutorId: trial.tutor_id, rule: 'gv.trial_conversion', source, countsAt: at, note: `Student's first regular class ${lesson.id}` }],
      at,
    );
    // A repeat of a conversion already counted: the count and the bonus were posted with it.
    if (!growth) continue;
    const counted = await trx
      .updateTable('tutor_profiles')
      .set({ transform_period_count: sql<number>`transform_period_count + 1` })
      .where('user_id', '=', trial.tutor_id)
      .returning('transform_period_count')
      .executeTakeFirst();
    const bonus = enrolmentBonus(Number(counted?.transform_period_count ?? 0));
    if (bonus.php > 0) {
      await postLedgerEntriesIn(
        trx,
        [
          {
            tutorId: trial.tutor_id,
            rule: 'pay.enrolment_bonus',
            amount: toHundredths(bonus.php),
            source,
            countsAt: at,
            note: `Enrolment bonus, level ${bonus.level}`,
          },
        ],
        at,
      );
    }
  }
};
