import { getPathsFromEvents } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { confirmDialogMachine } from '../../src/machines/confirm-dialog.machine';
import type { ConfirmDialogEmitted } from '../../src/machines/confirm-dialog.types';
import { delayedEvent, eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, replayPath, type MachinePath } from './path-testing';

const machine = confirmDialogMachine;
const ev = {
  openQuestion: { type: 'confirm.open', id: 'leave', message: 'Leave this page?' },
  openSuccess: { type: 'confirm.open', id: 'saved', kind: 'success', title: 'Saved', message: 'Your changes are saved.' },
  openWide: { type: 'confirm.open', id: 'terms', message: 'Accept the terms?', width: 700 },
  accept: { type: 'confirm.accept' },
  cancel: { type: 'confirm.cancel' },
  autoClose: delayedEvent(machine, 'successAutoClose'),
} satisfies Record<string, { type: string; [key: string]: unknown }>;

function scenario(sequence: EventObject[]): MachinePath {
  const [path] = getPathsFromEvents(machine as AnyStateMachine, sequence) as unknown as MachinePath[];
  expect(path?.steps.length, 'every event of the scenario is taken').toBe(sequence.length + 1);
  return path!;
}

function replayHearing(path: MachinePath) {
  const heard: ConfirmDialogEmitted[] = [];
  const { actor, clock } = replayPath(machine, path, {
    onStep: (_, step) => {
      if (step.index === 0) {
        step.actor.on('confirm.closed', (event: ConfirmDialogEmitted) => heard.push(event));
        step.actor.on('confirm.refused', (event: ConfirmDialogEmitted) => heard.push(event));
      }
    },
  });
  return { heard, ms: clock.now(), snapshot: actor.getSnapshot() };
}

describe('confirm dialog machine (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)) });
    expectEveryTransitionCovered(machine, [
      ...paths,
      scenario([ev.openQuestion, ev.accept]),
      scenario([ev.openQuestion, ev.cancel]),
      scenario([ev.openSuccess, ev.accept]),
      scenario([ev.openSuccess, ev.cancel]),
      scenario([ev.openSuccess, ev.autoClose]),
    ]);
  });

  it('shows a question at the default width of 400 and answers the opener', () => {
    const path = scenario([ev.openQuestion, ev.accept]);
    expect(path.steps[1]?.state.context.dialog).toEqual({ id: 'leave', kind: 'confirm', title: '', message: 'Leave this page?', width: 400 });
    expect(replayHearing(path).heard).toEqual([{ type: 'confirm.closed', id: 'leave', outcome: 'accepted' }]);
  });

  it('keeps an asked width', () => {
    expect(scenario([ev.openWide]).state.context.dialog?.width).toBe(700);
  });

  it('refuses a second dialog while one is open, and keeps the first', () => {
    const path = scenario([ev.openQuestion, ev.openSuccess, ev.cancel]);
    expect(path.steps[2]?.state.context.dialog?.id).toBe('leave');
    expect(replayHearing(path).heard).toEqual([
      { type: 'confirm.refused', id: 'saved' },
      { type: 'confirm.closed', id: 'leave', outcome: 'cancelled' },
    ]);
  });

  it('closes a success dialog by itself after 400000 ms', () => {
    const result = replayHearing(scenario([ev.openSuccess, ev.autoClose]));
    expect(result.ms).toBe(400_000);
    expect(result.heard).toEqual([{ type: 'confirm.closed', id: 'saved', outcome: 'autoClosed' }]);
    expect(result.snapshot.context.dialog).toBeNull();
  });

  it('lets the next dialog open once the first has closed', () => {
    const path = scenario([ev.openSuccess, ev.accept, ev.openQuestion]);
    expect(path.state.value).toBe('asking');
    expect(replayHearing(path).heard).toEqual([{ type: 'confirm.closed', id: 'saved', outcome: 'accepted' }]);
  });
});
