import { fromPromise } from 'xstate';
import {
  COMPLAINT_PAGE_SIZE,
  type ComplaintPage,
  type ComplaintPageRequest,
  type ComplaintReply,
  type ComplaintReplyRequest,
  type LateLeaveRecord,
  type RecitationClass,
  type ReportPeriodRequest,
  type TutorComplaintRequest,
} from '../domain/complaints';
import { Timeouts } from '../domain/session-constants';
import { complaintThreadMachine } from '../machines/complaint-thread.machine';
import { complaintsTabMachine } from '../machines/complaints-tab.machine';
import { periodReportMachine, type ReportPeriod } from '../machines/period-report.machine';
import type { PageDeps } from './page-logic';

const periodBody = (period: ReportPeriod): ReportPeriodRequest => ({
  StartTime: new Date(period.startTime).toISOString(),
  EndTime: new Date(period.endTime).toISOString(),
});

/** /complaintList with its real calls (growth-account.md §7 "Tutor communication and data"). */
export function createComplaintsLogic(deps: PageDeps) {
  const tab = complaintsTabMachine.provide({
    actors: {
      'load complaints': fromPromise(async ({ input, signal }) => {
        const [received, own] = await Promise.all([
          deps.api.post<ComplaintPage>(
            '/api/tutordata/TeachComplaint',
            { pageIndex: input.receivedPage, pageSize: COMPLAINT_PAGE_SIZE } satisfies ComplaintPageRequest,
            undefined,
            {
              signal,
            },
          ),
          deps.api.get<ComplaintPage>('/api/TutorData/GetCSComplaintsNew', { pageIndex: 1, pageSize: 50 } satisfies ComplaintPageRequest, { signal }),
        ]);
        return { received, own };
      }),
      'file complaint': fromPromise(async ({ input, signal }) => {
        const answer = await deps.api.postWithMessage(
          '/api/tutordata/InsertTeachComplaint',
          { ClassId: input.classId, ComplaintType: input.type, Content: input.content } satisfies TutorComplaintRequest,
          undefined,
          { signal },
        );
        return answer.message;
      }),
    },
  });
  const thread = complaintThreadMachine.provide({
    actors: {
      'load replies': fromPromise(({ input, signal }) =>
        deps.api.get<ComplaintReply[]>('/api/tutordata/ComplaintReply', { comId: input.complaintId }, { signal }),
      ),
      'send reply': fromPromise(({ input, signal }) =>
        deps.api.post<ComplaintReply>(
          '/api/tutordata/AddComReply',
          { comId: input.complaintId, content: input.content } satisfies ComplaintReplyRequest,
          undefined,
          { signal },
        ),
      ),
    },
  });
  // Both reports may run long on the provider's side (§9: 3e8 ms).
  const recitation = periodReportMachine.provide({
    actors: {
      'load report': fromPromise(({ input, signal }) =>
        deps.api.post<RecitationClass[]>('/api/TutorData/GetRecitationClassReport', periodBody(input), undefined, { signal, timeout: Timeouts.longReport }),
      ),
      'submit row': fromPromise(
        async ({ input, signal }) =>
          (await deps.api.postWithMessage('/api/TutorData/SubmitRecitationClassFeedback', input as never, undefined, { signal })).message,
      ),
    },
  });
  const lateLeave = periodReportMachine.provide({
    actors: {
      'load report': fromPromise(({ input, signal }) =>
        deps.api.post<LateLeaveRecord[]>('/api/TutorData/TeacherLateLeaveEarlyRecord', periodBody(input), undefined, { signal, timeout: Timeouts.longReport }),
      ),
    },
  });
  return { tab, thread, recitation, lateLeave };
}
