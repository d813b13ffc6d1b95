import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TrainingClassLine, TrainingClassPage } from '../../src/domain/training-resources';
import { trainingClassesMachine, type WithMessage } from '../../src/machines/training-classes.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const line: TrainingClassLine = {
  ClassId: 7,
  Kind: 'training',
  Title: 'Classroom management',
  TrainerName: 'Coach Ana',
  ScheduleStart: '2026-11-20T02:00:00Z',
  ScheduleEnd: '2026-11-20T02:30:00Z',
  Status: 'booked',
  VideoLink: '',
  Result: null,
  ResultComment: '',
  AbsentParty: null,
  TraineeComment: '',
  TrainerAbsentReported: false,
  Rating: null,
};
const page: TrainingClassPage = { Total: 1, PageIndex: 1, PageSize: 10, Items: [line] };
const reported = { body: { ...line, TrainerAbsentReported: true }, message: 'Reported.' };
const commented = { body: { ...line, TraineeComment: 'Good pace.' }, message: 'Saved.' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('training classes machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = trainingClassesMachine.provide({
      actors: { loadClasses: pendingPromise(), reportAbsent: pendingPromise(), sendComment: pendingPromise() },
    });
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.load', output: page },
      { type: 'xstate.error.actor.load', error: new Error('offline') },
      { type: 'classes.retry' },
      { type: 'classes.show', when: 1 },
      { type: 'classes.page', pageIndex: 2 },
      { type: 'classes.reportAbsent', classId: 7 },
      { type: 'classes.comment', classId: 7, comment: '  Good pace.  ' },
      { type: 'classes.comment', classId: 7, comment: '   ' },
      { type: 'xstate.done.actor.reportAbsent', output: reported },
      { type: 'xstate.error.actor.reportAbsent', error: new Error('You have already reported the trainer absent.') },
      { type: 'xstate.done.actor.sendComment', output: commented },
      { type: 'xstate.error.actor.sendComment', error: new Error('This training class has not started yet.') },
    ]);
    const paths = generatePaths(machine, { events, limit: 5000 });
    expect(paths.length).toBeGreaterThan(8);
    expectEveryTransitionCovered(machine, paths);
  });
});

describe('training classes behaviour', () => {
  it('reports the trainer absent and saves a trimmed comment, replacing the line with the server’s; refuses an empty comment', async () => {
    const sent: Array<{ classId: number; comment: string }> = [];
    const asked: Array<{ when: number; pageIndex: number }> = [];
    const machine = trainingClassesMachine.provide({
      actors: {
        loadClasses: fromPromise<TrainingClassPage, { when: 0 | 1; pageIndex: number }>(async ({ input }) => {
          asked.push(input);
          return page;
        }),
        reportAbsent: fromPromise<WithMessage<TrainingClassLine>, { classId: number }>(async () => reported),
        sendComment: fromPromise<WithMessage<TrainingClassLine>, { classId: number; comment: string }>(async ({ input }) => {
          sent.push(input);
          return commented;
        }),
      },
    });
    const actor = createActor(machine).start();
    await settle();
    actor.send({ type: 'classes.reportAbsent', classId: 7 });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'Reported.', page: { Items: [{ TrainerAbsentReported: true }] } });
    actor.send({ type: 'classes.comment', classId: 7, comment: '   ' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'classes.comment', classId: 7, comment: '  Good pace.  ' });
    await settle();
    expect(sent).toEqual([{ classId: 7, comment: 'Good pace.' }]);
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'Saved.', comment: '', page: { Items: [{ TraineeComment: 'Good pace.' }] } });
    actor.send({ type: 'classes.show', when: 1 });
    await settle();
    expect(asked).toEqual([
      { when: 0, pageIndex: 1 },
      { when: 1, pageIndex: 1 },
    ]);
  });
});
