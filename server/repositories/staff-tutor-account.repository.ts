import type { Kysely } from 'kysely';
import { Role } from '../../src/domain/routes';
import { TUTOR_FLAGS, type TutorFlagColumn } from '../../src/domain/staff-tutor-account';
import type { Database } from '../db/schema';

/** A tutor's account as staff change it: the user row's switch and the profile's flag columns. */

const FLAG_COLUMNS = TUTOR_FLAGS.map((flag) => `p.${flag.column}` as const);

/** One query: the account, its disabled state and every flag; undefined for staff and unknown ids. */
export function findTutorAccountRow(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('tutor_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.account', 'u.email', 'u.disabled', 'u.disabled_at', 'u.disabled_reason', ...FLAG_COLUMNS])
    .where('u.id', '=', tutorId)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('user_roles as r').select('r.user_id').whereRef('r.user_id', '=', 'u.id').where('r.role', '=', Role.teacher)),
    )
    .executeTakeFirst();
}

export type TutorAccountRow = NonNullable<Awaited<ReturnType<typeof findTutorAccountRow>>>;

export async function updateTutorFlagColumns(db: Kysely<Database>, tutorId: number, values: Partial<Record<TutorFlagColumn, number>>): Promise<void> {
  await db.updateTable('tutor_profiles').set(values).where('user_id', '=', tutorId).execute();
}

/** Switches the account; answers false when it already was in that state (two staff at once: one wins). */
export async function setAccountDisabled(db: Kysely<Database>, tutorId: number, disabled: { at: string; reason: string } | null): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set(disabled ? { disabled: 1, disabled_at: disabled.at, disabled_reason: disabled.reason } : { disabled: 0, disabled_at: null, disabled_reason: '' })
    .where('id', '=', tutorId)
    .where('disabled', '=', disabled ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
