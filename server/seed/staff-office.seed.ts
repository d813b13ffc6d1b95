import { DEFAULT_PROVIDER_TIME_ZONE, addMonths, localMonth, monthPeriod } from '../../src/domain/provider-time';
import { Role } from '../../src/domain/routes';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { postLedgerEntriesIn } from '../services/ledger.service';
import { demoPasswordHash } from './demo-password';
import type { SeedContext } from './seed';

/**
 * The staff back office's own demo tutors, touched by no other area:
 * - `staffrecord`: the tutor whose flags, password and account staff change (browser and server tests);
 * - `franchisepay`: a franchisee tutor with a pay line last period, which the Pay list leaves out.
 */
export const StaffRecordTutor = { id: 100451, account: 'staffrecord', password: 'demo1234', name: 'Mara Santos' } as const;
export const FranchisePayTutor = { id: 100452, account: 'franchisepay', password: 'demo1234', name: 'Rico Villa' } as const;

export async function seedStaffOffice({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  const createdAt = new Date(now.getTime() - 200 * 86_400_000).toISOString();
  const hash = await demoPasswordHash('demo1234');
  const people = [
    { ...StaffRecordTutor, email: 'mara.santos@example.com', group: 'Cebu Team 2', franchisee: 0 },
    { ...FranchisePayTutor, email: 'rico.villa@example.com', group: 'Franchise Davao', franchisee: 1 },
  ];
  for (const person of people) {
    const [first, last] = person.name.split(' ') as [string, string];
    await db
      .insertInto('users')
      .values({
        id: person.id,
        account: person.account,
        first_name: first,
        last_name: last,
        email: person.email,
        avatar: '',
        disabled: 0,
        created_at: createdAt,
      })
      .execute();
    await db.insertInto('credentials').values({ user_id: person.id, password_hash: hash, updated_at: createdAt }).execute();
    await db.insertInto('user_roles').values({ user_id: person.id, role: Role.teacher }).execute();
    await db
      .insertInto('tutor_profiles')
      .values({ user_id: person.id, tutor_group: person.group, entry_key: `ek-${person.id}-s7f0`, is_franchisee_user: person.franchisee })
      .execute();
  }
  await syncIdSequence(db, 'users');
  const lastPeriod = addMonths(localMonth(now.getTime(), DEFAULT_PROVIDER_TIME_ZONE).key, -1);
  const start = monthPeriod(lastPeriod, DEFAULT_PROVIDER_TIME_ZONE).startMs;
  await postLedgerEntriesIn(
    db,
    [
      {
        tutorId: FranchisePayTutor.id,
        rule: 'pay.enrolment_bonus',
        amount: 30_000,
        source: { type: 'seed', id: `franchisepay-bonus-${lastPeriod}` },
        countsAt: new Date(start + 5 * 86_400_000),
        note: 'Enrolment bonus',
      },
    ],
    now,
  );
}
