import type { Static } from '@sinclair/typebox';
import type {
  CompletedClassPage,
  CompletedClassSchema,
  ConfirmAccountBody,
  HistoryRemarkPage,
  HistoryRemarkSchema,
  PaymentAccountSchema,
  PaymentRecordPage,
  PaymentRecordSchema,
  PayslipSchema,
  PeriodTotalSchema,
  StatementLineSchema,
  StatementSchema,
  StatementTotalsSchema,
} from './api/service-fee.schemas';
import { addMonths } from './provider-time';

/**
 * Service fee (growth-account.md §2, domain-model.md "Money"): statements, payment records,
 * history remarks and the payment account. A pay period is a calendar month of the provider's
 * time zone (PROVIDER_TIME_ZONE, default Asia/Manila), keyed YYYY-MM; an entry belongs to the
 * period its `counts_at` falls in. Amounts travel in hundredths (centavos) and are shown in PHP.
 */

export const ServiceFeeTab = {
  accounting: 'accounting',
  paymentRecord: 'paymentRecord',
  historyRemarks: 'historyRemarks',
  completedClasses: 'completedClasses',
} as const;
export type ServiceFeeTab = (typeof ServiceFeeTab)[keyof typeof ServiceFeeTab];
export const SERVICE_FEE_TABS: readonly ServiceFeeTab[] = Object.values(ServiceFeeTab);

/** The accounting chart shows this many periods, the current one last. */
export const CHARTED_PERIODS = 12;
export const SERVICE_FEE_PAGE_SIZE = 10;
/** Statement lines per page (the page and the call's default). */
export const STATEMENT_PAGE_SIZE = 20;
export const PAY_REMARK_MAX = 200;

export const ServiceFeeMessages = {
  franchiseeRefused: 'Service Fee is not available for franchisee tutors.',
  periodInvalid: 'Please choose a valid pay period.',
  remarkRequired: 'Required.',
  remarkTooLong: 'Remark must be less than 200 characters',
  lineNotFound: 'This pay line does not exist.',
  paymentRecorded: 'Payment recorded.',
  remarkAdded: 'Remark added.',
  accountRequired: 'Required.',
  accountEmailInvalid: 'E-mail must be valid',
  termsRequired: 'Please read and accept the terms first.',
  accountConfirmed: 'Your payment account is confirmed.',
  noAccount: 'Add the account your service fee is paid to.',
  amountInvalid: 'Please enter an amount greater than 0.',
  alreadyPaid: (period: string) => `${period} is already paid.`,
} as const;

/** The receiving accounts staff pay to. */
export const PaymentMethod = { paypal: 'paypal', bank: 'bank' } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** How a pay line is grouped on a statement. */
export const PayLineKind = {
  classFee: 'classFee',
  penalty: 'penalty',
  bonus: 'bonus',
  flowers: 'flowers',
  adjustment: 'adjustment',
} as const;
export type PayLineKind = (typeof PayLineKind)[keyof typeof PayLineKind];

const KIND_OF_RULE: Record<string, PayLineKind> = {
  'pay.class_fee': PayLineKind.classFee,
  'pay.student_absent_fee': PayLineKind.classFee,
  'pay.attendance_penalty': PayLineKind.penalty,
  'pay.enrolment_bonus': PayLineKind.bonus,
  'pay.flower_exchange': PayLineKind.flowers,
};

/** Staff adjustments, reversals and any rule added later count as adjustments: the total never loses a line. */
export function payLineKind(rule: string): PayLineKind {
  return KIND_OF_RULE[rule] ?? PayLineKind.adjustment;
}

export const PAY_LINE_KIND_LABELS: Record<PayLineKind, string> = {
  classFee: 'Class fees',
  penalty: 'Penalties',
  bonus: 'Bonuses',
  flowers: 'Flowers for cash',
  adjustment: 'Adjustments',
};

/** A statement's totals by kind and in all, in hundredths. */
export type StatementTotals = Record<PayLineKind, number> & { total: number; lines: number };

/** Sums a period's pay lines by kind; the total is the sum of every line (what the tutor is owed). */
export function statementTotals(lines: ReadonlyArray<{ rule: string; amount: number }>): StatementTotals {
  const totals: StatementTotals = { classFee: 0, penalty: 0, bonus: 0, flowers: 0, adjustment: 0, total: 0, lines: 0 };
  for (const line of lines) {
    totals[payLineKind(line.rule)] += line.amount;
    totals.total += line.amount;
    totals.lines += 1;
  }
  return totals;
}

/** Totals from per-rule sums (what the database answers for a whole period): the same sums as statementTotals. */
export function totalsOfRuleSums(sums: ReadonlyArray<{ rule: string; amount: number; lines: number }>): StatementTotals {
  const totals = statementTotals(sums);
  totals.lines = sums.reduce((count, sum) => count + sum.lines, 0);
  return totals;
}

/** The `count` period keys ending with `current`, oldest first. */
export function periodsEndingWith(current: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1));
}

/** True for a YYYY-MM key of a real month. */
export function isPeriodKey(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12 && Number(match[1]) >= 2000;
}

