import { DEFAULT_PROVIDER_TIME_ZONE, addMonths, localMonth, monthPeriod } from '../../src/domain/provider-time';
import { Role } from '../../src/domain/routes';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { savePaymentAccount } from '../repositories/service-fee.repository';
import { postLedgerEntriesIn } from '../services/ledger.service';
import { demoPasswordHash } from './demo-password';
import type { SeedContext } from './seed';

/**
 * The staff console's own demo tutor (its browser test pays her): a confirmed PayPal account and
 * last period's unpaid pay lines (a bonus and a staff adjustment), touched by no other area.
 */
export const PayeeTutor = { id: 100297, account: 'payee', password: 'demo1234' } as const;

export async function seedStaffConsole({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now();
  const createdAt = new Date(now.getTime() - 120 * 86_400_000).toISOString();
  const tutor = PayeeTutor;
  await db
    .insertInto('users')
    .values({
      id: tutor.id,
      account: tutor.account,
      first_name: 'Lena',
      last_name: 'Cruz',
      email: 'lena.cruz@example.com',
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
  await db.insertInto('tutor_profiles').values({ user_id: tutor.id, tutor_group: 'Manila Team 7', entry_key: 'ek-100297-p4y3' }).execute();
  await syncIdSequence(db, 'users');
  await savePaymentAccount(db, {
    tutor_id: tutor.id,
    method: 'paypal',
    account: 'lena.cruz.pay@example.com',
    holder_name: 'Lena Cruz',
    confirmed_at: createdAt,
    terms_accepted_at: createdAt,
    updated_at: createdAt,
  });
  const last = addMonths(localMonth(now.getTime(), DEFAULT_PROVIDER_TIME_ZONE).key, -1);
  const start = monthPeriod(last, DEFAULT_PROVIDER_TIME_ZONE).startMs;
  await postLedgerEntriesIn(
    db,
    [
      {
        tutorId: tutor.id,
        rule: 'pay.enrolment_bonus',
        amount: 50_000,
        source: { type: 'seed', id: `payee-bonus-${last}` },
        countsAt: new Date(start + 3 * 86_400_000),
        note: 'Enrolment bonus',
      },
      {
        tutorId: tutor.id,
        rule: 'pay.staff_adjustment',
        amount: 12_000,
        source: { type: 'seed', id: `payee-adjust-${last}` },
        countsAt: new Date(start + 9 * 86_400_000),
        note: 'Material correction',
      },
    ],
    now,
  );
}
