import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { StaffTrainingMessages, type CourseDraft, type StaffCourse, type TrainingDraft } from '../../src/domain/staff-training-content';
import {
  staffTrainingContentMachine,
  type TrainingChange,
  type TrainingListAnswer,
  type TrainingScope,
} from '../../src/machines/staff-training-content.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath, withActorEventsWhereRunning } from './path-testing';

const course = (Id: number, Name: string): StaffCourse => ({
  Id,
  Kind: 'course',
  Name,
  Description: '',
  Cover: '',
  Sort: Id,
  Retired: false,
  ChapterCount: 0,
  TutorCount: 0,
});
const answer: TrainingListAnswer = { Items: [course(1, 'Phonics'), course(2, 'Grammar')], Categories: [] };
const scope: TrainingScope = { list: 'courses', kind: 'course', parentId: null };
const draft: CourseDraft = { Kind: 'course', Name: 'Classroom English', Description: '', Cover: '' };
const good: TrainingDraft = { list: 'courses', draft };
const bad: TrainingDraft = { list: 'courses', draft: { ...draft, Name: ' ' } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('staff training content machine (model-based)', () => {
  const machine = staffTrainingContentMachine.provide({ actors: { loadList: pendingPromise(), applyChange: pendingPromise() } });
  const events = withActorEventsWhereRunning([
    { type: 'xstate.done.actor.loadList', output: answer },
    { type: 'xstate.error.actor.loadList', error: new Error('offline') },
    { type: 'training.retry' },
    { type: 'training.save', entry: good },
    { type: 'training.save', entry: bad },
    { type: 'training.delete', id: 1 },
    { type: 'training.retire', id: 1, retired: true },
    { type: 'training.move', id: 1, by: 1 },
    { type: 'training.move', id: 1, by: -1 },
    { type: 'xstate.done.actor.applyChange', output: StaffTrainingMessages.created },
    { type: 'xstate.error.actor.applyChange', error: new Error(StaffTrainingMessages.courseInUse) },
  ]);
  const paths = generatePaths(machine, { events, input: scope, limit: 5000 });

  it('reaches every transition by the generated paths', () => {
    expect(paths.length).toBeGreaterThan(8);
    expectEveryTransitionCovered(machine, paths, { input: scope });
  });

  it('replays each path on a live actor, reaching the predicted state and context at every step', () => {
    for (const path of paths) replayPath(machine, path, { input: scope });
  });

  it('takes no move past either end, and no retire in a list without it', () => {
    const chapters = staffTrainingContentMachine.provide({ actors: { loadList: fromPromise(async () => answer), applyChange: pendingPromise() } });
    const actor = createActor(chapters, { input: { list: 'chapters', kind: null, parentId: 4 } }).start();
    return settle().then(() => {
      actor.send({ type: 'training.move', id: 1, by: -1 });
      actor.send({ type: 'training.move', id: 2, by: 1 });
      actor.send({ type: 'training.retire', id: 1, retired: true });
      expect(actor.getSnapshot().value).toBe('ready');
    });
  });
});

describe('staff training content behaviour', () => {
  it('checks a draft before sending it, sends moves as a whole order, and reloads after each change', async () => {
    const loads: TrainingScope[] = [];
    const changes: TrainingChange[] = [];
    const actor = createActor(
      staffTrainingContentMachine.provide({
        actors: {
          loadList: fromPromise<TrainingListAnswer, TrainingScope>(async ({ input }) => {
            loads.push(input);
            return answer;
          }),
          applyChange: fromPromise<string, { scope: TrainingScope; change: TrainingChange }>(async ({ input }) => {
            changes.push(input.change);
            if (input.change.type === 'delete') throw new Error(StaffTrainingMessages.courseInUse);
            return input.change.type === 'order' ? StaffTrainingMessages.ordered : StaffTrainingMessages.created;
          }),
        },
      }),
      { input: scope },
    ).start();
    let saved = 0;
    actor.on('training.saved', () => (saved += 1));
    await settle();

    actor.send({ type: 'training.save', entry: bad });
    expect(actor.getSnapshot().context.failure).toBe(StaffTrainingMessages.nameRequired);
    expect(changes).toHaveLength(0);

    actor.send({ type: 'training.save', entry: good });
    await settle();
    expect(actor.getSnapshot().context.notice).toBe(StaffTrainingMessages.created);
    expect(saved).toBe(1);

    actor.send({ type: 'training.move', id: 1, by: 1 });
    await settle();
    expect(changes.at(-1)).toEqual({ type: 'order', ids: [2, 1] });
    expect(actor.getSnapshot().context.notice).toBe(StaffTrainingMessages.ordered);
    expect(saved).toBe(1);

    actor.send({ type: 'training.delete', id: 1 });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ failure: StaffTrainingMessages.courseInUse, notice: '', change: null });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(loads).toHaveLength(3);
    expect(loads.every((each) => each === scope || each.list === 'courses')).toBe(true);
  });
});