/**
 * Sums amounts into periods: `periodOf` maps an entry's instant to its period key (the provider
 * month); entries outside `periods` are ignored. Answers one total per period, in order.
 */
export function periodTotals(
  periods: readonly string[],
  entries: ReadonlyArray<{ countsAt: string; amount: number }>,
  periodOf: (instantMs: number) => string,
): Array<{ period: string; total: number }> {
  const totals = new Map(periods.map((period) => [period, 0]));
  for (const entry of entries) {
    const key = periodOf(Date.parse(entry.countsAt));
    const current = totals.get(key);
    if (current !== undefined) totals.set(key, current + entry.amount);
  }
  return periods.map((period) => ({ period, total: totals.get(period) ?? 0 }));
}

/**
 * Bar heights for the accounting chart: each period's share of the largest absolute total, in
 * `height` units; a negative period (penalties outweighed fees) is drawn below the axis.
 */
export function chartBars(totals: readonly number[], height: number): Array<{ height: number; negative: boolean }> {
  const largest = Math.max(0, ...totals.map((total) => Math.abs(total)));
  return totals.map((total) => ({
    height: largest === 0 ? 0 : Math.round((Math.abs(total) / largest) * height * 100) / 100,
    negative: total < 0,
  }));
}

/** "PHP 1,234.50" (amount in centavos): the PDF's standard fonts have no peso sign. */
export function formatPhp(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}PHP ${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** "2026-11" as "November 2026". */
export function periodLabel(period: string): string {
  const [year = 0, month = 1] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function payRemarkError(remark: string): string | null {
  if (remark.trim().length === 0) return ServiceFeeMessages.remarkRequired;
  if (remark.length > PAY_REMARK_MAX) return ServiceFeeMessages.remarkTooLong;
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The receiving account's problem, or null: a PayPal account is an e-mail; a bank account 6-34 letters/digits. */
export function paymentAccountError(method: string, account: string): string | null {
  const value = account.trim();
  if (value.length === 0) return ServiceFeeMessages.accountRequired;
  if (method === PaymentMethod.paypal && !EMAIL.test(value)) return ServiceFeeMessages.accountEmailInvalid;
  if (method === PaymentMethod.bank && !/^[A-Za-z0-9 -]{6,34}$/.test(value)) return 'Please enter a valid bank account number.';
  if (method !== PaymentMethod.paypal && method !== PaymentMethod.bank) return 'Please choose PayPal or bank.';
  return null;
}

/** An account as shown back: the tutor sees enough to recognise it, a screenshot does not leak it. */
export function maskAccount(account: string): string {
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
  return account.length <= 4 ? '****' : `****${account.slice(-4)}`;
}

/** The terms the tutor accepts when confirming the account (the terms page). */
export const PAYMENT_TERMS = [
  'Service fees are paid monthly for the previous pay period (a calendar month, Asia/Manila time) to the account confirmed here.',
  'The statement of a period lists every class fee, penalty, bonus and flower exchange behind its total; questions about a line go through History Remarks or feedback.',
  'Fees are in Philippine pesos (PHP); transfer charges of the receiving account are borne by its holder.',
  'Changing the account needs a code sent to your sign-in e-mail, and takes effect for payments made after the change.',
] as const;

// ---- Answers of the /api/ServiceFee calls (amounts in PHP, as shown). ----

// Declared once, by the schemas the server serializes with (api/service-fee.schemas.ts).
export type StatementLine = Static<typeof StatementLineSchema>;
export type StatementTotalsPhp = Static<typeof StatementTotalsSchema>;
export type Statement = Static<typeof StatementSchema>;
export type PeriodTotal = Static<typeof PeriodTotalSchema>;
export type CompletedClass = Static<typeof CompletedClassSchema>;
/** A CompletedClasses answer: one page of the period's classes. */
export type CompletedClassesPage = Static<typeof CompletedClassPage>;
export type PaymentRecord = Static<typeof PaymentRecordSchema>;
export type HistoryRemark = Static<typeof HistoryRemarkSchema>;
export type PaymentAccount = Static<typeof PaymentAccountSchema>;
/** A page of the PaymentRecords or HistoryRemarks answers. */
export type Paged<T extends PaymentRecord | HistoryRemark | CompletedClass> = Omit<Static<typeof PaymentRecordPage | typeof HistoryRemarkPage>, 'Items'> & {
  Items: T[];
};
/** ConfirmPaymentAccount's body and Payslip's answer. */
export type ConfirmPaymentAccountRequest = Static<typeof ConfirmAccountBody>;
export type Payslip = Static<typeof PayslipSchema>;

export const toPhp = (hundredths: number): number => hundredths / 100;

export function totalsInPhp(totals: StatementTotals): StatementTotalsPhp {
  return {
    ClassFees: toPhp(totals.classFee),
    Penalties: toPhp(totals.penalty),
    Bonuses: toPhp(totals.bonus),
    Flowers: toPhp(totals.flowers),
    Adjustments: toPhp(totals.adjustment),
    Total: toPhp(totals.total),
  };
}
