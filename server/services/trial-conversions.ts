import type { Kysely } from 'kysely';
import { ClassEventKind, ClassType } from '../../src/domain/classes';
import { enrolmentBonus, toHundredths } from '../../src/domain/ledger';
import { TRIAL_CONVERSION_WINDOW_DAYS, isTrialConversion } from '../../src/domain/levels';
import type { Database } from '../db/schema';
import { hasFinishedRegularBefore, latestFinishedTrialBetween } from '../repositories/classes.repository';
import { incrementTransformPeriodCount } from '../repositories/tutor-profiles.repository';
import type { ClassEventHook } from './class-event-hooks';
import { postLedgerEntriesIn } from './ledger.service';

const DAY_MS = 86_400_000;

/** The student's latest finished trial class that started in the window before `beforeIso`. */
function latestTrialBefore(trx: Kysely<Database>, studentId: number, beforeIso: string) {
  const fromIso = new Date(Date.parse(beforeIso) - TRIAL_CONVERSION_WINDOW_DAYS * DAY_MS).toISOString();
  return latestFinishedTrialBetween(trx, studentId, fromIso, beforeIso);
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
    const before = await hasFinishedRegularBefore(trx, lesson.student_id, trial.start_at);
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
    const counted = await incrementTransformPeriodCount(trx, trial.tutor_id);
    const bonus = enrolmentBonus(Number(counted ?? 0));
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
