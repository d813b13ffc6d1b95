import { fromPromise } from 'xstate';
import { ApiError, isApiError } from '../domain/api-error';
import type { MessagePage } from '../domain/message-records';
import type { ChangeGroupTip, TrainingClassLine, TrainingClassPage } from '../domain/training-resources';
import {
  REMIND_CATEGORY_TYPE,
  SELF_STUDY_PAGE_SIZE,
  type CourseDetail,
  type CourseHomeInfo,
  type CoursePage,
  type CourseSummary,
  type LearnAnswer,
  type MyCoursesAndRemind,
  type TrainingAnnouncement,
} from '../domain/training-center';
import { courseDetailMachine } from '../machines/course-detail.machine';
import { trainingClassesMachine, type TrainingClassesWhen } from '../machines/training-classes.machine';
import { trainingBookingMachine, type TrainingBookingData } from '../machines/training-booking.machine';
import { trainingEvaluationMachine } from '../machines/training-evaluation.machine';
import { TrainingSessionKind, type TrainingBooking, type TrainingSessionSlot, type UnfinishedEvaluation } from '../domain/training-booking';
import { trainingLoaderMachine } from '../machines/training-loader.machine';
import { trainingPlatformLinks, type EntryKeyAnswer } from '../domain/training-platforms';
import { createDocumentCookies } from '../services/cookies';
import { createTokenStore } from '../services/token-store';
import type { PageDeps } from './page-logic';

const T = '/api/Training';

export interface TrainingOverview {
  home: CourseHomeInfo;
  announcements: TrainingAnnouncement[];
}

export interface MySubscription {
  courses: CourseSummary[];
  remind: MyCoursesAndRemind;
}

function reporting<T>(deps: PageDeps, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (isApiError(error) && error.kind !== 'business' && error.kind !== 'aborted') deps.reportError(error);
    throw error;
  });
}

/**
 * DownloadSelfStudySource answers the file itself, which the envelope client does not read: this
 * posts with the same signature and token, and saves the answer as the file it names.
 */
