import { getPathsFromEvents } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { SNACKBAR_MS } from '../../src/domain/dialogs';
import { snackbarMachine } from '../../src/machines/snackbar.machine';
import { delayedEvent, eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, replayPath, type MachinePath } from './path-testing';

const machine = snackbarMachine;
const ev = {
  saved: { type: 'snackbar.show', message: 'Saved.' },
  copied: { type: 'snackbar.show', message: 'Link copied.' },
  dismiss: { type: 'snackbar.dismiss' },
  expire: delayedEvent(machine, 'snackbarLife'),
} satisfies Record<string, { type: string; [key: string]: unknown }>;

function scenario(sequence: EventObject[]): MachinePath {
  const [path] = getPathsFromEvents(machine as AnyStateMachine, sequence) as unknown as MachinePath[];
  expect(path?.steps.length, 'every event of the scenario is taken').toBe(sequence.length + 1);
  return path!;
}

describe('snackbar machine (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    expectEveryTransitionCovered(machine, generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)) }));
  });

  it('shows a message for 4000 ms at most', () => {
    const { actor, clock } = replayPath(machine, scenario([ev.saved]));
    clock.increment(SNACKBAR_MS - 1);
    expect(actor.getSnapshot().context.message).toBe('Saved.');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.message).toBe('');
  });

  it('a new message replaces the one shown and gets its own 4000 ms', () => {
    const { actor, clock } = replayPath(machine, scenario([ev.saved]));
    clock.increment(3000);
    actor.send(ev.copied);
    clock.increment(3000);
    expect(actor.getSnapshot().context.message).toBe('Link copied.');
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
