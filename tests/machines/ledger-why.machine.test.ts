import { getPathsFromEvents } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyStateMachine, type EventObject } from 'xstate';
import type { LedgerEntriesPage } from '../../src/domain/ledger-view';
import type { LoadEntriesInput } from '../../src/machines/ledger-why.types';
import { lastPageOf, ledgerWhyMachine } from '../../src/machines/ledger-why.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath, type MachinePath } from './path-testing';

const reported: unknown[] = [];
const machine = ledgerWhyMachine.provide({
  actors: { 'load entries': pendingPromise() },
  actions: { reportError: (_, error) => void reported.push(error) },
});
const page = (total: number): LedgerEntriesPage => ({
  Account: 'teaching_points',
  Month: '2025-03',
  MonthTotal: 4.2,
  Days: [],
  Total: total,
  Items: [],
});
const points = {
  account: 'teaching_points',
  label: 'Teaching Points',
} as const;
const flowers = { account: 'flowers', label: 'Flowers' } as const;
const ev = {
  openPoints: { type: 'why.open', figure: points },
  openFlowers: { type: 'why.open', figure: flowers },
  close: { type: 'why.close' },
  loaded: { type: 'xstate.done.actor.loadEntries', output: page(25) },
  failed: {
    type: 'xstate.error.actor.loadEntries',
    error: new Error('Links seem to get inaccessible.'),
  },
  retry: { type: 'why.retry' },
  next: { type: 'page.go', pageIndex: 2 },
  last: { type: 'page.go', pageIndex: 3 },
  beyond: { type: 'page.go', pageIndex: 4 },
  first: { type: 'page.go', pageIndex: 1 },
} satisfies Record<string, { type: string; [key: string]: unknown }>;

function scenario(sequence: EventObject[]): MachinePath {
  const [path] = getPathsFromEvents(machine as AnyStateMachine, sequence) as unknown as MachinePath[];
  expect(path?.steps.length, 'every event of the scenario is taken').toBe(sequence.length + 1);
  return path!;
}

describe('"why" machine (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    expectEveryTransitionCovered(
      machine,
      generatePaths(machine, {
        events: eventsWhereActive(machine, Object.values(ev)),
      }),
    );
  });

  it('opens on a figure, loads its first page, pages within the total, and forgets it on close', () => {
    const { actor } = replayPath(machine, scenario([ev.openPoints, ev.loaded, ev.next]));
    expect(actor.getSnapshot().matches({ open: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      figure: points,
      pageIndex: 2,
    });
    expect(lastPageOf(page(25))).toBe(3);
    expect(lastPageOf(null)).toBe(1);
    // Past the last page, or the page already shown, is not a move.
    const ready = replayPath(machine, scenario([ev.openPoints, ev.loaded])).actor;
    expect(ready.getSnapshot().can(ev.beyond)).toBe(false);
    expect(ready.getSnapshot().can(ev.first)).toBe(false);
    expect(ready.getSnapshot().can(ev.last)).toBe(true);
    ready.send(ev.close);
    expect(ready.getSnapshot().value).toBe('closed');
    expect(ready.getSnapshot().context).toEqual({
      figure: null,
      pageIndex: 1,
      page: null,
    });
  });

  it('starts another figure at its first page, and retries a failed load', () => {
    const { actor } = replayPath(machine, scenario([ev.openPoints, ev.loaded, ev.last, ev.openFlowers]));
    expect(actor.getSnapshot().context).toMatchObject({
      figure: flowers,
      pageIndex: 1,
      page: null,
    });
    const failed = replayPath(machine, scenario([ev.openPoints, ev.failed])).actor;
    expect(failed.getSnapshot().matches({ open: 'failed' })).toBe(true);
    expect(reported.length).toBeGreaterThan(0);
    failed.send(ev.retry);
    expect(failed.getSnapshot().matches({ open: 'loading' })).toBe(true);
  });

  it('asks the API for the figure and page in context', () => {
    const inputs: unknown[] = [];
    const recording = machine.provide({
      actors: {
        'load entries': fromPromise<LedgerEntriesPage, LoadEntriesInput>(({ input }) => {
          inputs.push(input);
          return new Promise<never>(() => {});
        }),
      },
    });
    replayPath(recording, scenario([ev.openFlowers, ev.loaded, ev.next]));
    expect(inputs).toEqual([
      { account: 'flowers', pageIndex: 1 },
      { account: 'flowers', pageIndex: 2 },
    ]);
  });
});
