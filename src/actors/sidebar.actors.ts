import { fromCallback, fromPromise } from 'xstate';
import { feedbackSignal } from '../services/feedback-signal';
import type { SidebarMenuItem } from '../domain/menu';
import type { ShellApi } from './shell-api';

/** The sidebar machine's actors over the API: `sidebarMachine.provide({ actors: sidebarActors(api) })`. */
export function sidebarActors(api: ShellApi) {
  return {
    'load menu': fromPromise<SidebarMenuItem[]>(async ({ signal }) => api.get<SidebarMenuItem[]>('/api/System/GetMenuList', undefined, { signal })),
    'load feedback dot': fromPromise<boolean>(async ({ signal }) => api.post<boolean>('/api/FeedBack/IsShowFeeBackMsg', undefined, undefined, { signal })),
    'save mini mode': fromPromise<boolean, { mini: boolean }>(async ({ input, signal }) =>
      api.post<boolean>('/api/Account/SetSidebarMenuMini', undefined, { mini: input.mini }, { signal }),
    ),
    'watch feedback reads': fromCallback(({ sendBack }) => feedbackSignal.subscribe('read', () => sendBack({ type: 'sidebar.feedbackChanged' }))),
  };
}
