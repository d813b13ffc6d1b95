import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Role, type RouteAccess } from '../domain/routes';

/** How a route is framed: inside the shell (header, sidebar) or on its own. */
export type RouteFrame = 'shell' | 'bare';

export interface AppRoute extends RouteAccess {
  component: LazyExoticComponent<ComponentType>;
  frame: RouteFrame;
}

const tutor = [Role.teacher];

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
  { path: '/personalData/upload', roles: tutor, frame: 'shell', component: lazy(() => import('./pages/personal-data/documents.page')) },
];

/** Route metadata for the guard: path and roles, for generating routes from roles. */
export const routeAccessList: RouteAccess[] = appRoutes
  .filter((route) => route.roles.length > 0)
  .map(({ path, roles }) => ({ path, roles }));
