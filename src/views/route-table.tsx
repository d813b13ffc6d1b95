import { matchesPattern, Role, type RouteAccess } from '../domain/routes';
import { lazyPage, type LazyPage } from './lazy-page';
import { signedInPage } from './signed-in-page';

/** How a route is framed: inside the shell (header, sidebar) or on its own. */
export type RouteFrame = 'shell' | 'bare';

export interface AppRoute extends RouteAccess {
  /** The page's code loads with the page: `lazyPage(() => import(...))` for public pages and /home, `signedInPage(file)` for the rest. */
  component: LazyPage;
  frame: RouteFrame;
}

const tutor = [Role.teacher];

/**
 * Every route of the app. Public routes have no roles and a 'bare' frame; shell routes list the
 * roles that may open them (admin counts as staff). Areas add their lines; pages load lazily.
 */
export const appRoutes: AppRoute[] = [
  { path: '/login', roles: [], frame: 'bare', component: lazyPage(() => import('./pages/login/login.page')) },
  { path: '/welcome', roles: [], frame: 'bare', component: lazyPage(() => import('./pages/welcome/welcome.page')) },
  { path: '/404', roles: [], frame: 'bare', component: lazyPage(() => import('./pages/errors/not-found.page')) },
  { path: '/500', roles: [], frame: 'bare', component: lazyPage(() => import('./pages/errors/server-error.page')) },
  { path: '/oidc-callback', roles: [], frame: 'bare', component: lazyPage(() => import('./pages/sign-in/oidc-callback.page')) },
  { path: '/loginAuto', roles: [], frame: 'bare', component: lazyPage(() => import('./pages/sign-in/auto-login.page')) },
  { path: '/clientAutoLogin', roles: [], frame: 'bare', component: lazyPage(() => import('./pages/sign-in/client-auto-login.page')) },
  { path: '/redirect', roles: [], frame: 'bare', component: lazyPage(() => import('./pages/sign-in/redirect.page')) },
  { path: '/forgetPassword', roles: [], frame: 'bare', component: lazyPage(() => import('./pages/forget-password/forget-password.page')) },
  { path: '/retrieveEmail', roles: [], frame: 'bare', component: lazyPage(() => import('./pages/forget-password/retrieve-email.page')) },
  { path: '/tutorClient', roles: [], frame: 'bare', component: lazyPage(() => import('./pages/public-info/tutor-client.page')) },
  { path: '/moodle', roles: [], frame: 'bare', component: lazyPage(() => import('./pages/public-info/moodle.page')) },
  { path: '/test', roles: [], frame: 'bare', component: lazyPage(() => import('./pages/static-tools/agora-test.page')) },
  { path: '/speed', roles: [], frame: 'bare', component: lazyPage(() => import('./pages/static-tools/speed.page')) },
  { path: '/speed/speed.html', roles: [], frame: 'bare', component: lazyPage(() => import('./pages/network-check/speed-test.page')) },
  // Every sign-in lands here: its loader sits in the first chunk, so the page's code loads beside
  // the session's first calls rather than after the page index (a few hundred bytes on /login).
  { path: '/home', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/home/home.page')) },
  { path: '/message/*?', roles: tutor, frame: 'shell', component: signedInPage('./pages/message/message.page.tsx') },
  { path: '/messageView/:id/*?', roles: tutor, frame: 'shell', component: signedInPage('./pages/message/message-view.page.tsx') },
  { path: '/personalData/upload', roles: tutor, frame: 'shell', component: signedInPage('./pages/personal-data/documents.page.tsx') },
  { path: '/personalData/interests', roles: tutor, frame: 'shell', component: signedInPage('./pages/personal-data/interests.page.tsx') },
  { path: '/personalData/notifications', roles: tutor, frame: 'shell', component: signedInPage('./pages/personal-data/notifications.page.tsx') },
  { path: '/SOP/*?', roles: tutor, frame: 'shell', component: signedInPage('./pages/sop/sop.page.tsx') },
  { path: '/classTab/schedule', roles: tutor, frame: 'shell', component: signedInPage('./pages/schedule/self-schedule.page.tsx') },
  { path: '/releaseTime/submit', roles: tutor, frame: 'shell', component: signedInPage('./pages/schedule/release-time.page.tsx') },
  { path: '/releaseTime/cancle', roles: tutor, frame: 'shell', component: signedInPage('./pages/schedule/self-cancel.page.tsx') },
  { path: '/classTab/*?', roles: tutor, frame: 'shell', component: signedInPage('./pages/class-table/class-table.page.tsx') },
  { path: '/classDetail/:id', roles: tutor, frame: 'shell', component: signedInPage('./pages/class-detail/class-detail.page.tsx') },
  { path: '/classDetailtest', roles: tutor, frame: 'shell', component: signedInPage('./pages/class-detail/class-detail.page.tsx') },
  { path: '/serviceFee/*?', roles: tutor, frame: 'shell', component: signedInPage('./pages/service-fee/service-fee.page.tsx') },
  { path: '/trainingCenter/courseDetail/:id', roles: tutor, frame: 'shell', component: signedInPage('./pages/training/course-detail.page.tsx') },
  { path: '/trainingCenter/*?', roles: tutor, frame: 'shell', component: signedInPage('./pages/training/training-center.page.tsx') },
  { path: '/trainingKit', roles: tutor, frame: 'shell', component: signedInPage('./pages/training/training-kit.page.tsx') },
  { path: '/trainingkitDetails/:id', roles: tutor, frame: 'shell', component: signedInPage('./pages/training/training-kit-details.page.tsx') },
  { path: '/trainingResources/:id', roles: tutor, frame: 'shell', component: signedInPage('./pages/training/training-resources.page.tsx') },
  { path: '/resourcesFolder', roles: tutor, frame: 'shell', component: signedInPage('./pages/training/resources-folder.page.tsx') },
  { path: '/trainingTestDetails', roles: tutor, frame: 'shell', component: signedInPage('./pages/training/training-test-details.page.tsx') },
  { path: '/trainingTestAnswer', roles: tutor, frame: 'shell', component: signedInPage('./pages/training/training-test-answer.page.tsx') },
  { path: '/publicClass', roles: tutor, frame: 'shell', component: signedInPage('./pages/public-class/public-class.page.tsx') },
  { path: '/myReferrals', roles: tutor, frame: 'shell', component: signedInPage('./pages/referrals/referrals.page.tsx') },
  { path: '/referrals', roles: tutor, frame: 'shell', component: signedInPage('./pages/referrals/referral-overview.page.tsx') },
  { path: '/referralsList', roles: tutor, frame: 'shell', component: signedInPage('./pages/referrals/referral-list.page.tsx') },
  { path: '/referralStatus', roles: tutor, frame: 'shell', component: signedInPage('./pages/referrals/referral-status.page.tsx') },
  { path: '/comments/*?', roles: tutor, frame: 'shell', component: signedInPage('./pages/comments/comments.page.tsx') },
  { path: '/complaintList/*?', roles: tutor, frame: 'shell', component: signedInPage('./pages/complaints/complaints.page.tsx') },
  { path: '/myFeedback', roles: tutor, frame: 'shell', component: signedInPage('./pages/feedback/feedback.page.tsx') },
  { path: '/teacherTask/*?', roles: tutor, frame: 'shell', component: signedInPage('./pages/teacher-task/teacher-task.page.tsx') },
  { path: '/aiChat', roles: tutor, frame: 'shell', component: signedInPage('./pages/ai-chat/ai-chat.page.tsx') },
  { path: '/flowers/*?', roles: tutor, frame: 'shell', component: signedInPage('./pages/flowers/flowers.page.tsx') },
  { path: '/personalData/*?', roles: tutor, frame: 'shell', component: signedInPage('./pages/personal-data/profile.page.tsx') },
  { path: '/newPersonalData', roles: tutor, frame: 'shell', component: signedInPage('./pages/account/account.page.tsx') },
  { path: '/leaveRequest', roles: tutor, frame: 'shell', component: signedInPage('./pages/leave/leave-redirect.page.tsx') },
  { path: '/leave/*?', roles: tutor, frame: 'shell', component: signedInPage('./pages/leave/leave.page.tsx') },
  { path: '/signContract/*?', roles: tutor, frame: 'shell', component: signedInPage('./pages/contract/contract.page.tsx') },
  { path: '/signContractCustom/*?', roles: tutor, frame: 'shell', component: signedInPage('./pages/contract/contract.page.tsx') },
  { path: '/growthCenter/*?', roles: tutor, frame: 'shell', component: signedInPage('./pages/growth/growth-center.page.tsx') },
  { path: '/conversionRanking', roles: tutor, frame: 'shell', component: signedInPage('./pages/rankings/conversion-ranking.page.tsx') },
  { path: '/receivedOrdersRanking', roles: tutor, frame: 'shell', component: signedInPage('./pages/rankings/received-orders-ranking.page.tsx') },
  { path: '/10sResponseRateRanking', roles: tutor, frame: 'shell', component: signedInPage('./pages/rankings/response-rate-ranking.page.tsx') },
  { path: '/emotionalMotivationRanking', roles: tutor, frame: 'shell', component: signedInPage('./pages/rankings/emotional-motivation-ranking.page.tsx') },
  { path: '/im', roles: [Role.teacher, Role.staff], frame: 'shell', component: signedInPage('./pages/im/im.page.tsx') },
  // The staff console (issue 21): its own bundle with its own frame, never loaded for a tutor.
  { path: '/staff/*?', roles: [Role.staff], frame: 'bare', component: signedInPage('./pages/staff/staff-console.page.tsx') },
];

/** Route metadata for the guard: path and roles, for generating routes from roles. */
export const routeAccessList: RouteAccess[] = appRoutes.filter((route) => route.roles.length > 0).map(({ path, roles }) => ({ path, roles }));

/** The route an address opens, if any. */
export function findRoute(path: string): AppRoute | undefined {
  return appRoutes.find((route) => matchesPattern(route.path, path));
}
