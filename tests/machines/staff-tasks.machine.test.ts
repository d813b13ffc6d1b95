import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  ReviewVerdict,
  TeacherTaskMessages,
  type StaffPage,
  type StaffTaskAnswerItem,
  type StaffTaskDraft,
  type StaffTaskItem,
} from '../../src/domain/teacher-tasks';
import { staffTasksMachine } from '../../src/machines/staff-tasks.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const now = new Date('2026-11-24T00:00:00Z');
const draft: StaffTaskDraft = {
  Title: 'Record a warm-up',
  Description: 'Two minutes.',
  DueAt: '2026-12-01T00:00:00.000Z',
  FileAnswer: false,
  Attachments: [],
  Tuids: [100231],
};
const tasks: StaffPage<StaffTaskItem> = {
  items: [{ id: 4, title: 'Record a warm-up', dueAt: draft.DueAt, createdAt: '2026-11-23T00:00:00Z', assigned: 1, submitted: 1, reviewed: 0 }],
  total: 1,
  pageIndex: 1,
  pageSize: 20,
};
const answer: StaffTaskAnswerItem = {
  assignmentId: 9,
  taskId: 4,
  title: 'Record a warm-up',
  tutorId: 100231,
  tutor: 'Maria Santos',
  state: 'submitted',
  dueAt: draft.DueAt,
  submittedAt: '2026-11-23T05:00:00Z',
  answer: { text: 'Done.', fileRef: null, submittedAt: '2026-11-23T05:00:00Z' },
};
const answers: StaffPage<StaffTaskAnswerItem> = { items: [answer], total: 1, pageIndex: 1, pageSize: 50 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('staff tasks machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = staffTasksMachine.provide({
      actors: { loadTasks: pendingPromise(), createTask: pendingPromise(), loadAnswers: pendingPromise(), review: pendingPromise() },
    });
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.loadTasks', output: tasks },
      { type: 'xstate.error.actor.loadTasks', error: new Error('offline') },
      { type: 'tasks.retry' },
      { type: 'tasks.page', pageIndex: 2 },
      { type: 'tasks.create', draft, now },
      { type: 'tasks.create', draft: { ...draft, Tuids: [] }, now },
      { type: 'xstate.done.actor.createTask', output: TeacherTaskMessages.created },
      { type: 'xstate.error.actor.createTask', error: new Error(TeacherTaskMessages.unknownTutors) },
      { type: 'tasks.open', taskId: 4 },
      { type: 'xstate.done.actor.loadAnswers', output: answers },
      { type: 'xstate.error.actor.loadAnswers', error: new Error('offline') },
      { type: 'tasks.review', assignmentId: 9, verdict: ReviewVerdict.returned, comment: ' Louder, please. ' },
      { type: 'tasks.review', assignmentId: 9, verdict: ReviewVerdict.returned, comment: '  ' },
      { type: 'xstate.done.actor.review', output: TeacherTaskMessages.reviewed },
      { type: 'xstate.error.actor.review', error: new Error(TeacherTaskMessages.notSubmitted) },
    ]);
    const paths = generatePaths(machine, { events, limit: 5000 });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(machine, paths);
  });
});

describe('staff tasks behaviour', () => {
  it('refuses a draft without tutors before sending; assigns a task and reloads the list; returns an answer only with a comment', async () => {
    const created: StaffTaskDraft[] = [];
    const reviews: Array<{ assignmentId: number; verdict: string; comment: string }> = [];
    let loads = 0;
    const machine = staffTasksMachine.provide({
      actors: {
        loadTasks: fromPromise<StaffPage<StaffTaskItem>, { pageIndex: number }>(async () => {
          loads += 1;
          return tasks;
        }),
        createTask: fromPromise<string, StaffTaskDraft>(async ({ input }) => {
          created.push(input);
          return TeacherTaskMessages.created;
        }),
        loadAnswers: fromPromise<StaffPage<StaffTaskAnswerItem>, { taskId: number }>(async () => answers),
        review: fromPromise<string, { assignmentId: number; verdict: ReviewVerdict; comment: string }>(async ({ input }) => {
          reviews.push(input);
          return TeacherTaskMessages.reviewed;
        }),
      },
    });
    const actor = createActor(machine).start();
    await settle();
    actor.send({ type: 'tasks.create', draft: { ...draft, Tuids: [] }, now });
    expect(actor.getSnapshot().context.failure).toBe(TeacherTaskMessages.noAssignees);
    actor.send({ type: 'tasks.create', draft, now });
    await settle();
    expect(created).toEqual([draft]);
    expect(loads).toBe(2);
    expect(actor.getSnapshot().context.notice).toBe(TeacherTaskMessages.created);
    actor.send({ type: 'tasks.open', taskId: 4 });
    await settle();
    actor.send({ type: 'tasks.review', assignmentId: 9, verdict: ReviewVerdict.returned, comment: '  ' });
    expect(actor.getSnapshot().context.failure).toBe(TeacherTaskMessages.commentRequired);
    actor.send({ type: 'tasks.review', assignmentId: 9, verdict: ReviewVerdict.returned, comment: ' Louder, please. ' });
    await settle();
    expect(reviews).toEqual([{ assignmentId: 9, verdict: 'returned', comment: 'Louder, please.' }]);
    expect(actor.getSnapshot().context).toMatchObject({ notice: TeacherTaskMessages.reviewed, answers });
  });
});
