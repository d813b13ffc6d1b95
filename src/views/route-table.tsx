import { matchesPattern, Role, type RouteAccess } from '../domain/routes';
import { lazyPage, type LazyPage } from './lazy-page';

/** How a route is framed: inside the shell (header, sidebar) or on its own. */
export type RouteFrame = 'shell' | 'bare';

export interface AppRoute extends RouteAccess {
  /** `lazyPage(() => import(...))`: the page's code loads with the page. */
  component: LazyPage;
  frame: RouteFrame;
}

const tutor = [Role.teacher];

/** One placeholder for the screens the menu points to that are not built yet (replace a line when its page lands). */
const comingSoon = lazyPage(() => import('./pages/coming-soon/coming-soon.page'));

/**
 * Every route of the app. Public routes have no roles and a 'bare' frame; shell routes list the
 * roles that may open them (admin sees all). Areas add their lines; pages load lazily.
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
  { path: '/home', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/home/home.page')) },
  { path: '/message/*?', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/message/message.page')) },
  { path: '/messageView/:id/*?', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/message/message-view.page')) },
  { path: '/personalData/upload', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/personal-data/documents.page')) },
  { path: '/personalData/interests', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/personal-data/interests.page')) },
  { path: '/personalData/notifications', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/personal-data/notifications.page')) },
  { path: '/SOP/*?', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/sop/sop.page')) },
  { path: '/classTab/schedule', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/schedule/self-schedule.page')) },
  { path: '/releaseTime/submit', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/schedule/release-time.page')) },
  { path: '/releaseTime/cancle', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/schedule/self-cancel.page')) },
  { path: '/classTab/*?', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/class-table/class-table.page')) },
  { path: '/classDetail/:id', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/class-detail/class-detail.page')) },
  { path: '/classDetailtest', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/class-detail/class-detail.page')) },
  { path: '/serviceFee/*?', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/service-fee/service-fee.page')) },
  { path: '/trainingCenter/courseDetail/:id', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/training/course-detail.page')) },
  { path: '/trainingCenter/*?', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/training/training-center.page')) },
  { path: '/trainingKit', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/training/training-kit.page')) },
  { path: '/trainingkitDetails/:id', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/training/training-kit-details.page')) },
  { path: '/trainingTestDetails', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/training/training-test-details.page')) },
  { path: '/trainingTestAnswer', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/training/training-test-answer.page')) },
  { path: '/publicClass', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/public-class/public-class.page')) },
  { path: '/myReferrals', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/referrals/referrals.page')) },
  { path: '/referrals', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/referrals/referral-overview.page')) },
  { path: '/referralsList', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/referrals/referral-list.page')) },
  { path: '/referralStatus', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/referrals/referral-status.page')) },
  { path: '/comments/*?', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/comments/comments.page')) },
  { path: '/complaintList/*?', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/complaints/complaints.page')) },
  { path: '/myFeedback', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/feedback/feedback.page')) },
  { path: '/teacherTask/*?', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/aiChat', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/flowers/*?', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/flowers/flowers.page')) },
  { path: '/personalData/*?', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/personal-data/profile.page')) },
  { path: '/newPersonalData', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/account/account.page')) },
  { path: '/leaveRequest', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/leave/leave-redirect.page')) },
  { path: '/leave/*?', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/leave/leave.page')) },
  { path: '/signContract/*?', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/contract/contract.page')) },
  { path: '/signContractCustom/*?', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/contract/contract.page')) },
  { path: '/growthCenter/*?', roles: tutor, frame: 'shell', component: lazyPage(() => import('./pages/growth/growth-center.page')) },
  { path: '/im', roles: [Role.teacher, Role.staff], frame: 'shell', component: lazyPage(() => import('./pages/im/im.page')) },
  // The staff console (issue 21): its own bundle with its own frame, never loaded for a tutor.
  { path: '/staff/*?', roles: [Role.staff], frame: 'bare', component: lazyPage(() => import('./pages/staff/staff-console.page')) },
];

/** Route metadata for the guard: path and roles, for generating routes from roles. */
export const routeAccessList: RouteAccess[] = appRoutes
  .filter((route) => route.roles.length > 0)
  .map(({ path, roles }) => ({ path, roles }));

/** The route an address opens, if any. */
export function findRoute(path: string): AppRoute | undefined {
  return appRoutes.find((route) => matchesPattern(route.path, path));
}
