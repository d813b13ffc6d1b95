import { Role } from '../../src/domain/routes';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { hashPassword } from '../services/password';
import type { SeedContext } from './seed';

/**
 * The layout widgets' demo data: every demo tutor seeded before this has agreed to the protocol
 * (so the protocol reminder does not cover other areas' pages), except this area's own tutor, who
 * has not, for the reminder's browser test. Keep this seeder after every seeder that adds tutors.
 */
export const WidgetsTutor = { id: 100281, account: 'widgets', password: 'demo1234' } as const;

export async function seedWidgets({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  const agreedAt = new Date(now.getTime() - 30 * 24 * 3_600_000).toISOString();
  const tutors = await db.selectFrom('user_roles').select('user_id').where('role', '=', Role.teacher).execute();
  const agreed = [...new Set(tutors.map((row) => row.user_id))].map((user_id) => ({ user_id, agreed_at: agreedAt }));
  if (agreed.length > 0) await db.insertInto('protocol_agreements').values(agreed).execute();

  const tutor = WidgetsTutor;
  const createdAt = new Date(now.getTime() - 200 * 24 * 3_600_000).toISOString();
  await db.insertInto('users').values({ id: tutor.id, account: tutor.account, first_name: 'Rosa', last_name: 'Lim', email: 'rosa.lim@example.com', avatar: '', disabled: 0, created_at: createdAt }).execute();
  await db.insertInto('credentials').values({ user_id: tutor.id, password_hash: await hashPassword(tutor.password), updated_at: createdAt }).execute();
  await db.insertInto('user_roles').values({ user_id: tutor.id, role: Role.teacher }).execute();
  await db.insertInto('tutor_profiles').values({ user_id: tutor.id, integral_level: 'B1', tutor_group: 'Manila Team 6', entry_key: 'ek-100281-w1d9' }).execute();
  await syncIdSequence(db, 'users');
}
