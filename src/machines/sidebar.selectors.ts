import type { SnapshotFrom } from 'xstate';
import type { SidebarMachine } from './sidebar.machine';
import { SidebarTag } from './sidebar.types';

export type SidebarSnapshot = SnapshotFrom<SidebarMachine>;

export const selectSidebarItems = (snapshot: SidebarSnapshot) => snapshot.context.items;
export const selectMenuLoading = (snapshot: SidebarSnapshot) => snapshot.hasTag(SidebarTag.loadingMenu);
export const selectMenuFailed = (snapshot: SidebarSnapshot) => snapshot.matches({ menu: 'failed' });
export const selectFeedbackDot = (snapshot: SidebarSnapshot) => snapshot.context.feedbackDot;
export const selectMini = (snapshot: SidebarSnapshot) => snapshot.context.mini;
export const selectDrawerOpen = (snapshot: SidebarSnapshot) => snapshot.matches({ drawer: 'open' });
