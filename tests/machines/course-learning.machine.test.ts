import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { courseLearningSummary, courseReward } from '../../src/domain/course-learning';
import { courseLearningMachine, type CourseAction, type CourseLearningData } from '../../src/machines/course-learning.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const subscription = { IsSubscribed: true, IsCheckCourseTest: true, IsCheckVideoTrain: true };
const reward = courseReward({ id: 3, type: 1, name: 'Online Classroom Tools', amount: 200, finishedAt: 'a', receivedAt: null });
const data: CourseLearningData = { summary: courseLearningSummary(subscription, [reward]), rewards: [reward] };

describe('course learning machine (model-based)', () => {
  const machine = courseLearningMachine.provide({ actors: { loadCourses: pendingPromise(), actOnCourses: pendingPromise() } });
  const events = withActorEventsWhereRunning([
    { type: 'courses.retry' },
    { type: 'courses.subscribe', isCheckCourseTest: true, isCheckVideoTrain: false },
    { type: 'courses.receive', id: 3, rewardType: 1 },
    { type: 'courses.dismiss' },
    { type: 'xstate.done.actor.0.courseLearning.loading', output: data },
    { type: 'xstate.error.actor.0.courseLearning.loading', error: new Error('offline') },
    { type: 'xstate.done.actor.0.courseLearning.acting', output: 'Growth value received.' },
    { type: 'xstate.error.actor.0.courseLearning.acting', error: new Error('Finish the course before receiving its growth value.') },
  ]);

  it('replays every generated path, reaching every transition', () => {
    const paths = generatePaths(machine, { events, limit: 3000 });
    expect(paths.length).toBeGreaterThan(5);
    expectEveryTransitionCovered(machine, paths);
  });

  it('receives with the reward’s id and kind, reloads the figures, and keeps them when a later act fails', async () => {
    const acts: CourseAction[] = [];
    let received = false;
    const live = createActor(
      courseLearningMachine.provide({
        actors: {
          loadCourses: fromPromise<CourseLearningData>(async () => {
            const rewards = [received ? { ...reward, ReceiveStatus: 1 as const, ReceivedAt: 'b' } : reward];
            return { summary: courseLearningSummary(subscription, rewards), rewards };
          }),
          actOnCourses: fromPromise<string, CourseAction>(async ({ input }) => {
            acts.push(input);
            if (input.kind === 'receive' && received) throw new Error('This course’s growth value has already been received.');
            received = input.kind === 'receive';
            return input.kind === 'receive' ? 'Growth value received.' : 'Saved.';
          }),
        },
      }),
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    live.send({ type: 'courses.receive', id: 3, rewardType: 1 });
    expect(live.getSnapshot().context.busy).toBe('1-3');
    await settle();
    await settle();
    expect(live.getSnapshot().matches('ready')).toBe(true);
    expect(live.getSnapshot().context).toMatchObject({ busy: null, notice: 'Growth value received.', failure: '' });
    expect(live.getSnapshot().context.data?.summary).toMatchObject({ Received: 1, UnclaimedPoints: 0, ReceivedPoints: 2 });
    live.send({ type: 'courses.receive', id: 3, rewardType: 1 });
    await settle();
    expect(live.getSnapshot().context).toMatchObject({ busy: null, notice: '', failure: 'This course’s growth value has already been received.' });
    expect(live.getSnapshot().context.data?.summary.Received).toBe(1);
    live.send({ type: 'courses.subscribe', isCheckCourseTest: false, isCheckVideoTrain: true });
    await settle();
    await settle();
    expect(acts).toEqual([
      { kind: 'receive', id: 3, type: 1 },
      { kind: 'receive', id: 3, type: 1 },
      { kind: 'subscribe', isCheckCourseTest: false, isCheckVideoTrain: true },
    ]);
    expect(live.getSnapshot().context.notice).toBe('Saved.');
  });
});
