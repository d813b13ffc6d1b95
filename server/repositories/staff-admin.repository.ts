import { sql, type Kysely } from 'kysely';
import { Role } from '../../src/domain/routes';
import type { StaffAccount, StaffAccountRole } from '../../src/domain/staff-admin';
import type { Database } from '../db/schema';

/**
 * Staff accounts (issue 21, admin): users holding `staff` or `admin`. Their role is `admin` when
 * they hold it, otherwise `staff`; a change of role touches only these two role rows.
 */

type Db = Kysely<Database>;
const STAFF_ROLES = [Role.staff, Role.admin];

interface StaffRow {
  id: number;
  account: string;
  first_name: string;
  last_name: string;
  email: string;
  disabled: number;
  created_at: string;
  admin: number | string;
}

function toAccount(row: StaffRow): StaffAccount {
  return {
    Id: row.id,
    Account: row.account,
    FirstName: row.first_name,
    LastName: row.last_name,
    Email: row.email,
    Role: Number(row.admin) > 0 ? 'admin' : 'staff',
    Disabled: Number(row.disabled) === 1,
    CreatedAt: row.created_at,
  };
}

function staffQuery(db: Db) {
  return db.selectFrom('users as u').where((eb) =>
    eb.exists(
      eb
        .selectFrom('user_roles as r')
        .select('r.user_id')
        .whereRef('r.user_id', '=', 'u.id')
        .where(sql<string>`lower(r.role)`, 'in', STAFF_ROLES),
    ),
  );
}

const columns = (db: Db) =>
  staffQuery(db).select((eb) => [
    'u.id',
    'u.account',
    'u.first_name',
    'u.last_name',
    'u.email',
    'u.disabled',
    'u.created_at',
    eb
      .selectFrom('user_roles as a')
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .whereRef('a.user_id', '=', 'u.id')
      .where(sql<string>`lower(a.role)`, '=', Role.admin)
      .as('admin'),
  ]);

/** One page of staff accounts, by id, and how many there are. */
export async function listStaffAccounts(db: Db, page: { offset: number; limit: number }): Promise<{ items: StaffAccount[]; total: number }> {
  const [rows, count] = await Promise.all([
    columns(db).orderBy('u.id').offset(page.offset).limit(page.limit).execute(),
    staffQuery(db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((row) => toAccount(row as StaffRow)), total: Number(count.n) };
}

/** A staff account by id, or undefined (a tutor's id is not one). */
export async function findStaffAccount(db: Db, id: number): Promise<StaffAccount | undefined> {
  const row = await columns(db).where('u.id', '=', id).executeTakeFirst();
  return row && toAccount(row as StaffRow);
}

/**
 * The enabled admins' ids. With `lock` (PostgreSQL) their user rows are first locked to the end
 * of the transaction and then read again in a fresh statement, which sees what a transaction that
 * held the locks committed: two admins demoting each other at once cannot both leave none.
 */
export async function enabledAdminIds(db: Db, lock: boolean): Promise<number[]> {
  if (lock) await adminQuery(db).forUpdate().execute();
  return (await adminQuery(db).execute()).map((row) => row.id);
}

function adminQuery(db: Db) {
  return db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.disabled', '=', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles as r')
          .select('r.user_id')
          .whereRef('r.user_id', '=', 'u.id')
          .where(sql<string>`lower(r.role)`, '=', Role.admin),
      ),
    )
    .orderBy('u.id');
}

/** Whether another account signs in with this name or e-mail (case ignored). */
export async function loginOrEmailTaken(db: Db, account: string, email: string): Promise<{ account: boolean; email: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['account', 'email'])
    .where((eb) => eb.or([eb(sql<string>`lower(account)`, '=', account.toLowerCase()), eb(sql<string>`lower(email)`, '=', email.toLowerCase())]))
    .execute();
  return {
    account: rows.some((row) => row.account.toLowerCase() === account.toLowerCase()),
    email: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
  };
}

/** Creates the user, its credentials and its role; answers the new id. */
export async function insertStaffAccount(
  db: Db,
  values: { account: string; firstName: string; lastName: string; email: string; role: StaffAccountRole; passwordHash: string; at: string },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      account: values.account,
      first_name: values.firstName,
      last_name: values.lastName,
      email: values.email,
      avatar: '',
      disabled: 0,
      created_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('credentials').values({ user_id: row.id, password_hash: values.passwordHash, updated_at: values.at }).execute();
  await db.insertInto('user_roles').values({ user_id: row.id, role: values.role }).execute();
  return row.id;
}

/** Replaces the account's staff role rows with the one role given (other roles stay). */
export async function replaceStaffRole(db: Db, userId: number, role: StaffAccountRole): Promise<void> {
  await db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where(sql<string>`lower(role)`, 'in', STAFF_ROLES)
    .execute();
  await db.insertInto('user_roles').values({ user_id: userId, role }).execute();
}
