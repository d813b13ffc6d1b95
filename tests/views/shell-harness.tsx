import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createMachine, fromPromise, type AnyActorLogic } from 'xstate';
import { clientDownloadActors } from '../../src/actors/client-download.actors';
import { sessionPageDeps } from '../../src/actors/page-logic';
import { clientDownloadMachine } from '../../src/machines/client-download.machine';
import type { SystemSetting } from '../../src/domain/system-setting';
import type { UserState } from '../../src/domain/user';
import { sessionMachine } from '../../src/machines/session.machine';
import type { MessageCounters } from '../../src/machines/session.types';
import { ApiError } from '../../src/services/api-errors';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { SessionContext } from '../../src/views/session-context';
import { Notifications } from '../../src/views/notifications';
// Loaded up front: the app loads it with the first notice, which would add a transform to a test's wait.
import '../../src/views/notifications-view';
import { SharedDialogs } from '../../src/views/dialogs/shared-dialogs';
import { silentCallback } from '../machines/path-testing';

/** A signed-in tutor as user info answers it; tests change what they are about. */
export function tutor(patch: Partial<UserState> = {}): UserState {
  return {
    tuid: 100231,
    account: 'demo',
    avatar: '',
    defaultAvatar: '/images/default-avatar.svg',
    firstName: 'Maria',
    lastName: 'Santos',
    fullName: 'Maria Santos',
    sex: 'Female',
    birthday: '',
    email: 'maria.santos@example.com',
    excellentType: 0,
    school: '',
    location: '',
    city: '',
    provice: '',
    internetSpeed: '',
    tutoringEquipment: '',
    intServiceProvider: '',
    netConnType: '',
    selfIntrodction: '',
    integralLevel: 'B2',
    flowers: 54,
    scoreMonth: '2025-03',
    scoreOfTheMonth: 64.3,
    teachingPoints: 134.7,
    growthSystemScore: 436.5,
    completion: 64,
    goodRating: 21,
    absences: 0,
    badRating: 1,
    cancellation: 1,
    other: 0,
    tutorGroup: 'Manila Team 3',
    roles: ['teacher'],
    openSelfSchedule: false,
    openSelfCancel: false,
    disableComment: false,
    transformPeriodCount: 212,
    limitRefferal: false,
    limitCheck: { selfSchedulesEnable: false },
    isCustomized: false,
    isShowAppFloatingIcon: false,
    awaitApproval: false,
    isFranchiseeUser: false,
    isInternationalOrCustom: false,
    isPassedTL: false,
    isTuEyeProtectionMode: 0,
    isGrowthSystemTestGroup: true,
    isFirstGrowthSystemLogin: false,
    sidebarMenuMini: false,
    feedBackMsg: false,
    isFirstLogin: false,
    isNeedRedirectDegree: false,
    isNeedUpdatePhone: false,
    isNeedToImprovePersonalInformation: false,
    isShowDTLearning: false,
    ...patch,
  };
}

/** A fixed answer, or a function of the call's query and body. */
type Answer = unknown;

/** What the fake API answers, by path (lower case); an ApiError is thrown, `pending` never answers. */
export type Answers = Record<string, Answer>;
export const pending = Symbol('pending');

