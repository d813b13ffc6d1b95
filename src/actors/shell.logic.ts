import { clockInMachine } from '../machines/clock-in.machine';
import { headerShortcutsMachine } from '../machines/header-shortcuts.machine';
import { homeDashboardMachine } from '../machines/home-dashboard.machine';
import { personPanelMachine } from '../machines/person-panel.machine';
import { sidebarMachine } from '../machines/sidebar.machine';
import { softModeMachine } from '../machines/soft-mode.machine';
import { themeToggleMachine } from '../machines/theme-toggle.machine';
import { tourMachine } from '../machines/tour.machine';
import type { ApiClient } from '../services/api-client';
import { isApiError, type ApiError } from '../services/api-errors';
import { clockInActors } from './clock-in.actors';
import { headerShortcutsActors } from './header-shortcuts.actors';
import { homeDashboardActors } from './home-dashboard.actors';
import { personPanelActors } from './person-panel.actors';
import { sidebarActors } from './sidebar.actors';
import { softModeActors } from './soft-mode.actors';
import { tourActors } from './tour.actors';

export interface ShellLogicDeps {
  api: ApiClient;
  reportError(error: ApiError): void;
}

/**
 * The shell's machines (header, sidebar, person panel, dashboard, tour) with their real actors,
 * and failed calls handed to the session's error catalogue.
 */
export function createShellLogic(deps: ShellLogicDeps) {
  const reportError = (_: unknown, error: unknown) => {
    if (isApiError(error)) deps.reportError(error);
    else console.error(error);
  };
  return {
    themeToggle: themeToggleMachine,
    clockIn: clockInMachine.provide({ actors: clockInActors(deps.api) }),
    tour: tourMachine.provide({ actors: tourActors(deps.api) }),
    sidebar: sidebarMachine.provide({ actors: sidebarActors(deps.api), actions: { reportError } }),
    softMode: softModeMachine.provide({ actors: softModeActors(deps.api), actions: { reportError } }),
    personPanel: personPanelMachine.provide({ actors: personPanelActors(deps.api), actions: { reportError } }),
    headerShortcuts: headerShortcutsMachine.provide({ actors: headerShortcutsActors(deps.api), actions: { reportError } }),
    homeDashboard: homeDashboardMachine.provide({ actors: homeDashboardActors(deps.api), actions: { reportError } }),
  };
}

export type ShellLogic = ReturnType<typeof createShellLogic>;
