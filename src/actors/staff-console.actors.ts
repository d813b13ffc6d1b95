import { fromPromise } from 'xstate';
import { ApiError } from '../services/api-errors';
import type { PaymentRecord, Statement } from '../domain/service-fee';
import { STAFF_PAGE_SIZE, type AuditLogItem, type PayPeriodOverview, type TutorRecordSummary, type TutorSearchItem } from '../domain/staff-console';
import { staffListMachine, type StaffListPage, type StaffListRequest } from '../machines/staff-list.machine';
import { staffPayMachine } from '../machines/staff-pay.machine';
import type { MarkPaidRequest } from '../machines/staff-pay.types';
import { staffRecordMachine } from '../machines/staff-record.machine';
import { saveFile } from '../services/file-save';
import type { PageDeps } from './page-logic';

/** The staff console's machines with their real /api/Staff/ calls. */

export function createAuditLogLogic({ api }: PageDeps) {
  return staffListMachine.provide({
    actors: {
      loadPage: fromPromise<StaffListPage<unknown>, StaffListRequest>(async ({ input, signal }) => {
        const tutorId = /^\d+$/.test(input.filter) ? input.filter : undefined;
        return api.get<StaffListPage<AuditLogItem>>('/api/Staff/AuditLog', { tutorId, pageIndex: input.pageIndex, pageSize: STAFF_PAGE_SIZE }, { signal });
      }),
    },
  });
}

export function createTutorSearchLogic({ api }: PageDeps) {
  return staffListMachine.provide({
    actors: {
      loadPage: fromPromise<StaffListPage<unknown>, StaffListRequest>(async ({ input, signal }) =>
        api.get<StaffListPage<TutorSearchItem>>('/api/Staff/Tutors', { query: input.filter || undefined, pageIndex: input.pageIndex, pageSize: STAFF_PAGE_SIZE }, { signal }),
      ),
    },
  });
}

export function createTutorRecordLogic({ api }: PageDeps) {
  return staffRecordMachine.provide({
    actors: {
      loadSummary: fromPromise<TutorRecordSummary, { tuid: number }>(async ({ input, signal }) => api.get<TutorRecordSummary>('/api/Staff/TutorSummary', { tuid: input.tuid }, { signal })),
    },
  });
}

export function createStaffPayLogic({ api }: PageDeps) {
  return staffPayMachine.provide({
    actors: {
      loadPeriod: fromPromise<PayPeriodOverview, { period: string; pageIndex: number }>(async ({ input, signal }) =>
        api.get<PayPeriodOverview>('/api/Staff/PayPeriod', { period: input.period, pageIndex: input.pageIndex, pageSize: STAFF_PAGE_SIZE }, { signal }),
      ),
      closePeriod: fromPromise<string, { period: string }>(async ({ input }) => (await api.postWithMessage<unknown>('/api/Staff/ClosePayPeriod', { Period: input.period })).message),
      loadStatement: fromPromise<Statement, { tuid: number; period: string }>(async ({ input, signal }) =>
        api.get<Statement>('/api/Staff/TutorStatement', { tuid: input.tuid, period: input.period, pageIndex: 1, pageSize: 100 }, { signal }),
      ),
      markPaid: fromPromise<PaymentRecord, MarkPaidRequest>(async ({ input }) =>
        api.post<PaymentRecord>('/api/Staff/RecordPayment', { Tuid: input.tuid, PeriodFrom: input.period, PeriodTo: input.period, Reference: input.reference }),
      ),
      exportCsv: fromPromise<void, { period: string }>(async ({ input }) => {
        const file = await api.download('/api/Staff/PayPeriodCsv', { period: input.period });
        saveFile(file.fileName || `pay-period-${input.period}.csv`, file.bytes, file.contentType);
      }),
    },
  });
}

export { ApiError };
