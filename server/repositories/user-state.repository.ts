import type { Kysely } from 'kysely';
import { reusableQuery } from '../db/reusable-query';
import type { Database } from '../db/schema';
import { ledgerFiguresTable } from './ledger-figures.repository';

/**
 * Everything the user state needs but the roles, in one query: the user, their profile (may be
 * missing), the ledger's figures (flowers and points over all time, the rest over the provider's
 * month [fromIso, toIso); missing when the tutor has no entries) and whether a feedback notice
 * waits unread. The roles come with the token lookup.
 */
export const findUserStateRows = reusableQuery((db, p: { userId: number; fromIso: string; toIso: string }) =>
  db
    .selectFrom('users')
    .leftJoin('tutor_profiles', 'tutor_profiles.user_id', 'users.id')
    .leftJoin(
      ledgerFiguresTable(db, { tutorId: p.userId, fromIso: p.fromIso, toIso: p.toIso }).as('ledger'),
      (join) => join.onRef('ledger.tutor_id', '=', 'users.id'),
    )
    .selectAll('tutor_profiles')
    .select([
      'users.id',
      'users.account',
      'users.avatar',
      'users.first_name',
      'users.last_name',
      'users.email',
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
