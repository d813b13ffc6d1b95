import { fromPromise } from 'xstate';
import {
  CLASS_DETAIL_LONG_TIMEOUT_MS,
  RemarkKind,
  type AbsentPicState,
  type AppraisalSuggestion,
  type StudentAiSummary,
  type StudentInfo,
  type StudentReport,
  type TrialSmsStatus,
  type StudentSummaryAnalysis,
  type AssistanceView,
  type ClassProblem,
  type LessonPlanState,
  type LessonPlanView,
  type MaterialList,
  type MaterialSet,
  type MistakeReport,
  type RemarkView,
} from '../domain/class-detail';
import { absentUploadMachine } from '../machines/absent-upload.machine';
import { classAssistanceMachine, type ClassAssistanceInput } from '../machines/class-assistance.machine';
import { trialSmsMachine } from '../machines/trial-sms.machine';
import { lessonPlanMachine } from '../machines/lesson-plan.machine';
import { classStudentMachine } from '../machines/class-student.machine';
import { Timeouts } from '../domain/session-constants';
import { classDetailHeaderMachine, type ClassDetailHeader } from '../machines/class-detail-header.machine';
import { classMaterialsMachine } from '../machines/class-materials.machine';
import { classRemarkMachine, type RemarkSubmission } from '../machines/class-remark.machine';
import { isApiError } from '../services/api-errors';
import type { PageDeps } from './page-logic';

const CLASS_TABLE = '/api/ClassTable';

/** The remark call of each form. */
const REMARK_CALLS: Record<RemarkKind, string> = {
  [RemarkKind.class]: 'VipClassRemark',
  [RemarkKind.knowledgePoints]: 'KnowledgePointsClassRemark',
  [RemarkKind.trial]: 'leaveTrailClassRemark',
};

function remarkBody(input: RemarkSubmission) {
  const body: Record<string, unknown> = { CLID: input.clid, Content: input.content };
  if (input.kind === RemarkKind.class && Object.keys(input.ratings).length > 0) body.Ratings = input.ratings;
  if (input.kind === RemarkKind.knowledgePoints) body.Points = [];
  return body as never;
}

