import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SopScorePage } from '../../src/domain/sop';
import { sopScoresMachine, type SopScoresQuery } from '../../src/machines/sop-scores.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const pageOf = (pageIndex: number, total = 25): SopScorePage => ({ Total: total, PageIndex: pageIndex, PageSize: 10, Items: [] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const done = 'xstate.done.actor.0.sopScores.loading';

describe('SOP scores machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = sopScoresMachine.provide({ actors: { loadScores: pendingPromise() } });
    const events = withActorEventsWhereRunning([
      { type: done, output: pageOf(1) },
      { type: 'xstate.error.actor.0.sopScores.loading', error: new Error('offline') },
      { type: 'sop.retry' },
      { type: 'sop.page', pageIndex: 2 },
      { type: 'sop.page', pageIndex: 1 },
      { type: 'sop.page', pageIndex: 0 },
      { type: 'sop.month', month: '2026-10' },
      { type: 'sop.month', month: '' },
      { type: 'sop.toggle', classId: 7 },
      { type: 'sop.toggle', classId: 8 },
    ]);
    const paths = generatePaths(machine, { events, limit: 5000 });
    expect(paths.length).toBeGreaterThan(8);
    expectEveryTransitionCovered(machine, paths);
  });

  it('reads the page and month asked for, from page 1 when the month changes, and closes the open class', async () => {
    const asked: SopScoresQuery[] = [];
    const machine = sopScoresMachine.provide({
      actors: {
        loadScores: fromPromise<SopScorePage, SopScoresQuery>(async ({ input }) => {
          asked.push(input);
          return pageOf(input.pageIndex);
        }),
      },
    });
    const scores = createActor(machine).start();
    await settle();
    scores.send({ type: 'sop.toggle', classId: 5 });
    expect(scores.getSnapshot().context.openClassId).toBe(5);
    scores.send({ type: 'sop.toggle', classId: 5 });
    expect(scores.getSnapshot().context.openClassId).toBeNull();
    scores.send({ type: 'sop.toggle', classId: 5 });
    scores.send({ type: 'sop.page', pageIndex: 2 });
    expect(scores.getSnapshot().context.openClassId).toBeNull();
    await settle();
    scores.send({ type: 'sop.page', pageIndex: 2 });
    expect(scores.getSnapshot().matches('ready')).toBe(true);
    scores.send({ type: 'sop.month', month: '2026-10' });
    await settle();
    expect(asked).toEqual([
      { pageIndex: 1, month: '' },
      { pageIndex: 2, month: '' },
      { pageIndex: 1, month: '2026-10' },
    ]);
  });

  it('shows the failure and reads again on retry', async () => {
    let fail = true;
    const machine = sopScoresMachine.provide({
      actors: {
        loadScores: fromPromise<SopScorePage, SopScoresQuery>(async () => {
          if (fail) throw new Error('Links seem to get inaccessible.');
          return pageOf(1);
        }),
      },
    });
    const scores = createActor(machine).start();
    await settle();
    expect(scores.getSnapshot().context.failure).toBe('Links seem to get inaccessible.');
    fail = false;
    scores.send({ type: 'sop.retry' });
    await settle();
    expect(scores.getSnapshot().matches('ready')).toBe(true);
    expect(scores.getSnapshot().context.failure).toBe('');
  });
});
