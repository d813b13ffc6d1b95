import { fromPromise } from 'xstate';
import { ApiError } from '../services/api-errors';
import type { PaymentRecord, Statement } from '../domain/service-fee';
import { STAFF_PAGE_SIZE, type AuditLogItem, type PayPeriodOverview, type TutorRecordSummary, type TutorSearchItem } from '../domain/staff-console';
import { staffListMachine, type StaffListPage, type StaffListRequest } from '../machines/staff-list.machine';
import { staffPayMachine } from '../machines/staff-pay.machine';
import type { MarkPaidRequest } from '../machines/staff-pay.types';
import { staffRecordMachine } from '../machines/staff-record.machine';
import { staffAccountMachine, type AccountAnswer } from '../machines/staff-account.machine';
import type { TutorAccount, TutorFlags } from '../domain/staff-tutor-account';
import { saveFile } from '../services/file-save';
import { staffTasksMachine } from '../machines/staff-tasks.machine';
import type { ReviewVerdict, StaffPage, StaffTaskAnswerItem, StaffTaskDraft, StaffTaskItem } from '../domain/teacher-tasks';
import type { PageDeps } from './page-logic';
import { staffContentMachine, type ContentPage } from '../machines/staff-content.machine';
import type { ContentDraft, ContentKind } from '../domain/staff-content';

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
        api.get<StaffListPage<TutorSearchItem>>(
          '/api/Staff/Tutors',
          { query: input.filter || undefined, pageIndex: input.pageIndex, pageSize: STAFF_PAGE_SIZE },
          { signal },
        ),
      ),
    },
  });
}

export function createTutorRecordLogic({ api }: PageDeps) {
  return staffRecordMachine.provide({
    actors: {
      loadSummary: fromPromise<TutorRecordSummary, { tuid: number }>(async ({ input, signal }) =>
        api.get<TutorRecordSummary>('/api/Staff/TutorSummary', { tuid: input.tuid }, { signal }),
      ),
    },
  });
}

export function createStaffPayLogic({ api }: PageDeps) {
  return staffPayMachine.provide({
    actors: {
      loadPeriod: fromPromise<PayPeriodOverview, { period: string; pageIndex: number }>(async ({ input, signal }) =>
        api.get<PayPeriodOverview>('/api/Staff/PayPeriod', { period: input.period, pageIndex: input.pageIndex, pageSize: STAFF_PAGE_SIZE }, { signal }),
      ),
      closePeriod: fromPromise<string, { period: string }>(
        async ({ input }) => (await api.postWithMessage<unknown>('/api/Staff/ClosePayPeriod', { Period: input.period })).message,
      ),
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

export function createTutorAccountLogic({ api }: PageDeps) {
  const answered = (reply: { body: TutorAccount; message: string }): AccountAnswer => ({ account: reply.body, message: reply.message });
  return staffAccountMachine.provide({
    actors: {
      loadAccount: fromPromise<TutorAccount, { tuid: number }>(async ({ input, signal }) =>
        api.get<TutorAccount>('/api/Staff/TutorAccount', { tuid: input.tuid }, { signal }),
      ),
      saveFlags: fromPromise<AccountAnswer, { tuid: number; flags: Partial<TutorFlags> }>(async ({ input }) =>
        answered(await api.postWithMessage<TutorAccount>('/api/Staff/SetTutorFlags', { Tuid: input.tuid, Flags: input.flags })),
      ),
      resetPassword: fromPromise<string, { tuid: number; password: string }>(
        async ({ input }) => (await api.postWithMessage<boolean>('/api/Staff/ResetTutorPassword', { Tuid: input.tuid, Password: input.password })).message,
      ),
      setDisabled: fromPromise<AccountAnswer, { tuid: number; disabled: boolean; reason: string }>(async ({ input }) =>
        answered(
          await api.postWithMessage<TutorAccount>('/api/Staff/SetTutorDisabled', {
            Tuid: input.tuid,
            Disabled: input.disabled,
            ...(input.disabled ? { Reason: input.reason } : {}),
          }),
        ),
      ),
    },
  });
}

export function createStaffTasksLogic({ api }: PageDeps) {
  return staffTasksMachine.provide({
    actors: {
      loadTasks: fromPromise<StaffPage<StaffTaskItem>, { pageIndex: number }>(async ({ input, signal }) =>
        api.get<StaffPage<StaffTaskItem>>('/api/Staff/TeacherTasks', { pageIndex: input.pageIndex, pageSize: STAFF_PAGE_SIZE }, { signal }),
      ),
      createTask: fromPromise<string, StaffTaskDraft>(
        async ({ input }) => (await api.postWithMessage<unknown>('/api/Staff/CreateTeacherTask', { ...input })).message,
      ),
      loadAnswers: fromPromise<StaffPage<StaffTaskAnswerItem>, { taskId: number }>(async ({ input, signal }) =>
        api.get<StaffPage<StaffTaskAnswerItem>>('/api/Staff/TeacherTaskAnswers', { taskId: input.taskId, pageIndex: 1, pageSize: 50 }, { signal }),
      ),
      review: fromPromise<string, { assignmentId: number; verdict: ReviewVerdict; comment: string }>(
        async ({ input }) =>
          (
            await api.postWithMessage<unknown>('/api/Staff/ReviewTeacherTask', {
              AssignmentId: input.assignmentId,
              Verdict: input.verdict,
              Comment: input.comment,
            })
          ).message,
      ),
    },
  });
}

export { ApiError };

export function createStaffContentLogic({ api }: PageDeps) {
  return staffContentMachine.provide({
    actors: {
      loadPage: fromPromise<ContentPage, { kind: ContentKind; pageIndex: number }>(async ({ input, signal }) =>
        api.get<ContentPage>('/api/Staff/Content', { kind: input.kind, pageIndex: input.pageIndex, pageSize: STAFF_PAGE_SIZE }, { signal }),
      ),
      saveItem: fromPromise<string, ContentDraft>(async ({ input }) => (await api.postWithMessage<unknown>('/api/Staff/SaveContent', { ...input })).message),
      deleteItem: fromPromise<string, { kind: ContentKind; id: number }>(
        async ({ input }) => (await api.postWithMessage<unknown>('/api/Staff/DeleteContent', { Kind: input.kind, Id: input.id })).message,
      ),
    },
  });
}
