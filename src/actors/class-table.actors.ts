import { fromPromise } from 'xstate';
import {
  AGORA_PRELOAD_TOOLS,
  JoinCall,
  type CalendarFeedUrl,
  type ClassDetailHeader,
  type ClassTablePeriod,
  type ClassTablePeriodRequest,
  type ClassroomLink,
  type DisplayTimeZoneInfo,
  type PreloadUrl,
} from '../domain/class-table';
import { mondayOf } from '../domain/provider-time';
import { Timeouts } from '../domain/session-constants';
import { calendarFeedMachine } from '../machines/calendar-feed.machine';
import { classDetailHeaderMachine } from '../machines/class-detail-header.machine';
import { classJoinMachine } from '../machines/class-join.machine';
import { classTableMachine } from '../machines/class-table.machine';
import type { JoinOutput, JoinRequest, LoadPeriodInput, TestCourseRequest } from '../machines/class-table.types';
import { isApiError } from '../services/api-errors';
import { browserClassroomWindows, type ClassroomWindows } from '../services/classroom-windows';
import type { PageDeps } from './page-logic';

const CLASS_TABLE = '/api/ClassTable';

/** The request for a period: a week by its Monday, a day, or nothing (the server's current week). */
export function periodBody(input: LoadPeriodInput): ClassTablePeriodRequest {
  if (input.anchor === null) return {};
  return input.view === 'week' ? { WeekStart: mondayOf(input.anchor) } : { Day: input.anchor };
}

/** Joins through the class's own call (60 s), with the courseware preload URL for EClassroom. */
async function joinThroughCall(api: PageDeps['api'], request: JoinRequest, signal: AbortSignal): Promise<JoinOutput> {
  const options = { signal, timeout: Timeouts.classroomJoin };
  const { lesson } = request;
  if (lesson.SmallClassId !== null) {
    await api.post(`${CLASS_TABLE}/GetSmallClassInfo`, undefined, { sclid: lesson.SmallClassId }, options);
    const link = await api.post<ClassroomLink>(`${CLASS_TABLE}/JoinSmallClassRoom`, undefined, { sclid: lesson.SmallClassId }, options);
    return { link, preloadUrl: null };
  }
  const call = lesson.JoinCall || JoinCall.clientJoin;
  const query = { clid: lesson.CLID, ...(call === JoinCall.aClassroom ? { isMac: request.isMac } : {}) };
  const preload = AGORA_PRELOAD_TOOLS.includes(lesson.ClassTool)
    ? api.post<PreloadUrl>(`${CLASS_TABLE}/GetAgoraCoursewarePreloadPageUrl`, undefined, { clid: lesson.CLID }, options)
    : Promise.resolve(null);
  const [link, preloadPage] = await Promise.all([api.post<ClassroomLink>(`${CLASS_TABLE}/${call}`, undefined, query, options), preload]);
  return { link, preloadUrl: preloadPage?.Url ?? null };
}

/** Creates the tutor's ClassIn test course on first use (60 s), answering the link that starts it. */
async function openTestCourse(api: PageDeps['api'], request: TestCourseRequest, signal: AbortSignal): Promise<JoinOutput> {
  const link = await api.post<ClassroomLink>(
    `${CLASS_TABLE}/CreateTestClassInSDKCourse`,
    undefined,
    { tuid: request.tuid },
    { signal, timeout: Timeouts.classroomJoin },
  );
  return { link, preloadUrl: null };
}

/** The class table's machines with their calls; failures go to the session's error catalogue. */
export function createClassTableLogic(deps: Pick<PageDeps, 'api' | 'reportError'>, windows: ClassroomWindows = browserClassroomWindows()) {
  const reportError = (_: unknown, error: unknown) => {
    if (isApiError(error) && error.kind !== 'aborted') deps.reportError(error);
  };
  return {
    table: classTableMachine.provide({
      actors: {
        'load period': fromPromise<ClassTablePeriod, LoadPeriodInput>(({ input, signal }) =>
          deps.api.post<ClassTablePeriod>(`${CLASS_TABLE}/GetTutorRealTimeClassByWeek`, periodBody(input), undefined, { signal }),
        ),
        'set zone': fromPromise<DisplayTimeZoneInfo, { timeZone: string }>(({ input, signal }) =>
          deps.api.post<DisplayTimeZoneInfo>(`${CLASS_TABLE}/SetDisplayTimeZone`, { TimeZone: input.timeZone }, undefined, { signal }),
        ),
      },
      actions: { reportError },
    }),
    join: classJoinMachine.provide({
      actors: {
        'join class': fromPromise<JoinOutput, JoinRequest>(({ input, signal }) => joinThroughCall(deps.api, input, signal)),
        'open test course': fromPromise<JoinOutput, TestCourseRequest>(({ input, signal }) => openTestCourse(deps.api, input, signal)),
      },
      actions: {
        openPendingWindow: () => windows.openPending(),
        showClassroom: (_, output) => {
          windows.show(output.link.Url);
          if (output.preloadUrl) windows.preload(output.preloadUrl);
        },
        closePendingWindow: () => windows.closePending(),
        reportError,
      },
    }),
    feed: calendarFeedMachine.provide({
      actors: {
        'load feed url': fromPromise<CalendarFeedUrl>(({ signal }) =>
          deps.api.post<CalendarFeedUrl>(`${CLASS_TABLE}/GetCalendarFeedUrl`, undefined, undefined, { signal }),
        ),
        'reset feed url': fromPromise<CalendarFeedUrl>(({ signal }) =>
          deps.api.post<CalendarFeedUrl>(`${CLASS_TABLE}/ResetCalendarFeedUrl`, undefined, undefined, { signal }),
        ),
        'copy text': fromPromise<void, { text: string }>(({ input }) => windows.copy(input.text)),
      },
      actions: { reportError },
    }),
    detailHeader: classDetailHeaderMachine.provide({
      actors: {
        'load header': fromPromise<ClassDetailHeader, { clid: number }>(({ input, signal }) =>
          deps.api.post<ClassDetailHeader>(`${CLASS_TABLE}/GetClassDetails`, undefined, { clid: input.clid }, { signal, timeout: Timeouts.classDetail }),
        ),
      },
      actions: { reportError },
    }),
    isMac: () => windows.isMac(),
  };
}
