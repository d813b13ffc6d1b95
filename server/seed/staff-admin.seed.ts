import { Role } from '../../src/domain/routes';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { demoPasswordHash } from './demo-password';
import type { SeedContext } from './seed';

/** The demo admin (issue 21): a staff role with more — staff accounts and settings. Ids 900002–900009 are this area's. */
export const DemoAdmin = { id: 900002, account: 'admin', password: 'admin1234', email: 'admin@example.com' } as const;

/** The demo admin account, seeded as the demo staff account is: a user, its password and its role. */
export async function seedStaffAdmin({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  const createdAt = new Date(Date.UTC(now.getUTCFullYear() - 1, 5, 1)).toISOString();
  await db
    .insertInto('users')
    .values({
      id: DemoAdmin.id,
      account: DemoAdmin.account,
      first_name: 'Daniel',
      last_name: 'Cruz',
      email: DemoAdmin.email,
      avatar: '',
      disabled: 0,
      created_at: createdAt,
    })
    .execute();
  await db
    .insertInto('credentials')
    .values({ user_id: DemoAdmin.id, password_hash: await demoPasswordHash(DemoAdmin.password), updated_at: createdAt })
    .execute();
  await db.insertInto('user_roles').values({ user_id: DemoAdmin.id, role: Role.admin }).execute();
  await syncIdSequence(db, 'users');
}
