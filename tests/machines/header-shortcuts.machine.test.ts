import { getPathsFromEvents } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine, type EventObject } from 'xstate';
import { ModelClickType } from '../../src/domain/client-logs';
import { Messages } from '../../src/domain/messages';
import { headerShortcutsMachine, type HeaderShortcutsEmitted } from '../../src/machines/header-shortcuts.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath, type MachinePath } from './path-testing';

const reported: unknown[] = [];
const machine = headerShortcutsMachine.provide({
  actors: { 'log shortcut click': pendingPromise(), 'load temporary classroom': pendingPromise() },
  actions: { reportError: (_, error) => void reported.push(error) },
});
const ev = {
  click: { type: 'shortcut.clicked', shortcut: ModelClickType.aiChat },
  open: { type: 'classroom.open' },
  room: { type: 'xstate.done.actor.loadClassroom', output: { success: true, webLink: 'https://rooms.example.com/r/1' } },
  noRoom: { type: 'xstate.done.actor.loadClassroom', output: { success: false, webLink: '' } },
  failed: { type: 'xstate.error.actor.loadClassroom', error: new Error('Links seem to get inaccessible.') },
} satisfies Record<string, { type: string; [key: string]: unknown }>;

function scenario(sequence: EventObject[]): MachinePath {
  const [path] = getPathsFromEvents(machine as AnyStateMachine, sequence) as unknown as MachinePath[];
  expect(path?.steps.length, 'every event of the scenario is taken').toBe(sequence.length + 1);
  return path!;
}

function heardAlong(sequence: EventObject[]) {
  const heard: HeaderShortcutsEmitted[] = [];
  replayPath(machine, scenario(sequence), {
    onStep: (_, step) => {
      if (step.index > 0) return;
      step.actor.on('classroom.ready', (event: HeaderShortcutsEmitted) => heard.push(event));
      step.actor.on('notify', (event: HeaderShortcutsEmitted) => heard.push(event));
    },
  });
  return heard;
}

describe('header shortcuts machine (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    expectEveryTransitionCovered(machine, generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)) }));
  });

  it("opens the backup room's link, or tells the tutor there is no class in the window", () => {
    expect(heardAlong([ev.open, ev.room])).toEqual([{ type: 'classroom.ready', url: 'https://rooms.example.com/r/1' }]);
    expect(heardAlong([ev.open, ev.noRoom])).toEqual([
      { type: 'notify', severity: 'info', message: Messages.temporaryClassroomNoClass, presentation: 'alert' },
    ]);
  });

  it('reports a failed call', () => {
    reported.length = 0;
    expect(heardAlong([ev.open, ev.failed])).toEqual([]);
    expect(reported).toEqual([ev.failed.error]);
  });

  it('logs every click with its shortcut type, without waiting for the log', async () => {
    const logged: number[] = [];
    const actor = createActor(
      headerShortcutsMachine.provide({
        actors: { 'log shortcut click': fromPromise<unknown, { shortcut: ModelClickType }>(async ({ input }) => void logged.push(input.shortcut)) },
      }),
    ).start();
    actor.send({ type: 'shortcut.clicked', shortcut: ModelClickType.message });
    actor.send({ type: 'shortcut.clicked', shortcut: ModelClickType.networkTest });
    await Promise.resolve();
    expect(logged).toEqual([6, 5]);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
