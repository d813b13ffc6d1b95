import { ApplicationStep, TUTOR_SOURCE_REFERRAL } from '../../src/domain/referrals';
import { Role } from '../../src/domain/routes';
import type { LedgerRuleId } from '../../src/domain/ledger';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { postLedgerEntriesIn } from '../services/ledger.service';
import { demoPasswordHash } from './demo-password';
import { DemoUsers } from './people.seed';
import type { SeedContext } from './seed';

/**
 * The referrals area's own demo tutor `referrer` (so its browser test changes no other area's data):
 * four referred applicants at every step, two of whom started class (two lottery draws), one with
 * an opened account whose growth levels and own referrals (the team) show; and the lottery's prizes.
 * Ledger entries use the rules and sources of the live calls. Deterministic for a given clock.
 */
export const ReferralsTutor = { id: 100261, account: 'referrer', password: 'demo1234' } as const;
/** The tutor account the first referral opened (no sign-in of its own). */
export const ReferredTutor = { id: 100262, account: 'liza.garcia' } as const;

const DAY = 86_400_000;

export const LOTTERY_PRIZES = [
  { name: 'Tutor headset', weight: 5, stock: 3 },
  { name: '50 flowers voucher', weight: 15, stock: 30 },
  { name: 'Portal mug', weight: 40, stock: 100 },
] as const;

interface Referral {
  first: string;
  last: string;
  email: string;
  country: string;
  step: ApplicationStep;
  daysAgo: number;
  tutorId?: number;
  referrerId?: number;
}

export async function seedReferrals({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const createdAt = at(400).toISOString();
  const people = [
    {
      id: ReferralsTutor.id,
      account: ReferralsTutor.account,
      first: 'Rosa',
      last: 'Mendoza',
      email: 'rosa.mendoza@example.com',
      password: ReferralsTutor.password,
    },
    { id: ReferredTutor.id, account: ReferredTutor.account, first: 'Liza', last: 'Garcia', email: 'liza.garcia@example.com', password: null },
  ];
  for (const person of people) {
    await db
      .insertInto('users')
      .values({
        id: person.id,
        account: person.account,
        first_name: person.first,
        last_name: person.last,
        email: person.email,
        avatar: '',
        disabled: 0,
        created_at: createdAt,
      })
      .execute();
    if (person.password)
      await db
        .insertInto('credentials')
        .values({ user_id: person.id, password_hash: await demoPasswordHash(person.password), updated_at: createdAt })
        .execute();
    await db.insertInto('user_roles').values({ user_id: person.id, role: Role.teacher }).execute();
    await db
      .insertInto('tutor_profiles')
      .values({ user_id: person.id, integral_level: 'C1', tutor_group: 'Manila Team 7', entry_key: `ek-${person.id}-r7f1` })
      .execute();
  }
  await syncIdSequence(db, 'users');

  await db
    .insertInto('referral_prizes')
    .values(LOTTERY_PRIZES.map((p, i) => ({ name: p.name, weight: p.weight, stock: p.stock, sort_order: i + 1 })))
    .execute();

  const referrals: Referral[] = [
    {
      first: 'Liza',
      last: 'Garcia',
      email: 'liza.garcia@example.com',
      country: 'Philippines',
      step: ApplicationStep.firstClass,
      daysAgo: 60,
      tutorId: ReferredTutor.id,
    },
    { first: 'Mark', last: 'Villanueva', email: 'mark.villanueva@example.com', country: 'Philippines', step: ApplicationStep.firstClass, daysAgo: 45 },
    { first: 'Joy', last: 'Santos', email: 'joy.santos@example.com', country: 'South Africa', step: ApplicationStep.accountOpened, daysAgo: 20 },
    { first: 'Paul', last: 'Tan', email: 'paul.tan@example.com', country: 'Philippines', step: ApplicationStep.applied, daysAgo: 5 },
    // Liza's own referrals: her team on the first referral's status.
    {
      first: 'Nina',
      last: 'Bautista',
      email: 'nina.bautista@example.com',
      country: 'Philippines',
      step: ApplicationStep.accountOpened,
      daysAgo: 15,
      referrerId: ReferredTutor.id,
    },
    {
      first: 'Carlo',
      last: 'Reyes',
      email: 'carlo.reyes@example.com',
      country: 'Kenya',
      step: ApplicationStep.applied,
      daysAgo: 3,
      referrerId: ReferredTutor.id,
    },
  ];
  const order = [ApplicationStep.applied, ApplicationStep.accountOpened, ApplicationStep.firstClass];
  const rules: Record<string, LedgerRuleId> = {
    [ApplicationStep.accountOpened]: 'gv.referral_account_opened',
    [ApplicationStep.firstClass]: 'gv.referral_started_class',
  };
  await db.transaction().execute(async (trx) => {
    for (const r of referrals) {
      const referrerId = r.referrerId ?? ReferralsTutor.id;
      const row = await trx
        .insertInto('tutor_applications')
        .values({
          referrer_id: referrerId,
          first_name: r.first,
          last_name: r.last,
          email: r.email,
          sky_id: `live:${r.first.toLowerCase()}`,
          mobile_number: '0917-555-0199',
          country: r.country,
          tutor_source: TUTOR_SOURCE_REFERRAL,
          step: r.step,
          created_at: at(r.daysAgo).toISOString(),
          tutor_id: r.tutorId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Each step a week after the one before it.
      for (let i = 0; i <= order.indexOf(r.step); i += 1) {
        const step = order[i]!;
        const stepAt = at(r.daysAgo - i * 7);
        await trx.insertInto('application_tracks').values({ application_id: row.id, step, created_at: stepAt.toISOString() }).execute();
        const rule = rules[step];
        if (rule)
          await postLedgerEntriesIn(
            trx,
            [
              {
                tutorId: referrerId,
                rule,
                source: { type: 'referral', id: row.id },
                countsAt: stepAt,
                note: `${r.first} ${r.last}`,
                createdBy: DemoUsers.staff.id,
              },
            ],
            stepAt,
          );
      }
    }
    // The referred tutor's first growth: LV.1, then LV.2 once past 15.
    const growth: Array<[LedgerRuleId, number]> = [
      ['gv.contract_signed', 52],
      ['gv.personal_info_complete', 51],
      ['gv.pass_qa_or_tl', 50],
      ['gv.tesol', 48],
      ['gv.popular_course_training', 40],
    ];
    await postLedgerEntriesIn(
      trx,
      growth.map(([rule, daysAgo]) => ({ tutorId: ReferredTutor.id, rule, source: { type: 'seed', id: `referred-${rule}` }, countsAt: at(daysAgo) })),
      at(40),
    );
  });
}
