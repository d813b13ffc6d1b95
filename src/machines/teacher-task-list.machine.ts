import { assign, emit, fromPromise, setup } from 'xstate';
import { TASK_PAGE_SIZE, type TaskListPage } from '../domain/teacher-tasks';
import { messageOf, notice, type RecordsNotice } from './records-notify';

export interface TeacherTaskListContext {
  page: TaskListPage;
  pageIndex: number;
}

export type TeacherTaskListEvent = { type: 'tasks.page'; pageIndex: number } | { type: 'tasks.reload' };

/** /teacherTask: the tutor's tasks with their states, paged (GetTaskList). */
export const teacherTaskListMachine = setup({
  types: { context: {} as TeacherTaskListContext, events: {} as TeacherTaskListEvent, emitted: {} as RecordsNotice },
  actors: {
    'load tasks': fromPromise<TaskListPage, { pageIndex: number; pageSize: number }>(async () => {
      throw new Error("'load tasks' is not provided");
    }),
  },
  actions: {
    toldError: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'teacherTaskList',
  context: { page: { items: [], total: 0, pageIndex: 1, pageSize: TASK_PAGE_SIZE }, pageIndex: 1 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load tasks',
        input: ({ context }) => ({ pageIndex: context.pageIndex, pageSize: TASK_PAGE_SIZE }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    ready: {
      on: {
        'tasks.page': { target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex }) },
        'tasks.reload': 'loading',
      },
    },
    failed: { on: { 'tasks.reload': 'loading' } },
  },
});
