import type { PaymentRecord, Statement } from '../domain/service-fee';
import type { PayPeriodOverview } from '../domain/staff-console';

export interface StaffPayInput {
  period: string;
}

export interface StaffPayReview {
  tuid: number;
  name: string;
  statement: Statement | null;
}

export interface StaffPayContext {
  period: string;
  pageIndex: number;
  overview: PayPeriodOverview | null;
  /** The tutor whose statement is under review, or null. */
  review: StaffPayReview | null;
  reference: string;
  notice: string;
  noticeIsError: boolean;
  failure: string;
}

export type StaffPayEvent =
  | { type: 'pay.period'; period: string }
  | { type: 'pay.page'; pageIndex: number }
  | { type: 'pay.reload' }
  | { type: 'pay.close' }
  | { type: 'pay.export' }
  | { type: 'pay.review'; tuid: number; name: string }
  | { type: 'pay.endReview' }
  | { type: 'pay.reference'; value: string }
  | { type: 'pay.markPaid' }
  | { type: 'pay.dismissNotice' };

export interface MarkPaidRequest {
  tuid: number;
  period: string;
  reference: string;
}

export type { PaymentRecord };
