import { Role } from '../../src/domain/routes';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import type { Insertable } from 'kysely';
import type { TutorProfilesTable } from '../db/schema';
import { demoPasswordHash } from './demo-password';
import type { SeedContext } from './seed';

/** Demo accounts. Ids are fixed so links and tests can name them. */
export const DemoUsers = {
  demo: { id: 100231, account: 'demo', password: 'demo1234' },
  demo2: { id: 100232, account: 'demo2', password: 'demo1234' },
  franchisee: { id: 100233, account: 'franchisee', password: 'demo1234' },
  international: { id: 100234, account: 'intl', password: 'demo1234' },
  staff: { id: 900001, account: 'staff', password: 'staff1234' },
} as const;

interface Person {
  id: number;
  account: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  profile?: Omit<Insertable<TutorProfilesTable>, 'user_id'>;
}

const people: Person[] = [
  {
    ...DemoUsers.demo,
    firstName: 'Maria',
    lastName: 'Santos',
    email: 'maria.santos@example.com',
    roles: [Role.teacher],
    profile: {
      sex: 'Female',
      birthday: '1994-03-12',
      school: 'University of the Philippines Diliman',
      location: 'Philippines',
      city: 'Quezon City',
      province: 'Metro Manila',
      internet_speed: '50 Mbps',
      tutoring_equipment: 'Laptop, USB headset, HD webcam',
      int_service_provider: 'PLDT',
      net_conn_type: 'Fiber',
      self_introduction: 'I have taught English online for four years, mostly young learners and business English.',
      integral_level: 'B2',
      transform_period_count: 212,
      tutor_group: 'Manila Team 3',
      entry_key: 'ek-100231-3f9a',
      is_growth_system_test_group: 1,
      growth_system_score: 436.5,
      is_first_login: 1,
    },
  },
  {
    ...DemoUsers.demo2,
    firstName: 'Joseph',
    lastName: 'Reyes',
    email: 'joseph.reyes@example.com',
    roles: [Role.teacher],
    profile: {
      sex: 'Male',
      birthday: '1990-11-02',
      school: 'Ateneo de Davao University',
      location: 'Philippines',
      city: 'Davao City',
      province: 'Davao del Sur',
      integral_level: 'C1',
      transform_period_count: 41,
      tutor_group: 'Davao Team 1',
      entry_key: 'ek-100232-77c1',
      is_need_improve_personal_info: 1,
      is_international_or_custom: 0,
    },
  },
  {
    ...DemoUsers.franchisee,
    firstName: 'Ana',
    lastName: 'Lim',
    email: 'ana.lim@example.com',
    roles: [Role.teacher],
    profile: { integral_level: 'D1', is_franchisee_user: 1, await_approval: 1, tutor_group: 'Cebu Partner Centre', entry_key: 'ek-100233-a0b2' },
  },
  {
    ...DemoUsers.international,
    firstName: 'Daniel',
    lastName: 'Okafor',
    email: 'daniel.okafor@example.com',
    roles: [Role.teacher],
    profile: {
      integral_level: 'C2',
      is_international_or_custom: 1,
      is_customized: 1,
      location: 'Nigeria',
      city: 'Lagos',
      tutor_group: 'International Team',
      entry_key: 'ek-100234-5d1e',
    },
  },
  {
    ...DemoUsers.staff,
    firstName: 'Grace',
    lastName: 'Tan',
    email: 'grace.tan@example.com',
    roles: [Role.staff],
  },
];

/** The demo tutors, a franchisee tutor and a staff member, with profiles (their figures come from the ledger of their seeded classes). */
export async function seedPeople({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  for (const person of people) {
    const createdAt = new Date(Date.UTC(now.getUTCFullYear() - 1, 5, 1)).toISOString();
    await db
      .insertInto('users')
      .values({
        id: person.id,
        account: person.account,
        first_name: person.firstName,
        last_name: person.lastName,
        email: person.email,
        avatar: '',
        disabled: 0,
        created_at: createdAt,
      })
      .execute();
    await db
      .insertInto('credentials')
      .values({ user_id: person.id, password_hash: await demoPasswordHash(person.password), updated_at: createdAt })
      .execute();
    for (const role of person.roles) await db.insertInto('user_roles').values({ user_id: person.id, role }).execute();
    if (person.roles.includes(Role.teacher)) {
      await db
        .insertInto('tutor_profiles')
        .values({ user_id: person.id, ...person.profile })
        .execute();
    }
  }
  await syncIdSequence(db, 'users');
}
