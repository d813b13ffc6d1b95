import { maskAccount, statementTotals } from '../../src/domain/service-fee';
import { DEFAULT_PROVIDER_TIME_ZONE, addMonths, localMonth, monthPeriod } from '../../src/domain/provider-time';
import {
  claimPaidPeriods,
  insertPayRecord,
  insertPayRemark,
  listPayLines,
  savePaymentAccount,
  upsertRateCardLine,
} from '../repositories/service-fee.repository';
import { DemoUsers } from './people.seed';
import type { SeedContext } from './seed';

const DEMO_ACCOUNT = 'maria.santos.pay@example.com';

/**
 * Before the classes: the demo tutor's rate card (so her seeded classes are paid by it, through the
 * same class hook as live ones) and her confirmed PayPal account.
 */
export async function seedRateCards({ db, clock }: SeedContext): Promise<void> {
  const at = clock.now().toISOString();
  const tutorId = DemoUsers.demo.id;
  await upsertRateCardLine(db, tutorId, { classType: 'regular', minutes: 25, feeCentavos: 16_000 }, at);
  await upsertRateCardLine(db, tutorId, { classType: 'trial', minutes: 25, feeCentavos: 19_000 }, at);
  await savePaymentAccount(db, {
    tutor_id: tutorId,
    method: 'paypal',
    account: DEMO_ACCOUNT,
    holder_name: 'Maria Santos',
    confirmed_at: at,
    terms_accepted_at: at,
    updated_at: at,
  });
}

/**
 * After the ledger has the seeded classes: every past period of the demo tutor with a positive
 * statement is paid on the 10th of the next month (when that day has come), and staff remarked on
 * two of last month's lines, so Payment Record and History Remarks have something to show.
 */
export async function seedPayRecords({ db, clock }: SeedContext): Promise<void> {
  const zone = DEFAULT_PROVIDER_TIME_ZONE;
  const now = clock.now();
  const tutorId = DemoUsers.demo.id;
  const staffId = DemoUsers.staff.id;
  const current = localMonth(now.getTime(), zone).key;
  const today = now.toISOString().slice(0, 10);
  for (let back = 3; back >= 1; back--) {
    const key = addMonths(current, -back);
    const period = monthPeriod(key, zone);
    const lines = await listPayLines(db, tutorId, { fromIso: new Date(period.startMs).toISOString(), toIso: new Date(period.endMs).toISOString() });
    const total = statementTotals(lines).total;
    const paidOn = `${addMonths(key, 1)}-10`;
    if (total > 0 && paidOn <= today) {
      const record = await insertPayRecord(db, {
        tutorId,
        periodFrom: key,
        periodTo: key,
        amount: total,
        paidOn,
        account: `PayPal ${maskAccount(DEMO_ACCOUNT)}`,
        reference: `PP-${key.replace('-', '')}-${tutorId}`,
        createdBy: staffId,
        at: `${paidOn}T02:00:00.000Z`,
      });
      await claimPaidPeriods(db, tutorId, record.id, [key]);
    }
    if (back === 1) {
      const fee = lines.find((line) => line.rule === 'pay.class_fee');
      const penalty = lines.find((line) => line.amount < 0);
      const at = now.toISOString();
      if (fee) await insertPayRemark(db, { tutorId, entryId: fee.id, remark: 'Paid at your rate card fee for a 25-minute class.', createdBy: staffId, at });
      if (penalty)
        await insertPayRemark(db, { tutorId, entryId: penalty.id, remark: 'Late cancellation penalty, as in the attendance rules.', createdBy: staffId, at });
    }
  }
}
