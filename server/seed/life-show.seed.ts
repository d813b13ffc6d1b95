import { Role } from '../../src/domain/routes';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { demoPasswordHash } from './demo-password';
import type { SeedContext } from './seed';

/**
 * The life show's own demo tutor (issue 17): a complete profile and nothing uploaded yet, so the
 * personal data browser test (life show, hobbies, where they teach from) owns what it changes.
 * Seeded before seedPersonalSections, which gives complete profiles their sections.
 */
export const LifeShowTutor = { id: 100351, account: 'lifeshow', password: 'demo1234' } as const;

export async function seedLifeShowTutor({ db, clock }: SeedContext): Promise<void> {
  const tutor = LifeShowTutor;
  const createdAt = new Date(clock.now().getTime() - 120 * 24 * 3_600_000).toISOString();
  await db
    .insertInto('users')
    .values({
      id: tutor.id,
      account: tutor.account,
      first_name: 'Liza',
      last_name: 'Gonzales',
      email: 'liza.gonzales@example.com',
      avatar: '',
      disabled: 0,
      created_at: createdAt,
    })
    .execute();
  await db
    .insertInto('credentials')
    .values({ user_id: tutor.id, password_hash: await demoPasswordHash(tutor.password), updated_at: createdAt })
    .execute();
  await db.insertInto('user_roles').values({ user_id: tutor.id, role: Role.teacher }).execute();
  await db
    .insertInto('tutor_profiles')
    .values({
      user_id: tutor.id,
      sex: 'Female',
      birthday: '1991-08-20',
      school: 'University of Santo Tomas',
      location: 'Philippines',
      city: 'Manila',
      province: 'Metro Manila',
      internet_speed: '40 Mbps',
      tutoring_equipment: 'Laptop and headset',
      int_service_provider: 'Globe',
      net_conn_type: 'Fiber',
      self_introduction: 'I teach young learners with songs and stories.',
      integral_level: 'B1',
      tutor_group: 'Manila Team 7',
      entry_key: 'ek-100351-l5h2',
    })
    .execute();
  await syncIdSequence(db, 'users');
}