export interface ApiCall {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The API the shell's actors call, answering from `answers`; every call is recorded. */
export function fakeApi(answers: Answers, message = '') {
  const calls: ApiCall[] = [];
  const answer = async (call: ApiCall) => {
    calls.push(call);
    const key = Object.keys(answers).find((path) => path.toLowerCase() === call.path.toLowerCase());
    if (key === undefined) throw new ApiError('business', `no answer for ${call.path}`, 5);
    const value = answers[key];
    const result = typeof value === 'function' ? (value as (q: unknown, b: unknown) => unknown)(call.query, call.body) : value;
    if (result === pending) return new Promise<never>(() => {});
    if (result instanceof ApiError) throw result;
    return result;
  };
  const post = (path: string, body?: unknown, query?: Record<string, unknown>) =>
    answer({ method: 'POST', path, ...(body !== undefined ? { body } : {}), ...(query ? { query } : {}) });
  const api = {
    get: (path: string, query?: Record<string, unknown>) => answer({ method: 'GET', path, ...(query ? { query } : {}) }),
    post,
    // A call whose answer carries the server's Msg: the body, with `message` (default '') as its Msg.
    postWithMessage: async (path: string, body?: unknown, query?: Record<string, unknown>) => ({ body: await post(path, body, query), message }),
  };
  return { api, calls, callsTo: (path: string) => calls.filter((call) => call.path.toLowerCase() === path.toLowerCase()) };
}

/** The shell's calls answered as the demo server would for Maria Santos. */
export function demoAnswers(): Answers {
  return {
    '/api/System/GetMenuList': [
      menuItem('Dashboard', 'home', 'pi pi-home'),
      menuItem('SOP Score/class', 'SOP', 'pi pi-chart-bar'),
      menuItem('Service Fee', 'serviceFee', 'pi pi-wallet', { filterName: 'serviceFee' }),
      menuItem('Feedback', 'myFeedback', 'pi pi-send', { filterName: 'feedback' }),
      menuItem('My Referrals', 'myReferrals', 'pi pi-users', { filterName: 'referrals', isShow: false }),
      menuItem('Message', 'message', '', { type: 1 }),
    ],
    '/api/FeedBack/IsShowFeeBackMsg': true,
    // The layout's notices: none running (issue 18's own tests answer them).
    '/api/Teacher/GetHolidayGreeting': null,
    '/api/Account/IsFirstShowPoster': null,
    '/api/TutorComm/IsShowTutorSystemTransferNotice': null,
    '/api/Account/SetSidebarMenuMini': (query: Record<string, unknown> | undefined) => query?.mini,
    '/api/TutorComm/GetClockInStatus': { Status: 0, WorkDate: '2025-03-10', ClockedInAt: null, FirstClassAt: '2025-03-10T01:00:00.000Z' },
    '/api/tutorcomm/Registration': 1,
    '/api/Account/TuEyeProtectionMode': 0,
    '/api/Account/SelectEyeProtectionMode': (query: Record<string, unknown> | undefined) => query?.type,
    '/api/tutordata/TutorAllScore': {
      Flowers: 54,
      MonthScore: 64.3,
      TeachingPoints: 134.7,
      ComScore: 64,
      GoodScore: 21,
      AbsentScore: 0,
      BadScore: 1,
      CancelScore: 1,
      OtherScore: 0,
      Month: '2025-03',
    },
    '/api/TutorComm/ShowContract': true,
    '/api/Account/GetGuidedTourStatus': { Show: false, CompletedAt: '2025-03-01T00:00:00.000Z' },
    '/api/Account/FinishGuidedTour': { Show: false, CompletedAt: '2025-03-10T00:00:00.000Z' },
    // The layout's protocol reminder (widgets): an agreed tutor, so it stays closed.
    '/api/Teacher/GetIsAgreeProtocol': { IsAgree: true, AgreedAt: '2025-03-01T00:00:00.000Z' },
    '/api/Teacher/GetMonitoringWarning': { Warning: null },
    '/api/Teacher/GetLearningTagIds': { TagIds: [] },
    '/api/Teacher/ShowDialogList': [],
    // The contract pop-out, bi-aspect tags and TESOL review (widgets): answered, not asked, not refused.
    '/api/TutorComm/GetIsShowPopoutByContract': false,
    '/api/TutorComm/IsBiAspectTeacher': false,
    '/api/teachInfo/UserCertInfo': { certificates: [], tesol: { submitted: false, hasCertificate: false, reviewStatus: null } },
    '/api/TutorComm/AddTutorClientUsageLog': { Id: 1 },
    '/api/Account/GetSelfScheduleRemind': null,
    '/api/Account/AddTuModelClickLog': true,
    '/api/Account/AddTutorClientDownloadsLog': true,
    '/api/TutorComm/GetTemporaryClassroomLink': { Success: true, WebLink: 'https://rooms.example.com/r/1', ClassId: 1 },
  };
}

function menuItem(name: string, routeName: string, icon: string, extra: Record<string, unknown> = {}) {
  return { name, routeName, type: 0, isShow: true, filterName: '', url: `/${routeName}`, icon, hostKey: 'main', ...extra };
}

export const demoSetting = {
  AppSetting: { AppId: 'a', AppSecret: 's' },
  Hosts: { main: '' },
  ClientDownload: { WindowsUrl: '/downloads/TutorClientSetup.exe', MacUrl: '/downloads/TutorClient.dmg' },
} as unknown as SystemSetting;

export interface RenderShellOptions {
  user?: UserState;
  answers?: Answers;
  path?: string;
  counters?: Partial<MessageCounters>;
  isDesktopClient?: boolean;
}

/**
 * Renders `ui` inside a signed-in session (fake guard, real shared dialogs), the page logic over a
 * fake API, and a memory router at `path`.
 */
export function renderInShell(ui: ReactNode, options: RenderShellOptions = {}) {
  const { api, calls, callsTo } = fakeApi(options.answers ?? demoAnswers());
  const location = memoryLocation({ path: options.path ?? '/home', record: true });
  const logouts: number[] = [];
  const reported: ApiError[] = [];
  const guard = createMachine({ context: { isDesktopClient: options.isDesktopClient ?? false } });
  const logic = sessionMachine.provide({
    actors: {
      routeGuard: guard as unknown as AnyActorLogic as never,
      singleSignOn: silentCallback() as never,
      followUpLoads: silentCallback(),
      logout: fromPromise<void>(async () => {
        logouts.push(1);
      }),
      clientDownload: clientDownloadMachine.provide({ actors: clientDownloadActors(api as never) }),
    },
    actions: { navigate: () => {}, persistToken: () => {}, clearToken: () => {} },
  });
  // The app's page dependencies over the session rendered below, with failed calls collected here.
  const pageDeps = {
    ...sessionPageDeps(api as never, { send: (event) => sessionRef!.send(event) }),
    reportError: (error: ApiError) => void reported.push(error),
    startUpload: () => {},
  };
  const input = { token: 'tok', retryTimes: 0, isDesktopClient: options.isDesktopClient ?? false, currentOrigin: 'http://localhost:3000', routes: [] };
  let sessionRef: ReturnType<typeof SessionContext.useActorRef> | null = null;
  function Capture() {
    sessionRef = SessionContext.useActorRef();
    return null;
  }
  const view = render(
    <SessionContext.Provider logic={logic} options={{ input }}>
      <Capture />
      <TestPageLogicProvider deps={pageDeps}>
        <Router hook={location.hook}>
          {ui}
          <Notifications />
          <SharedDialogs />
        </Router>
      </TestPageLogicProvider>
    </SessionContext.Provider>,
  );
  const session = sessionRef!;
  act(() => {
    session.send({ type: 'session.settingLoaded', setting: demoSetting });
    session.send({ type: 'session.userLoaded', user: options.user ?? tutor() });
    session.send({ type: 'counters.updated', counters: { unread: 0, home: 0, notice: 0, warn: 0, remind: 0, ...options.counters } });
  });
  return { ...view, session, calls, callsTo, location, logouts, reported };
}

/** jsdom has no media queries: tells the layout it is on a phone-width screen (undo with `anyScreen`). */
export function phoneScreen(): void {
  window.matchMedia = ((query: string) => ({
    matches: /max-width/.test(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** Takes back `phoneScreen`: without matchMedia the layout is the wide one. */
export function anyScreen(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
