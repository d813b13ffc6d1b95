import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Role, type RouteAccess } from '../domain/routes';

/** How a route is framed: inside the shell (header, sidebar) or on its own. */
export type RouteFrame = 'shell' | 'bare';

export interface AppRoute extends RouteAccess {
  component: LazyExoticComponent<ComponentType>;
  frame: RouteFrame;
}

const tutor = [Role.teacher];

/** One placeholder for the screens the menu points to that are not built yet (replace a line when its page lands). */
const comingSoon = lazy(() => import('./pages/coming-soon/coming-soon.page'));

/**
 * Every route of the app. Public routes have no roles and a 'bare' frame; shell routes list the
 * roles that may open them (admin sees all). Areas add their lines; pages load lazily.
 */
export const appRoutes: AppRoute[] = [
  { path: '/login', roles: [], frame: 'bare', component: lazy(() => import('./pages/login/login.page')) },
  { path: '/welcome', roles: [], frame: 'bare', component: lazy(() => import('./pages/welcome/welcome.page')) },
  { path: '/404', roles: [], frame: 'bare', component: lazy(() => import('./pages/errors/not-found.page')) },
  { path: '/500', roles: [], frame: 'bare', component: lazy(() => import('./pages/errors/server-error.page')) },
  { path: '/oidc-callback', roles: [], frame: 'bare', component: lazy(() => import('./pages/sign-in/oidc-callback.page')) },
  { path: '/loginAuto', roles: [], frame: 'bare', component: lazy(() => import('./pages/sign-in/auto-login.page')) },
  { path: '/clientAutoLogin', roles: [], frame: 'bare', component: lazy(() => import('./pages/sign-in/client-auto-login.page')) },
  { path: '/redirect', roles: [], frame: 'bare', component: lazy(() => import('./pages/sign-in/redirect.page')) },
  { path: '/home', roles: tutor, frame: 'shell', component: lazy(() => import('./pages/home/home.page')) },
  { path: '/message/*?', roles: tutor, frame: 'shell', component: lazy(() => import('./pages/message/message.page')) },
  { path: '/messageView/:id/*?', roles: tutor, frame: 'shell', component: lazy(() => import('./pages/message/message-view.page')) },
  { path: '/personalData/upload', roles: tutor, frame: 'shell', component: lazy(() => import('./pages/personal-data/documents.page')) },
  { path: '/SOP/*?', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/classTab/*?', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/trainingCenter/*?', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/serviceFee/*?', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/comments/*?', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/complaintList/*?', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/myFeedback', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/teacherTask/*?', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/aiChat', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/flowers/*?', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/personalData/*?', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/newPersonalData', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/leaveRequest', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/leave/*?', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/signContract/*?', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/signContractCustom/*?', roles: tutor, frame: 'shell', component: comingSoon },
  { path: '/growthCenter/*?', roles: tutor, frame: 'shell', component: comingSoon },
];

/** Route metadata for the guard: path and roles, for generating routes from roles. */
export const routeAccessList: RouteAccess[] = appRoutes
  .filter((route) => route.roles.length > 0)
  .map(({ path, roles }) => ({ path, roles }));
