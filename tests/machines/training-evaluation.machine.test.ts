import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { TrainingBookingMessages, type UnfinishedEvaluation } from '../../src/domain/training-booking';
import { trainingEvaluationMachine } from '../../src/machines/training-evaluation.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const pending: UnfinishedEvaluation = { IsUnfinished: true, TranCourseId: 40, Title: 'Workshop', Tip: TrainingBookingMessages.unfinished('Workshop') };
const none: UnfinishedEvaluation = { IsUnfinished: false, TranCourseId: null, Title: '', Tip: '' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('training evaluation machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = trainingEvaluationMachine.provide({ actors: { loadUnfinished: pendingPromise(), submitEvaluation: pendingPromise() } });
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.0.trainingEvaluation.checking', output: pending },
      { type: 'xstate.done.actor.0.trainingEvaluation.checking', output: none },
      { type: 'xstate.error.actor.0.trainingEvaluation.checking', error: new Error('offline') },
      { type: 'evaluation.rate', rating: 4 },
      { type: 'evaluation.comment', text: 'Useful' },
      { type: 'evaluation.submit' },
      { type: 'evaluation.later' },
      { type: 'xstate.done.actor.0.trainingEvaluation.submitting', output: TrainingBookingMessages.evaluated },
      { type: 'xstate.error.actor.0.trainingEvaluation.submitting', error: new Error(TrainingBookingMessages.alreadyEvaluated) },
    ]);
    const paths = generatePaths(machine, { events, limit: 5000 });
    expect(paths.length).toBeGreaterThan(6);
    expectEveryTransitionCovered(machine, paths);
  });

  it('asks for a rating first, sends it, then checks for the next unfinished one', async () => {
    const answers = [pending, none];
    const sent: unknown[] = [];
    const machine = trainingEvaluationMachine.provide({
      actors: {
        loadUnfinished: fromPromise<UnfinishedEvaluation>(async () => answers.shift() ?? none),
        submitEvaluation: fromPromise<string, { tranCourseId: number; rating: number; comment: string }>(async ({ input }) => {
          sent.push(input);
          return TrainingBookingMessages.evaluated;
        }),
      },
    });
    const prompt = createActor(machine).start();
    await settle();
    expect(prompt.getSnapshot().matches('prompting')).toBe(true);
    prompt.send({ type: 'evaluation.submit' });
    expect(prompt.getSnapshot().context.failure).toBe(TrainingBookingMessages.ratingRequired);
    prompt.send({ type: 'evaluation.rate', rating: 5 });
    prompt.send({ type: 'evaluation.comment', text: 'Great' });
    prompt.send({ type: 'evaluation.submit' });
    await settle();
    await settle();
    expect(sent).toEqual([{ tranCourseId: 40, rating: 5, comment: 'Great' }]);
    expect(prompt.getSnapshot().matches('idle')).toBe(true);
    expect(prompt.getSnapshot().context.notice).toBe(TrainingBookingMessages.evaluated);
  });
});
