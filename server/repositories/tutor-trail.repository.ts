import { sql, type Kysely } from 'kysely';
import { ClassStatus, ClassType } from '../../src/domain/classes';
import type { Database } from '../db/schema';

/** A tutor's finished trial classes (count and latest start) and counted conversions, in one query. */
export async function trialRecord(db: Kysely<Database>, tutorId: number): Promise<{ trialClasses: number; lastTrialAt: string | null; conversions: number }> {
  const row = await db
    .selectFrom('tutor_profiles as profile')
    .leftJoin('classes as lesson', (join) =>
      join.onRef('lesson.tutor_id', '=', 'profile.user_id').on('lesson.class_type', '=', ClassType.trial).on('lesson.status', '=', ClassStatus.finished),
    )
    .select([
      sql<number | string>`count(lesson.id)`.as('trial_classes'),
      sql<string | null>`max(lesson.start_at)`.as('last_trial_at'),
      'profile.transform_period_count',
    ])
    .where('profile.user_id', '=', tutorId)
    .groupBy('profile.transform_period_count')
    .executeTakeFirst();
  return {
    trialClasses: Number(row?.trial_classes ?? 0),
    lastTrialAt: row?.last_trial_at ?? null,
    conversions: Number(row?.transform_period_count ?? 0),
  };
}
