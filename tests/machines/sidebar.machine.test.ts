import { getPathsFromEvents } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import type { SidebarMenuItem } from '../../src/domain/menu';
import { sidebarMachine } from '../../src/machines/sidebar.machine';
import { selectDrawerOpen, selectMini, selectSidebarItems } from '../../src/machines/sidebar.selectors';
import type { SidebarEmitted, SidebarInput } from '../../src/machines/sidebar.types';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath, type MachinePath } from './path-testing';

const reported: unknown[] = [];
const machine = sidebarMachine.provide({
  actors: { 'load menu': pendingPromise(), 'load feedback dot': pendingPromise(), 'save mini mode': pendingPromise() },
  actions: { reportError: (_, error) => void reported.push(error) },
});

const item = (name: string, routeName: string, extra: Partial<SidebarMenuItem> = {}): SidebarMenuItem => ({
  name,
  routeName,
  type: 0,
  isShow: true,
  filterName: '',
  url: `/${routeName}`,
  icon: 'pi pi-home',
  hostKey: 'main',
  ...extra,
});
const menu: SidebarMenuItem[] = [
  item('Dashboard', 'home'),
  item('Service Fee', 'serviceFee', { filterName: 'serviceFee' }),
  item('Feedback', 'myFeedback', { filterName: 'feedback' }),
  item('My Referrals', 'myReferrals', { filterName: 'referrals', isShow: false }),
  item('Home', 'home', { type: 1 }),
];
const inputs = {
  tutor: { mini: false, isFranchiseeUser: false },
  franchiseeInMini: { mini: true, isFranchiseeUser: true },
} satisfies Record<string, SidebarInput>;

const ev = {
  menuLoaded: { type: 'xstate.done.actor.loadMenu', output: menu },
  menuFailed: { type: 'xstate.error.actor.loadMenu', error: new Error('Data verification failed') },
  dot: { type: 'xstate.done.actor.loadFeedbackDot', output: true },
  dotFailed: { type: 'xstate.error.actor.loadFeedbackDot', error: new Error('Links seem to get inaccessible.') },
  toggle: { type: 'sidebar.toggleMini' },
  savedMini: { type: 'xstate.done.actor.saveMini', output: true },
  savedFull: { type: 'xstate.done.actor.saveMini', output: false },
  saveFailed: { type: 'xstate.error.actor.saveMini', error: new Error('Links seem to get inaccessible.') },
  reload: { type: 'sidebar.reload' },
  openDrawer: { type: 'drawer.open' },
  closeDrawer: { type: 'drawer.close' },
  feedbackChanged: { type: 'sidebar.feedbackChanged' },
  noDot: { type: 'xstate.done.actor.loadFeedbackDot', output: false },
} satisfies Record<string, { type: string; [key: string]: unknown }>;

function scenario(input: SidebarInput, sequence: EventObject[]): MachinePath {
  const fromState = createActor(machine, { input }).getSnapshot();
  const [path] = getPathsFromEvents(machine as AnyStateMachine, sequence, { input, fromState }) as unknown as MachinePath[];
  expect(path?.steps.length, 'every event of the scenario is taken').toBe(sequence.length + 1);
  return path!;
}

describe('sidebar machine (model-based)', () => {
  it('reaches every transition for a tutor and a franchisee in mini mode, asserting state and context at every step', () => {
    const events = eventsWhereActive(machine, Object.values(ev));
    for (const input of Object.values(inputs)) {
      expectEveryTransitionCovered(machine, generatePaths(machine, { events, input }), { input });
    }
  }, 60_000);

  it('lists only shown type 0 items, without the referrals item, and without Service Fee for a franchisee', () => {
    const names = (input: SidebarInput) =>
      selectSidebarItems(replayPath(machine, scenario(input, [ev.menuLoaded]), { input }).actor.getSnapshot() as never).map((i) => i.name);
    expect(names(inputs.tutor)).toEqual(['Dashboard', 'Service Fee', 'Feedback']);
    expect(names(inputs.franchiseeInMini)).toEqual(['Dashboard', 'Feedback']);
  });

  it('hands the whole menu on for the route guard', () => {
    const heard: SidebarEmitted[] = [];
    replayPath(machine, scenario(inputs.tutor, [ev.menuLoaded]), {
      input: inputs.tutor,
      onStep: (_, step) => {
        if (step.index === 0) step.actor.on('menu.loaded', (event: SidebarEmitted) => heard.push(event));
      },
    });
    expect(heard).toEqual([{ type: 'menu.loaded', menu }]);
  });

  it('shows mini mode at once, keeps it when saved and falls back to the saved mode when the save fails', () => {
    const minis: boolean[] = [];
    const watch = { input: inputs.tutor, onStep: (snapshot: never) => void minis.push(selectMini(snapshot)) };
    replayPath(machine, scenario(inputs.tutor, [ev.toggle, ev.savedMini]), watch as never);
    expect(minis).toEqual([false, true, true]);
    minis.length = 0;
    reported.length = 0;
    const { actor } = replayPath(machine, scenario(inputs.tutor, [ev.toggle, ev.toggle, ev.toggle, ev.saveFailed]), watch as never);
    expect(minis).toEqual([false, true, false, true, false]);
    expect(actor.getSnapshot().context.savedMini).toBe(false);
    expect(reported).toEqual([ev.saveFailed.error]);
  });

  it('reports a failed initial call and loads it again on reload', () => {
    reported.length = 0;
    const { actor } = replayPath(machine, scenario(inputs.tutor, [ev.menuFailed, ev.dotFailed, ev.reload, ev.menuLoaded, ev.dot]), {
      input: inputs.tutor,
    });
    expect(reported).toEqual([ev.menuFailed.error, ev.dotFailed.error]);
    expect(actor.getSnapshot().context.feedbackDot).toBe(true);
    expect(actor.getSnapshot().matches({ menu: 'ready', feedbackDot: 'ready' })).toBe(true);
  });

  it('asks the dot again when the tutor has read a feedback reply', () => {
    const { actor } = replayPath(machine, scenario(inputs.tutor, [ev.dot, ev.feedbackChanged, ev.noDot]), { input: inputs.tutor });
    expect(actor.getSnapshot().context.feedbackDot).toBe(false);
  });

  it('opens and closes the phone drawer', () => {
    const open: boolean[] = [];
    replayPath(machine, scenario(inputs.tutor, [ev.openDrawer, ev.closeDrawer]), {
      input: inputs.tutor,
      onStep: (snapshot) => void open.push(selectDrawerOpen(snapshot as never)),
    });
    expect(open).toEqual([false, true, false]);
  });
});