/** The class detail page's machines with their calls; failures go to the session's error catalogue. */
export function createClassDetailLogic(deps: Pick<PageDeps, 'api' | 'reportError'>) {
  const reportError = (_: unknown, error: unknown) => {
    if (isApiError(error) && error.kind !== 'aborted') deps.reportError(error);
  };
  const long = { timeout: CLASS_DETAIL_LONG_TIMEOUT_MS };
  return {
    header: classDetailHeaderMachine.provide({
      actors: {
        'load header': fromPromise<ClassDetailHeader, { clid: number }>(({ input, signal }) =>
          deps.api.post<ClassDetailHeader>(`${CLASS_TABLE}/GetClassDetails`, undefined, { clid: input.clid }, { signal, timeout: Timeouts.classDetail }),
        ),
      },
      actions: { reportError },
    }),
    materials: classMaterialsMachine.provide({
      actors: {
        'load materials': fromPromise<MaterialList, { ucid: number; clid: number; isTest: boolean }>(({ input, signal }) =>
          deps.api.post<MaterialList>(`${CLASS_TABLE}/GetTeachingMaterials`, { UCID: input.ucid, isTest: input.isTest, CLID: input.clid }, undefined, {
            signal,
          }),
        ),
        'set material': fromPromise<MaterialSet, { clid: number; sid: number }>(({ input, signal }) =>
          deps.api.post<MaterialSet>(`${CLASS_TABLE}/SetTeachingMaterials`, { CLID: input.clid, SID: input.sid }, undefined, { signal }),
        ),
        'same materials': fromPromise<MaterialSet, { clid: number; tuid: number; uid: number; classTime: string }>(({ input, signal }) =>
          deps.api.post<MaterialSet>(`${CLASS_TABLE}/SumbitTheSameMaterials`, input, undefined, { signal }),
        ),
        'report mistake': fromPromise<unknown, { clid: number; report: MistakeReport }>(({ input, signal }) =>
          deps.api.post(
            `${CLASS_TABLE}/ReportMistakeMaterial`,
            { CLID: input.clid, SID: input.report.sid, Page: input.report.page, Description: input.report.description },
            undefined,
            { signal },
          ),
        ),
      },
      actions: { reportError },
    }),
    remark: classRemarkMachine.provide({
      actors: {
        'load remarks': fromPromise<RemarkView[], { clid: number }>(({ input, signal }) =>
          deps.api.post<RemarkView[]>(`${CLASS_TABLE}/GetClassRemark`, undefined, { clid: input.clid }, { signal }),
        ),
        'submit remark': fromPromise<RemarkView, RemarkSubmission>(({ input, signal }) =>
          deps.api.post<RemarkView>(`${CLASS_TABLE}/${REMARK_CALLS[input.kind]}`, remarkBody(input), undefined, { signal, ...long }),
        ),
        'save later': fromPromise<RemarkView, RemarkSubmission>(({ input, signal }) =>
          deps.api.post<RemarkView>(`${CLASS_TABLE}/SumbitClassMomoLater`, { CLID: input.clid, Kind: input.kind, Content: input.content }, undefined, {
            signal,
            ...long,
          }),
        ),
      },
    }),
    trialSms: trialSmsMachine.provide({
      actors: {
        'load sms status': fromPromise<TrialSmsStatus, { clid: number }>(({ input, signal }) =>
          deps.api.post<TrialSmsStatus>(`${CLASS_TABLE}/GetTrialClassSMSNoticeStatus`, undefined, { clid: input.clid }, { signal }),
        ),
        'send sms': fromPromise<unknown, { clid: number }>(({ input, signal }) =>
          deps.api.post(`${CLASS_TABLE}/SendTrialClassSMSNotice`, undefined, { clid: input.clid }, { signal }),
        ),
      },
    }),
    lessonPlan: lessonPlanMachine.provide({
      actors: {
        'load plan state': fromPromise<LessonPlanState>(({ signal }) =>
          deps.api.post<LessonPlanState>(`${CLASS_TABLE}/GetTutorLessonPlanState`, undefined, undefined, { signal }),
        ),
        'load plan': fromPromise<LessonPlanView, { clid: number }>(({ input, signal }) =>
          deps.api.post<LessonPlanView>(`${CLASS_TABLE}/GetLessonPlanInfo`, undefined, { clid: input.clid }, { signal }),
        ),
        'save plan': fromPromise<LessonPlanView, { clid: number; content: string }>(({ input, signal }) =>
          deps.api.post<LessonPlanView>(`${CLASS_TABLE}/SaveLessonPlanInfo`, { CLID: input.clid, Content: input.content }, undefined, { signal }),
        ),
      },
    }),
    assistance: classAssistanceMachine.provide({
      actors: {
        'load assistance': fromPromise<{ problems: ClassProblem[]; requests: AssistanceView[] }, ClassAssistanceInput>(async ({ input, signal }) => {
          const [problems, requests] = await Promise.all([
            deps.api.post<ClassProblem[]>(`${CLASS_TABLE}/GetClassProblemIncludeChildren`, undefined, { classTool: input.classTool }, { signal }),
            deps.api.post<AssistanceView[]>(`${CLASS_TABLE}/GetCSPloblemDetails`, undefined, { clid: input.clid, type: 0 }, { signal }),
          ]);
          return { problems, requests };
        }),
        'send assistance': fromPromise<AssistanceView, { clid: number; problemId: number; description: string }>(({ input, signal }) =>
          deps.api.post<AssistanceView>(
            `${CLASS_TABLE}/CSAssistance`,
            { CLID: input.clid, ProblemId: input.problemId, Description: input.description },
            undefined,
            { signal },
          ),
        ),
      },
    }),
    student: classStudentMachine.provide({
      actors: {
        'load student': fromPromise<{ student: StudentInfo; suggestions: AppraisalSuggestion[]; report: StudentReport }, { uid: number; clid: number }>(
          async ({ input, signal }) => {
            const [student, suggestions, summary, ai] = await Promise.all([
              deps.api.post<StudentInfo>(`${CLASS_TABLE}/GetStuInfoByUID`, undefined, { uid: input.uid }, { signal }),
              deps.api.post<AppraisalSuggestion[]>(`${CLASS_TABLE}/GetCurrentStudentAppraisalItemSuggestionList`, undefined, { uid: input.uid }, { signal }),
              deps.api.post<StudentSummaryAnalysis>(`${CLASS_TABLE}/GetUserSummaryAnalysis`, undefined, { clid: input.clid }, { signal }),
              deps.api.post<StudentAiSummary>(`${CLASS_TABLE}/GetAIReportSummary`, undefined, { clid: input.clid }, { signal }),
            ]);
            return { student, suggestions, report: { summary, ai } };
          },
        ),
        'save score': fromPromise<unknown, { clid: number; activityType: number; score: number }>(({ input, signal }) =>
          deps.api.post(`${CLASS_TABLE}/EditLessonScore`, undefined, { clid: input.clid, score: input.score, activityType: input.activityType }, { signal }),
        ),
      },
      actions: {
        // A click log that fails is not worth the tutor's attention.
        logSuggestion: (_, params) =>
          void deps.api.post(`${CLASS_TABLE}/InsertSuggestClickLog`, undefined, { clid: params.clid, suggestId: params.suggestId }).catch(() => undefined),
      },
    }),
    absent: absentUploadMachine.provide({
      actors: {
        'check absent': fromPromise<AbsentPicState, { clid: number }>(({ input, signal }) =>
          deps.api.post<AbsentPicState>(`${CLASS_TABLE}/AllowUploadAbsentPic`, undefined, { clid: input.clid }, { signal }),
        ),
        'upload absent': fromPromise<unknown, { clid: number; file: Blob }>(({ input, signal }) => {
          const form = new FormData();
          form.append('CLID', String(input.clid));
          form.append('file', input.file, input.file instanceof File ? input.file.name : 'absent.png');
          return deps.api.post(`${CLASS_TABLE}/UploadAbsentPic`, form, undefined, { signal, ...long });
        }),
      },
    }),
  };
}
