import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { KitTestPaper, TrainingKitModel } from '../../src/domain/training';
import { kitDetailMachine, type KitAnswered } from '../../src/machines/kit-detail.machine';
import { kitTestMachine } from '../../src/machines/kit-test.machine';
import type { SubmitInput, SubmitOutput } from '../../src/machines/kit-test.types';
import { trainingLoaderMachine } from '../../src/machines/training-loader.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const NOW = Date.parse('2026-11-20T02:00:00Z');
const now = () => NOW;
const paper: KitTestPaper = {
  KctId: 7,
  Name: 'Classroom QA Test',
  PassScore: 80,
  TestMinutes: 15,
  Questions: [
    { ID: 1, CatName: 'A Result', Text: 'One?', Multiple: false, Options: ['a', 'b', 'c'] },
    { ID: 2, CatName: 'B Result', Text: 'All that apply?', Multiple: true, Options: ['a', 'b', 'c', 'd'] },
  ],
};
const kit: TrainingKitModel = {
  ID: 7,
  Name: 'Phonics',
  Icon: 'pi pi-star',
  CategoryName: 'Course Training',
  Description: '',
  Sections: [],
  PassScore: 80,
  TestMinutes: 10,
  QuestionCount: 3,
  UsedSeconds: 0,
  IsCompleteCourse: false,
  IsPass: true,
  TestScore: 100,
  TestTime: '2026-11-20T01:00:00Z',
  LastRecordId: 3,
  Label: 'Phonics',
  HasLabel: false,
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('kit test machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = kitTestMachine.provide({ actors: { loadPaper: pendingPromise(), submitTest: pendingPromise() } });
    const input = { kctId: 7, now };
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.0.kitTest.loading', output: paper },
      { type: 'xstate.error.actor.0.kitTest.loading', error: new Error('offline') },
      { type: 'test.retry' },
      { type: 'test.choose', questionId: 1, option: 1 },
      { type: 'test.choose', questionId: 2, option: 0 },
      { type: 'test.submit' },
      { type: 'xstate.done.actor.0.kitTest.submitting', output: { result: { RecordId: 5, Score: 50, IsPass: false, PassScore: 80 }, message: 'Not yet' } },
      { type: 'xstate.error.actor.0.kitTest.submitting', error: new Error('This training kit does not exist.') },
      { type: 'test.retake' },
    ]);
    const paths = generatePaths(machine, {
      events,
      input,
      limit: 5000,
      serializeState: (s) => JSON.stringify([s.value, s.context.answers, s.context.failure, s.context.result]),
    });
    expect(paths.length).toBeGreaterThan(8);
    expectEveryTransitionCovered(machine, paths, { input });
  });
});

describe('kit test behaviour', () => {
  it('answers, refuses an incomplete submit, sends only the answers, shows the scored result, and retakes afresh', async () => {
    const sent: SubmitInput[] = [];
    let score = 50;
    const machine = kitTestMachine.provide({
      actors: {
        loadPaper: fromPromise<KitTestPaper, { kctId: number }>(async () => paper),
        submitTest: fromPromise<SubmitOutput, SubmitInput>(async ({ input }) => {
          sent.push(input);
          return { result: { RecordId: sent.length, Score: score, IsPass: score >= 80, PassScore: 80 }, message: score >= 80 ? 'passed' : 'failed' };
        }),
      },
    });
    const test = createActor(machine, { input: { kctId: 7, now } }).start();
    await settle();
    expect(test.getSnapshot().context.startedAt).toBe(new Date(NOW).toISOString());
    test.send({ type: 'test.choose', questionId: 1, option: 0 });
    test.send({ type: 'test.choose', questionId: 1, option: 2 });
    test.send({ type: 'test.submit' });
    expect(test.getSnapshot().matches('answering')).toBe(true);
    expect(test.getSnapshot().context.failure).toBe('unanswered');
    test.send({ type: 'test.choose', questionId: 2, option: 3 });
    test.send({ type: 'test.choose', questionId: 2, option: 0 });
    test.send({ type: 'test.choose', questionId: 2, option: 3 });
    test.send({ type: 'test.choose', questionId: 2, option: 1 });
    test.send({ type: 'test.choose', questionId: 2, option: 9 });
    test.send({ type: 'test.choose', questionId: 99, option: 0 });
    expect(test.getSnapshot().context.answers).toEqual({ 1: [2], 2: [0, 1] });
    test.send({ type: 'test.submit' });
    expect(test.getSnapshot().hasTag('status:busy')).toBe(true);
    await settle();
    expect(sent[0]).toEqual({
      kctId: 7,
      startTime: new Date(NOW).toISOString(),
      answers: [
        { questionId: 1, choices: [2] },
        { questionId: 2, choices: [0, 1] },
      ],
    });
    expect(Object.keys(sent[0]!)).not.toContain('score');
    expect(test.getSnapshot().matches('scored')).toBe(true);
    expect(test.getSnapshot().context).toMatchObject({ result: { Score: 50, IsPass: false }, resultMessage: 'failed' });
    test.send({ type: 'test.retake' });
    expect(test.getSnapshot().context).toMatchObject({ answers: {}, result: null, failure: '' });
    score = 100;
    test.send({ type: 'test.choose', questionId: 1, option: 1 });
    test.send({ type: 'test.choose', questionId: 2, option: 2 });
    test.send({ type: 'test.submit' });
    await settle();
    expect(test.getSnapshot().context.result).toMatchObject({ RecordId: 2, IsPass: true });
  });

  it('keeps the answers and shows the refusal when the submit fails', async () => {
    const machine = kitTestMachine.provide({
      actors: {
        loadPaper: fromPromise<KitTestPaper, { kctId: number }>(async () => paper),
        submitTest: fromPromise<SubmitOutput, SubmitInput>(async () => {
          throw new Error('Please answer every question before submitting.');
        }),
      },
    });
    const test = createActor(machine, { input: { kctId: 7, now } }).start();
    await settle();
    test.send({ type: 'test.choose', questionId: 1, option: 1 });
    test.send({ type: 'test.choose', questionId: 2, option: 2 });
    test.send({ type: 'test.submit' });
    await settle();
    expect(test.getSnapshot().matches('answering')).toBe(true);
    expect(test.getSnapshot().context).toMatchObject({ failure: 'Please answer every question before submitting.', answers: { 1: [1], 2: [2] } });
  });
});

