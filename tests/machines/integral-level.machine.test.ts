import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { GRADE_LIST, type GradeListItem } from '../../src/domain/levels';
import { integralLevelMachine } from '../../src/machines/integral-level.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const grades: GradeListItem[] = GRADE_LIST.map((g) => ({ ...g, IsCurrent: g.GradeName === 'B2' }));

describe('integral level machine (model-based)', () => {
  const machine = integralLevelMachine.provide({ actors: { loadGrades: pendingPromise() } });
  const events = withActorEventsWhereRunning([
    { type: 'level.retry' },
    { type: 'xstate.done.actor.0.integralLevel.loading', output: grades },
    { type: 'xstate.error.actor.0.integralLevel.loading', error: new Error('offline') },
  ]);

  it('replays every generated path, reaching every transition', () => {
    const paths = generatePaths(machine, { events });
    expect(paths.length).toBeGreaterThanOrEqual(3);
    expectEveryTransitionCovered(machine, paths);
  });

  it('keeps the loaded grades, and loads again after a failure only when asked', async () => {
    let calls = 0;
    const live = createActor(
      integralLevelMachine.provide({
        actors: {
          loadGrades: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error('offline');
            return grades;
          }),
        },
      }),
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(live.getSnapshot().value).toBe('failed');
    expect(calls).toBe(1);
    live.send({ type: 'level.retry' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(live.getSnapshot().value).toBe('ready');
    expect(live.getSnapshot().context.grades.find((g) => g.IsCurrent)?.GradeName).toBe('B2');
  });
});
