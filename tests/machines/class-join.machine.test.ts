import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { classJoinMachine } from '../../src/machines/class-join.machine';
import type { JoinRequest } from '../../src/machines/class-table.types';
import { ApiError } from '../../src/services/api-errors';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';
import { scenarioPath } from './scenario';

const request: JoinRequest = {
  lesson: { CLID: 41, ClassTool: 0, JoinCall: 'GetTeacherToken', SmallClassId: null, StudentName: 'Lily Chen', ClassToolName: 'EClassroom' },
  isMac: false,
};
const link = { Url: 'https://eclassroom.example/join?room=r&token=t', Room: 'r', Token: 't', ToolName: 'EClassroom', ForClient: false };
const refused = new ApiError('business', 'The classroom opens 15 minutes before the class starts.', 1);

const ev = {
  start: { type: 'join.start', request },
  joined: { type: 'xstate.done.actor.join', output: { link, preloadUrl: 'https://agora-courseware.example/preload?room=r' } },
  failed: { type: 'xstate.error.actor.join', error: refused },
  dismiss: { type: 'join.dismiss' },
  tryTest: { type: 'join.tryTestCourse', request: { tuid: 100231 } },
  testOpened: { type: 'xstate.done.actor.testCourse', output: { link: { ...link, ToolName: 'ClassIn test course' }, preloadUrl: null } },
  testFailed: { type: 'xstate.error.actor.testCourse', error: refused },
} satisfies Record<string, EventObject & Record<string, unknown>>;

function recorded() {
  const effects: Array<[string, unknown?]> = [];
  const machine = classJoinMachine.provide({
    actors: { 'join class': pendingPromise(), 'open test course': pendingPromise() },
    actions: {
      openPendingWindow: (_, clid) => void effects.push(['openPendingWindow', clid]),
      showClassroom: (_, output) => void effects.push(['showClassroom', output]),
      closePendingWindow: () => void effects.push(['closePendingWindow']),
      reportError: () => void effects.push(['reportError']),
    },
  });
  return { machine, effects };
}

function replay(events: EventObject[]) {
  const { machine, effects } = recorded();
  const inputs: unknown[] = [];
  const { actor } = replayPath(machine, scenarioPath(machine, events), {
    onStep: (snapshot) => {
      const children = (snapshot as { children: Record<string, any> }).children;
      const join = children.join ?? children.testCourse;
      if (join) inputs.push(join.options?.input);
    },
  });
  return { snapshot: actor.getSnapshot() as AnyMachineSnapshot, effects, inputs };
}

describe('class join (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const { machine } = recorded();
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)) });
    expect(paths.length).toBeGreaterThan(4);
    expectEveryTransitionCovered(machine, paths);
  });

  it("opens the window in the click, then sends it to the tool's link and preloads the courseware", () => {
    const { snapshot, effects, inputs } = replay([ev.start, ev.joined]);
    expect(inputs[0]).toEqual(request);
    expect(effects).toEqual([
      ['openPendingWindow', 41],
      ['showClassroom', { link, preloadUrl: 'https://agora-courseware.example/preload?room=r' }],
    ]);
    expect(snapshot.context).toEqual({ clid: 41, link, error: '' });
  });

  it('closes the window on a refusal, says why, reports it, and can be dismissed', () => {
    const { snapshot, effects } = replay([ev.start, ev.failed]);
    expect(effects).toEqual([['openPendingWindow', 41], ['closePendingWindow'], ['reportError']]);
    expect(snapshot.context.error).toBe('The classroom opens 15 minutes before the class starts.');
    expect(replay([ev.start, ev.failed, ev.dismiss]).snapshot.context).toEqual({ clid: 41, link: null, error: '' });
  });

  it("opens the tutor's ClassIn test course the same way: a window in the click, then the course's link", () => {
    const { snapshot, effects, inputs } = replay([ev.tryTest, ev.testOpened]);
    expect(inputs[0]).toEqual({ tuid: 100231 });
    expect(effects).toEqual([
      ['openPendingWindow', 0],
      ['showClassroom', { link: { ...link, ToolName: 'ClassIn test course' }, preloadUrl: null }],
    ]);
    expect(snapshot.value).toBe('idle');
    const failed = replay([ev.tryTest, ev.testFailed]);
    expect(failed.effects).toEqual([['openPendingWindow', 0], ['closePendingWindow'], ['reportError']]);
    expect(failed.snapshot.context.error).toBe('The classroom opens 15 minutes before the class starts.');
  });
});
