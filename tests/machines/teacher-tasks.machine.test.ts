import { describe, expect, it } from 'vitest';
import { TeacherTaskMessages, type TaskDetail } from '../../src/domain/teacher-tasks';
import { teacherTaskListMachine } from '../../src/machines/teacher-task-list.machine';
import { teacherTaskMachine } from '../../src/machines/teacher-task.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';
import { replayCollecting, scenario } from './records-scenario';

const open: TaskDetail = {
  id: 4,
  title: 'Introduce yourself',
  description: 'Five sentences.',
  dueAt: '2026-03-10T00:00:00.000Z',
  state: 'assigned',
  assignedAt: '2026-03-01T00:00:00.000Z',
  submittedAt: null,
  growthTaskCode: null,
  fileAnswer: true,
  attachments: [],
  answer: null,
  review: null,
};
const submitted: TaskDetail = {
  ...open,
  state: 'submitted',
  submittedAt: '2026-03-02T00:00:00.000Z',
  answer: { text: 'Hi', fileRef: 'r1', fileName: 'a.pdf', submittedAt: '2026-03-02T00:00:00.000Z' },
};
const pdf = { name: 'plan.pdf', size: 2000, type: 'application/pdf' };
const input = { taskId: 4 };
const task = teacherTaskMachine.provide({ actors: { 'load task': pendingPromise(), 'submit answer': pendingPromise() } });
const ev = {
  loaded: { type: 'xstate.done.actor.load', output: open },
  loadedClosed: { type: 'xstate.done.actor.load', output: submitted },
  loadFailed: { type: 'xstate.error.actor.load', error: new Error(TeacherTaskMessages.notFound) },
  edit: { type: 'task.edit', text: 'Hi' },
  attach: { type: 'task.attach', file: pdf },
  attachWrong: { type: 'task.attach', file: { name: 'virus.exe', size: 10, type: '' } },
  started: { type: 'task.uploadStarted', fileCode: 'f1' },
  finished: {
    type: 'upload.finished',
    fileCode: 'f1',
    output: { status: 'done', file: { fileRef: 'r1', fileName: 'plan.pdf', url: '', previewUrl: '', contentType: 'application/pdf', size: 2000 } },
  },
  removeFile: { type: 'task.removeFile' },
  submit: { type: 'task.submit' },
  done: { type: 'xstate.done.actor.submit', output: { body: submitted, message: TeacherTaskMessages.submitted } },
  refused: { type: 'xstate.error.actor.submit', error: new Error(TeacherTaskMessages.notOpen) },
  reload: { type: 'task.reload' },
};

describe('teacher task (model-based)', () => {
  it('reaches every transition', { timeout: 60_000 }, () => {
    const project = (c: Record<string, unknown>) => [(c.task as TaskDetail | null)?.state ?? null, !!c.text, c.fileRef, c.uploading, c.error];
    const serializeState = (snapshot: { value: unknown; context: Record<string, unknown> }) => JSON.stringify([snapshot.value, project(snapshot.context)]);
    const paths = generatePaths(task, { input, events: eventsWhereActive(task, Object.values(ev)), serializeState: serializeState as never });
    expectEveryTransitionCovered(task, paths, { input, context: project });
  });

  it('asks for the text and the file before calling, then submits and says so', () => {
    const empty = replayCollecting(task, scenario(task, [ev.loaded, ev.submit], input), input);
    expect(empty.snapshot.value).toBe('answering');
    expect(empty.snapshot.context.error).toBe(TeacherTaskMessages.answerRequired);
    const noFile = replayCollecting(task, scenario(task, [ev.loaded, ev.edit, ev.submit], input), input);
    expect(noFile.snapshot.context.error).toBe(TeacherTaskMessages.fileRequired);
    const done = replayCollecting(task, scenario(task, [ev.loaded, ev.edit, ev.attach, ev.started, ev.finished, ev.submit, ev.done], input), input);
    expect(done.snapshot.value).toBe('closed');
    expect(done.snapshot.context.task?.state).toBe('submitted');
    expect(done.emitted).toEqual([{ type: 'notify', severity: 'success', message: TeacherTaskMessages.submitted, presentation: 'toast' }]);
  });

  it('starts the upload in the session and waits for it before submitting', () => {
    let started = 0;
    const watched = task.provide({ actions: { startUpload: () => (started += 1) } });
    const { snapshot } = replayCollecting(watched, scenario(watched, [ev.loaded, ev.edit, ev.attach, ev.started, ev.submit], input), input);
    expect(started).toBe(1);
    expect(snapshot.value).toBe('answering');
    expect(snapshot.context.uploading).toBe('f1');
  });

  it('keeps the answer when the server refuses it', () => {
    const { snapshot, emitted } = replayCollecting(
      task,
      scenario(task, [ev.loaded, ev.edit, ev.attach, ev.started, ev.finished, ev.submit, ev.refused], input),
      input,
    );
    expect(snapshot.value).toBe('answering');
    expect(snapshot.context).toMatchObject({ text: 'Hi', fileRef: 'r1', error: TeacherTaskMessages.notOpen });
    expect(emitted).toEqual([{ type: 'notify', severity: 'error', message: TeacherTaskMessages.notOpen, presentation: 'toast' }]);
  });

  it('only shows a submitted task', () => {
    const { snapshot } = replayCollecting(task, scenario(task, [ev.loadedClosed], input), input);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.can(ev.submit as never)).toBe(false);
  });
});

const list = teacherTaskListMachine.provide({ actors: { 'load tasks': pendingPromise() } });
const page = {
  items: [
    { id: 4, title: 'Introduce yourself', dueAt: open.dueAt, state: 'assigned' as const, assignedAt: open.assignedAt, submittedAt: null, growthTaskCode: null },
  ],
  total: 11,
  pageIndex: 1,
  pageSize: 10,
};
const lev = {
  loaded: { type: 'xstate.done.actor.load', output: page },
  failed: { type: 'xstate.error.actor.load', error: new Error('Links seem to get inaccessible.') },
  page2: { type: 'tasks.page', pageIndex: 2 },
  reload: { type: 'tasks.reload' },
};

describe('teacher task list (model-based)', () => {
  it('reaches every transition', () => {
    const paths = generatePaths(list, { events: eventsWhereActive(list, Object.values(lev)) });
    expectEveryTransitionCovered(list, paths);
  });

  it('loads the page asked for and says when loading failed', () => {
    const { snapshot } = replayCollecting(list, scenario(list, [lev.loaded, lev.page2]));
    expect(snapshot.value).toBe('loading');
    expect(snapshot.context.pageIndex).toBe(2);
    const failed = replayCollecting(list, scenario(list, [lev.failed]));
    expect(failed.emitted).toEqual([{ type: 'notify', severity: 'error', message: 'Links seem to get inaccessible.', presentation: 'toast' }]);
  });
});
