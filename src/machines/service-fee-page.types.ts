import type { CompletedClassesPage, HistoryRemark, Paged, PaymentAccount, PaymentRecord, PeriodTotal, ServiceFeeTab, Statement } from '../domain/service-fee';

// ---- Input ----
export interface ServiceFeePageInput {
  tab: ServiceFeeTab;
}

// ---- What one load answers (the fields of its tab) ----
export interface ServiceFeeData {
  statement?: Statement;
  chart?: PeriodTotal[];
  classes?: CompletedClassesPage;
  records?: Paged<PaymentRecord>;
  remarks?: Paged<HistoryRemark>;
  account?: PaymentAccount;
}

export interface LoadRequest {
  tab: ServiceFeeTab;
  /** Null: the current period. */
  period: string | null;
  pageIndex: number;
}

// ---- Context ----
export interface ServiceFeePageContext {
  tab: ServiceFeeTab;
  period: string | null;
  pageIndex: number;
  data: ServiceFeeData;
  /** A success or failure line under the title (payslip, account confirmed). */
  notice: string;
  noticeIsError: boolean;
  /** Why the tab could not be loaded (a franchisee tutor's refusal, a transport failure). */
  failure: string;
}

// ---- Events ----
export type ServiceFeePageEvent =
  | { type: 'serviceFee.tab'; tab: ServiceFeeTab }
  | { type: 'serviceFee.period'; period: string }
  | { type: 'serviceFee.page'; pageIndex: number }
  | { type: 'serviceFee.reload' }
  /** The hub said the account or the payments changed (TeacheIsPaypalModify, TutorPayChanged). */
  | { type: 'serviceFee.changed' }
  | { type: 'serviceFee.payslip' }
  | { type: 'serviceFee.account' }
  | { type: 'serviceFee.dismissNotice' };