describe('kit detail machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = kitDetailMachine.provide({ actors: { loadKit: pendingPromise(), submitLearning: pendingPromise(), addLabel: pendingPromise() } });
    const input = { kitId: 7, now };
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.0.kitDetail.loading', output: kit },
      { type: 'xstate.error.actor.0.kitDetail.loading', error: new Error('offline') },
      { type: 'kit.retry' },
      { type: 'kit.learned' },
      { type: 'kit.addLabel' },
      { type: 'kit.dismiss' },
      { type: 'xstate.done.actor.0.kitDetail.learning', output: { kit: { ...kit, IsCompleteCourse: true }, message: 'Your learning has been recorded.' } },
      { type: 'xstate.error.actor.0.kitDetail.learning', error: new Error('offline') },
      { type: 'xstate.done.actor.0.kitDetail.labelling', output: { kit: null, message: 'added' } },
      { type: 'xstate.error.actor.0.kitDetail.labelling', error: new Error('Pass the test first') },
    ]);
    const paths = generatePaths(machine, { events, input, limit: 5000 });
    expect(paths.length).toBeGreaterThan(8);
    expectEveryTransitionCovered(machine, paths, { input });
  });

  it('reports the seconds since the page opened, and adds the label only when passed and not yet added', async () => {
    let clock = NOW;
    const learned: Array<{ usedSeconds: number }> = [];
    const machine = kitDetailMachine.provide({
      actors: {
        loadKit: fromPromise<TrainingKitModel, { kitId: number }>(async () => ({ ...kit, IsPass: false })),
        submitLearning: fromPromise<KitAnswered, { kitId: number; usedSeconds: number }>(async ({ input }) => {
          learned.push(input);
          return { kit: { ...kit, IsPass: false, IsCompleteCourse: true }, message: 'recorded' };
        }),
        addLabel: pendingPromise(),
      },
    });
    const page = createActor(machine, { input: { kitId: 7, now: () => clock } }).start();
    await settle();
    expect(page.getSnapshot().can({ type: 'kit.addLabel' })).toBe(false);
    clock += 95_000;
    page.send({ type: 'kit.learned' });
    await settle();
    expect(learned).toEqual([{ kitId: 7, usedSeconds: 95 }]);
    expect(page.getSnapshot().context).toMatchObject({ notice: 'recorded', learningSince: clock, kit: { IsCompleteCourse: true } });
  });
});

describe('training loader machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = trainingLoaderMachine.provide({ actors: { load: pendingPromise() } });
    const input = { key: 3 };
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.0.trainingLoader.loading', output: [] },
      { type: 'xstate.error.actor.0.trainingLoader.loading', error: new Error('offline') },
      { type: 'load.retry' },
    ]);
    const paths = generatePaths(machine, { events, input });
    expectEveryTransitionCovered(machine, paths, { input });
  });

  it('passes its key to the read', async () => {
    const keys: number[] = [];
    const machine = trainingLoaderMachine.provide({
      actors: {
        load: fromPromise<unknown, { key: number }>(async ({ input }) => {
          keys.push(input.key);
          return 'data';
        }),
      },
    });
    const loader = createActor(machine, { input: { key: 42 } }).start();
    await settle();
    expect(keys).toEqual([42]);
    expect(loader.getSnapshot().context.data).toBe('data');
  });
});
