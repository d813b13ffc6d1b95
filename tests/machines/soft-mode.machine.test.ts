import { getPathsFromEvents } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import { themeForEyeProtection } from '../../src/domain/soft-mode';
import { softModeMachine, type SoftModeInput } from '../../src/machines/soft-mode.machine';
import { eventsWhereActive } from './active-events';
import { allTransitions, generatePaths, pendingPromise, replayPath, type MachinePath } from './path-testing';

const reported: unknown[] = [];
const machine = softModeMachine.provide({
  actors: { 'load eye protection mode': pendingPromise(), 'save eye protection mode': pendingPromise() },
  actions: { reportError: (_, error) => void reported.push(error) },
});
const inputs = { normal: { mode: 0 }, soft: { mode: 1 } } satisfies Record<string, SoftModeInput>;
const ev = {
  loadedNormal: { type: 'xstate.done.actor.loadMode', output: 0 },
  loadedSoft: { type: 'xstate.done.actor.loadMode', output: 1 },
  loadFailed: { type: 'xstate.error.actor.loadMode', error: new Error('Links seem to get inaccessible.') },
  on: { type: 'softMode.set', mode: 1 },
  off: { type: 'softMode.set', mode: 0 },
  savedSoft: { type: 'xstate.done.actor.saveMode', output: 1 },
  savedNormal: { type: 'xstate.done.actor.saveMode', output: 0 },
  saveFailed: { type: 'xstate.error.actor.saveMode', error: new Error('Links seem to get inaccessible.') },
} satisfies Record<string, { type: string; [key: string]: unknown }>;

function scenario(input: SoftModeInput, sequence: EventObject[]): MachinePath {
  const fromState = createActor(machine, { input }).getSnapshot();
  const [path] = getPathsFromEvents(machine as AnyStateMachine, sequence, { input, fromState }) as unknown as MachinePath[];
  expect(path?.steps.length, 'every event of the scenario is taken').toBe(sequence.length + 1);
  return path!;
}

/** The theme at every step and how many times the holiday dialog was asked for. */
function replayWatching(input: SoftModeInput, path: MachinePath) {
  const themes: string[] = [];
  let holidays = 0;
  const { actor } = replayPath(machine, path, {
    input,
    onStep: (snapshot, step) => {
      if (step.index === 0) step.actor.on('holiday.show', () => (holidays += 1));
      themes.push(themeForEyeProtection(snapshot.context.mode));
    },
  });
  return { themes, holidays: () => holidays, snapshot: actor.getSnapshot() };
}

describe('Soft Mode machine (model-based)', () => {
  it('reaches every transition from either saved mode, asserting state and context at every step', () => {
    // Together: switching off while loading exists only when the saved mode is 1, switching on only when it is 0.
    const events = eventsWhereActive(machine, Object.values(ev));
    const taken = new Set<object>();
    for (const input of Object.values(inputs)) {
      for (const path of generatePaths(machine, { events, input })) for (const transition of replayPath(machine, path, { input }).taken) taken.add(transition);
    }
    const missing = [...allTransitions(machine)].filter(([transition]) => !taken.has(transition)).map(([, label]) => label);
    expect(missing, 'transitions no generated path reaches').toEqual([]);
  });

  it('1 turns the dark theme on at once and shows the holiday dialog; 0 turns it back without one', () => {
    const result = replayWatching(inputs.normal, scenario(inputs.normal, [ev.loadedNormal, ev.on, ev.savedSoft, ev.off, ev.savedNormal]));
    expect(result.themes).toEqual(['light', 'light', 'dark', 'dark', 'light', 'light']);
    expect(result.holidays()).toBe(1);
    expect(result.snapshot.context).toEqual({ mode: 0, savedMode: 0 });
  });

  it('restores the saved mode after a reload, even over what the user state said', () => {
    const result = replayWatching(inputs.normal, scenario(inputs.normal, [ev.loadedSoft]));
    expect(result.themes).toEqual(['light', 'dark']);
    expect(result.holidays(), 'restoring is not switching: no holiday dialog').toBe(0);
  });

  it('falls back to the saved mode and reports the failure when saving fails', () => {
    reported.length = 0;
    const result = replayWatching(inputs.soft, scenario(inputs.soft, [ev.loadedSoft, ev.off, ev.saveFailed]));
    expect(result.themes).toEqual(['dark', 'dark', 'light', 'dark']);
    expect(reported).toEqual([ev.saveFailed.error]);
  });

  it('a choice made while the saved mode loads wins', () => {
    const result = replayWatching(inputs.normal, scenario(inputs.normal, [ev.on, ev.savedSoft]));
    expect(result.snapshot.value).toBe('ready');
    expect(result.snapshot.context).toEqual({ mode: 1, savedMode: 1 });
  });
});
