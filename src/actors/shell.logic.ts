import { clockInAlert, clockInMachine } from '../machines/clock-in.machine';
import { headerShortcutsMachine, noRoomNotice } from '../machines/header-shortcuts.machine';
import { homeDashboardMachine } from '../machines/home-dashboard.machine';
import { ledgerWhyMachine } from '../machines/ledger-why.machine';
import { personPanelMachine } from '../machines/person-panel.machine';
import { sidebarMachine } from '../machines/sidebar.machine';
import { softModeMachine } from '../machines/soft-mode.machine';
import { themeToggleMachine } from '../machines/theme-toggle.machine';
import { tourMachine } from '../machines/tour.machine';
import { isApiError } from '../domain/api-error';
import type { PageDeps } from './page-logic';
import { clockInActors } from './clock-in.actors';
import { headerShortcutsActors } from './header-shortcuts.actors';
import { homeDashboardActors } from './home-dashboard.actors';
import { ledgerWhyActors } from './ledger-why.actors';
import { personPanelActors } from './person-panel.actors';
import { sidebarActors } from './sidebar.actors';
import { softModeActors } from './soft-mode.actors';
import { tourActors } from './tour.actors';

export type ShellLogicDeps = Pick<PageDeps, 'api' | 'reportError' | 'notify' | 'menuLoaded'>;

/**
 * The shell's machines (header, sidebar, person panel, dashboard, tour) with their real actors;
 * failed calls go to the session's error catalogue, and what the session must hear (alerts, the
 * menu) goes through the provided actions, never through a view.
 */
export function createShellLogic(deps: ShellLogicDeps) {
  const reportError = (_: unknown, error: unknown) => {
    if (isApiError(error)) deps.reportError(error);
    else console.error(error);
  };
  return {
    themeToggle: themeToggleMachine,
    clockIn: clockInMachine.provide({
      actors: clockInActors(deps.api),
      actions: {
        reportError,
        alertSuccess: (_, message: string) => deps.notify(clockInAlert.success(message)),
        alertError: (_, message: string) => deps.notify(clockInAlert.error(message)),
      },
    }),
    tour: tourMachine.provide({ actors: tourActors(deps.api) }),
    sidebar: sidebarMachine.provide({ actors: sidebarActors(deps.api), actions: { reportError, announceMenu: (_, menu) => deps.menuLoaded(menu) } }),
    softMode: softModeMachine.provide({ actors: softModeActors(deps.api), actions: { reportError } }),
    personPanel: personPanelMachine.provide({ actors: personPanelActors(deps.api), actions: { reportError } }),
    headerShortcuts: headerShortcutsMachine.provide({
      actors: headerShortcutsActors(deps.api),
      actions: { reportError, tellNoRoom: () => deps.notify(noRoomNotice) },
    }),
    homeDashboard: homeDashboardMachine.provide({ actors: homeDashboardActors(deps.api), actions: { reportError } }),
    ledgerWhy: ledgerWhyMachine.provide({ actors: ledgerWhyActors(deps.api), actions: { reportError } }),
  };
}

export type ShellLogic = ReturnType<typeof createShellLogic>;
