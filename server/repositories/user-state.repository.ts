import type { Kysely } from 'kysely';
import { reusableQuery } from '../db/reusable-query';
import type { Database } from '../db/schema';

/**
 * Everything the user state needs but the roles, in one query: the user, their profile (may be
 * missing), the cached ledger figures (missing, stale or of another month: the caller recomputes,
 * see ledger-figures.repository) and whether a feedback notice waits unread. The roles come with
 * the token lookup.
 */
export const findUserStateRows = reusableQuery((db, p: { userId: number }) =>
  db
    .selectFrom('users')
    .leftJoin('tutor_profiles', 'tutor_profiles.user_id', 'users.id')
    .leftJoin('ledger_figures as ledger', 'ledger.tutor_id', 'users.id')
    .selectAll('tutor_profiles')
    .select([
      'users.id',
      'users.account',
      'users.avatar',
      'users.first_name',
      'users.last_name',
      'users.email',
      'ledger.version as figures_version',
      'ledger.fresh as figures_fresh',
      'ledger.month_from as figures_month_from',
      'ledger.total_flowers',
      'ledger.total_points',
      'ledger.total_growth',
      'ledger.month_points',
      'ledger.month_completed',
      'ledger.month_good',
      'ledger.month_absences',
      'ledger.month_bad',
      'ledger.month_cancellations',
      'ledger.month_other',
    ])
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('feedback_notices')
            .select('feedback_notices.id')
            .whereRef('feedback_notices.user_id', '=', 'users.id')
            .where('feedback_notices.read_at', 'is', null),
        )
        .as('has_unread_feedback'),
    ])
    .where('users.id', '=', p.userId),
);

export type UserStateRow = Awaited<ReturnType<typeof findUserStateRows>>[number];

/** What "more info" shows: the join date and the profile's entry key, group and trial count. */
export async function findUserMoreInfoRow(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('tutor_profiles', 'tutor_profiles.user_id', 'users.id')
    .leftJoin('tutor_contracts', 'tutor_contracts.user_id', 'users.id')
    .select([
      'users.id',
      'users.created_at',
      'tutor_profiles.entry_key',
      'tutor_profiles.tutor_group',
      'tutor_profiles.transform_period_count',
      'tutor_contracts.audit_status',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