async function downloadSource(deps: PageDeps, traKitId: number): Promise<string> {
  const body = { traKitId };
  const token = createTokenStore({ cookies: createDocumentCookies(), storage: window.localStorage }).get();
  const response = await fetch(`${T}/DownloadSelfStudySource`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...deps.api.signHeaders({}, body), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  if (!response.ok || !disposition.startsWith('attachment')) {
    const envelope = (await response.json().catch(() => null)) as { Msg?: string } | null;
    throw new ApiError('business', envelope?.Msg || 'The file could not be downloaded.');
  }
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'self-study-source.txt';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return fileName;
}

/** The training center's pages with their real calls (teaching.md §7 "Training"). */
export function createTrainingCenterLogic(deps: PageDeps) {
  const { api } = deps;
  const post = <T>(path: string, query?: Record<string, number>, signal?: AbortSignal) =>
    reporting(deps, api.post<T>(`${T}/${path}`, undefined, query, { ...(signal ? { signal } : {}) }));
  return {
    overview: trainingLoaderMachine.provide({
      actors: {
        load: fromPromise<unknown, { key: number }>(async ({ signal }) => {
          const [home, announcements] = await Promise.all([
            post<CourseHomeInfo>('GetCourseHomeInfo', undefined, signal),
            post<TrainingAnnouncement[]>('GetRecentTrainingAnnouncementList', undefined, signal),
          ]);
          return { home, announcements } satisfies TrainingOverview;
        }),
      },
    }),
    mySubscription: trainingLoaderMachine.provide({
      actors: {
        load: fromPromise<unknown, { key: number }>(async ({ signal }) => {
          const [courses, remind] = await Promise.all([
            post<CourseSummary[]>('GetMyCourse', undefined, signal),
            reporting(deps, api.get<MyCoursesAndRemind>(`${T}/GetMyCoursesAndRemindByCategoryType`, { categoryType: REMIND_CATEGORY_TYPE }, { signal })),
          ]);
          return { courses, remind } satisfies MySubscription;
        }),
      },
    }),
    courses: trainingLoaderMachine.provide({
      actors: { load: fromPromise<unknown, { key: number }>(({ signal }) => post<CourseSummary[]>('GetCourse', undefined, signal)) },
    }),
    selfStudy: trainingLoaderMachine.provide({
      actors: {
        load: fromPromise<unknown, { key: number }>(({ input, signal }) =>
          reporting(deps, api.post<CoursePage>(`${T}/GetAllTrainingList`, undefined, { pageIndex: input.key, pageSize: SELF_STUDY_PAGE_SIZE }, { signal })),
        ),
      },
    }),
    /** The training platforms' single sign-on links, for the page's own host. */
    platforms: trainingLoaderMachine.provide({
      actors: {
        load: fromPromise<unknown, { key: number }>(async ({ signal }) =>
          trainingPlatformLinks(
            window.location.host,
            await reporting(deps, api.post<EntryKeyAnswer>('/api/TeachUser/GetEntryKey', undefined, undefined, { signal })),
          ),
        ),
      },
    }),
    moodleMessages: trainingLoaderMachine.provide({
      actors: {
        load: fromPromise<unknown, { key: number }>(({ signal }) =>
          reporting(
            deps,
            api.post<Pick<MessagePage, 'total' | 'items'>>('/api/Message/GetTutorMoodleMsgList', { limit: 50, offset: 0 }, undefined, { signal }),
          ),
        ),
      },
    }),
    booking: trainingBookingMachine.provide({
      actors: {
        loadBookings: fromPromise<TrainingBookingData>(async ({ signal }) => {
          const [slots, bookings] = await Promise.all([
            post<TrainingSessionSlot[]>('GetProcessTrainingTimeList', undefined, signal),
            post<TrainingBooking[]>('GetMyTrainingBookings', undefined, signal),
          ]);
          return { slots, bookings };
        }),
        book: fromPromise<string, { slot: TrainingSessionSlot; remark: string }>(async ({ input }) => {
          const { slot, remark } = input;
          const answer =
            slot.Kind === TrainingSessionKind.training
              ? await reporting(
                  deps,
                  api.postWithMessage<TrainingBooking>(`${T}/AppointmentTraining`, undefined, {
                    ScheduleStart: slot.ScheduleStart,
                    ScheduleEnd: slot.ScheduleEnd,
                    Remark: remark,
                    TUName: slot.TrainerName,
                  }),
                )
              : await reporting(
                  deps,
                  api.postWithMessage<TrainingBooking>('/api/teachInfo/TrainBookClassByType', {
                    classType: slot.Kind === TrainingSessionKind.qa ? 1 : 2,
                    classTime: slot.ScheduleStart,
                    classTimeEnd: slot.ScheduleEnd,
                  }),
                );
          return answer.message;
        }),
        cancelBooking: fromPromise<string, { booking: TrainingBooking; reason: string }>(async ({ input }) => {
          const path = input.booking.Kind === TrainingSessionKind.test ? 'CancelTestLesson' : 'CancelQALessonInfo';
          const answer = await reporting(deps, api.postWithMessage<TrainingBooking>(`${T}/${path}`, { ID: input.booking.ClassId, DeletedDesc: input.reason }));
          return answer.message;
        }),
      },
    }),
    evaluation: trainingEvaluationMachine.provide({
      actors: {
        loadUnfinished: fromPromise<UnfinishedEvaluation>(({ signal }) => post<UnfinishedEvaluation>('GetIsUnfinishedEvalution', undefined, signal)),
        submitEvaluation: fromPromise<string, { tranCourseId: number; rating: number; comment: string }>(async ({ input }) => {
          const answer = await reporting(
            deps,
            api.postWithMessage<unknown>(`${T}/TrainingEvaluation`, {
              tranCourseId: input.tranCourseId,
              evaluationRequest: { Rating: input.rating, Comment: input.comment },
            }),
          );
          return answer.message;
        }),
      },
    }),
    classes: trainingClassesMachine.provide({
      actors: {
        loadClasses: fromPromise<TrainingClassPage, { when: TrainingClassesWhen; pageIndex: number }>(({ input, signal }) =>
          reporting(
            deps,
            api.post<TrainingClassPage>('/api/teachInfo/MaterialTrainerInfo', undefined, { timeFlag: input.when, pageIndex: input.pageIndex }, { signal }),
          ),
        ),
        reportAbsent: fromPromise(async ({ input }: { input: { classId: number } }) =>
          reporting(deps, api.postWithMessage<TrainingClassLine>('/api/teachInfo/TrainerAbsent', undefined, { classId: input.classId })),
        ),
        sendComment: fromPromise(async ({ input }: { input: { classId: number; comment: string } }) =>
          reporting(deps, api.postWithMessage<TrainingClassLine>('/api/teachInfo/TrainClassStatus', { id: input.classId, comment: input.comment })),
        ),
      },
    }),
    download: (traKitId: number) => reporting(deps, downloadSource(deps, traKitId)),
    course: courseDetailMachine.provide({
      actors: {
        loadCourse: fromPromise<CourseDetail, { courseId: number }>(({ input, signal }) =>
          post<CourseDetail>('getDetail', { courseId: input.courseId }, signal),
        ),
        subscribe: fromPromise(async ({ input }: { input: { courseId: number } }) =>
          reporting(deps, api.postWithMessage<CourseDetail>(`${T}/Subscribe`, undefined, { courseId: input.courseId })),
        ),
        learnChapter: fromPromise(async ({ input }: { input: { chapterId: number } }) =>
          reporting(deps, api.postWithMessage<LearnAnswer>(`${T}/Learnning`, undefined, { chapterId: input.chapterId })),
        ),
        loadGroupTip: fromPromise<ChangeGroupTip, { courseId: number }>(({ input, signal }) =>
          post<ChangeGroupTip>('GetChangeGroupTips', { id: input.courseId }, signal),
        ),
      },
      actions: {
        // A lost click record costs the tutor nothing: it is not reported as an error.
        recordClick: (_, click) => void api.post(`${T}/AddClickRecord`, { Target: click.target, TargetId: click.targetId }).catch(() => undefined),
      },
    }),
  };
}
