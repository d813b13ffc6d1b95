/** The staff console (issue 21): its paths, messages, answers and the pay period CSV. */

import type { Static } from '@sinclair/typebox';
import type { AuditLogItemSchema, PayPeriodSchema, PayPeriodTutorSchema, TutorSearchItemSchema, TutorSummarySchema } from './api/staff-console.schemas';

export { STAFF_HOME_PATH } from './routes';
export const StaffPaths = {
  home: '/staff',
  auditLog: '/staff/auditLog',
  tutors: '/staff/tutors',
  tutor: (tuid: number) => `/staff/tutors/${tuid}`,
  bookings: '/staff/bookings',
  pay: '/staff/pay',
  tasks: '/staff/tasks',
  content: '/staff/content',
  trainingContent: '/staff/training-content',
  menu: '/staff/menu',
  assistant: '/staff/assistant',
} as const;

export const STAFF_PAGE_SIZE = 20;

export const StaffMessages = {
  tutorNotFound: 'Tutor not found.',
  periodInvalid: 'Choose a past pay period (YYYY-MM).',
  periodOpen: 'Only a past pay period can be closed.',
  periodClosed: (period: string) => `Pay period ${period} is closed already.`,
  periodClosedNow: (period: string) => `Pay period ${period} closed.`,
  referenceRequired: 'Enter the payment reference.',
  queryTooLong: 'Search for at most 100 characters.',
} as const;

/** One change in the audit log; Before and After are JSON texts, or null. */
export type AuditLogItem = Static<typeof AuditLogItemSchema>;

export type TutorSearchItem = Static<typeof TutorSearchItemSchema>;

/** A tutor's record at a glance (GET /api/Staff/TutorSummary). */
export type TutorRecordSummary = Static<typeof TutorSummarySchema>;

export type PayPeriodTutor = Static<typeof PayPeriodTutorSchema>;

/** A pay period and a page of its tutors (GET /api/Staff/PayPeriod). */
export type PayPeriodOverview = Static<typeof PayPeriodSchema>;

/** One CSV row of a pay period: amounts in hundredths. */
export interface PayCsvRow {
  tuid: number;
  account: string;
  name: string;
  lines: number;
  classFee: number;
  penalty: number;
  bonus: number;
  flowers: number;
  adjustment: number;
  total: number;
  paidOn: string;
  reference: string;
  paidTo: string;
}

export const PAY_CSV_HEADER = [
  'Tuid',
  'Account',
  'Name',
  'Lines',
  'Class fees',
  'Penalties',
  'Bonuses',
  'Flowers for cash',
  'Adjustments',
  'Total PHP',
  'Paid on',
  'Reference',
  'Paid to',
] as const;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused so spreadsheets do not run it. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const pesos = (hundredths: number) => (hundredths / 100).toFixed(2);

/** The period's CSV: a header and one line per tutor, CRLF line ends (RFC 4180). */
export function payPeriodCsv(rows: readonly PayCsvRow[]): string {
  const lines = [PAY_CSV_HEADER.map(csvField).join(',')];
  for (const row of rows) {
    const amounts = [row.classFee, row.penalty, row.bonus, row.flowers, row.adjustment, row.total].map(pesos);
    const text = (value: string) => csvField(value);
    lines.push(
      [String(row.tuid), text(row.account), text(row.name), String(row.lines), ...amounts, text(row.paidOn), text(row.reference), text(row.paidTo)].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function payCsvFileName(period: string): string {
  return `pay-period-${period}.csv`;
}
