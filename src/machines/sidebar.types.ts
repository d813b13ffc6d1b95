import type { SidebarMenuItem } from '../domain/menu';

// ---- Input and context ----------------------------------------------------------------------

export interface SidebarInput {
  /** The tutor's remembered mini mode (sidebarMenuMini of the user state). */
  mini: boolean;
  isFranchiseeUser: boolean;
}

export interface SidebarContext {
  isFranchiseeUser: boolean;
  /** The items the sidebar lists (type 0, shown, allowed for the tutor), in order. */
  items: SidebarMenuItem[];
  /** Every menu entry as the server answered it (the route guard's cross-host rule reads them all). */
  menu: SidebarMenuItem[];
  /** A feedback message waits: the dot on Feedback. */
  feedbackDot: boolean;
  /** Mini mode as shown. */
  mini: boolean;
  /** Mini mode as the server last saved it: what a failed save falls back to. */
  savedMini: boolean;
}

// ---- Events ---------------------------------------------------------------------------------

export type SidebarEvent =
  | { type: 'sidebar.toggleMini' }
  /** Loads what failed again. */
  | { type: 'sidebar.reload' }
  /** The tutor read a feedback reply: the dot is asked again. */
  | { type: 'sidebar.feedbackChanged' }
  /** The phone-width drawer. */
  | { type: 'drawer.open' }
  | { type: 'drawer.close' };

export type SidebarEmitted = { type: 'menu.loaded'; menu: SidebarMenuItem[] };

export const SidebarTag = {
  loadingMenu: 'status:loadingMenu',
} as const;
export type SidebarTag = (typeof SidebarTag)[keyof typeof SidebarTag];
