import { assign, fromPromise, setup } from 'xstate';
import {
  ReviewVerdict,
  TeacherTaskMessages,
  staffTaskDraftError,
  type StaffPage,
  type StaffTaskAnswerItem,
  type StaffTaskDraft,
  type StaffTaskItem,
} from '../domain/teacher-tasks';

export interface StaffTasksContext {
  pageIndex: number;
  tasks: StaffPage<StaffTaskItem> | null;
  /** The task whose answers are open. */
  taskId: number | null;
  answers: StaffPage<StaffTaskAnswerItem> | null;
  draft: StaffTaskDraft | null;
  review: { assignmentId: number; verdict: ReviewVerdict; comment: string } | null;
  notice: string;
  failure: string;
}

export type StaffTasksEvent =
  | { type: 'tasks.page'; pageIndex: number }
  | { type: 'tasks.retry' }
  | { type: 'tasks.create'; draft: StaffTaskDraft; now: Date }
  | { type: 'tasks.open'; taskId: number }
  | { type: 'tasks.review'; assignmentId: number; verdict: ReviewVerdict; comment: string };

/** Never sent: `creating` is entered only with a checked draft. */
const NO_DRAFT: StaffTaskDraft = { Title: '', Description: '', DueAt: '', FileAnswer: false, Attachments: [], Tuids: [] };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The staff console's teacher tasks (issue 20 with 21): the tasks with their counts, paged; a new
 * task assigned to tutors; one task's answers, each accepted or returned with a comment. A change
 * reloads what it changed, so the counts shown are the server's.
 */
export const staffTasksMachine = setup({
  types: { context: {} as StaffTasksContext, events: {} as StaffTasksEvent },
  actors: {
    loadTasks: fromPromise<StaffPage<StaffTaskItem>, { pageIndex: number }>(async () => {
      throw new Error('loadTasks not provided');
    }),
    createTask: fromPromise<string, StaffTaskDraft>(async () => {
      throw new Error('createTask not provided');
    }),
    loadAnswers: fromPromise<StaffPage<StaffTaskAnswerItem>, { taskId: number }>(async () => {
      throw new Error('loadAnswers not provided');
    }),
    review: fromPromise<string, { assignmentId: number; verdict: ReviewVerdict; comment: string }>(async () => {
      throw new Error('review not provided');
    }),
  },
  guards: {
    draftIsValid: ({ event }) => event.type === 'tasks.create' && staffTaskDraftError(event.draft, event.now) === null,
    reviewIsComplete: ({ event }) => event.type === 'tasks.review' && (event.verdict === ReviewVerdict.accepted || event.comment.trim() !== ''),
  },
}).createMachine({
  id: 'staffTasks',
  context: { pageIndex: 1, tasks: null, taskId: null, answers: null, draft: null, review: null, notice: '', failure: '' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['status:busy'],
      invoke: {
        id: 'loadTasks',
        src: 'loadTasks',
        input: ({ context }) => ({ pageIndex: context.pageIndex }),
        onDone: { target: 'ready', actions: assign({ tasks: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'tasks.retry': { target: 'loading', actions: assign({ failure: '' }) } } },
    ready: {
      on: {
        'tasks.page': { target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex, notice: '', failure: '' }) },
        'tasks.create': [
          { guard: 'draftIsValid', target: 'creating', actions: assign({ draft: ({ event }) => event.draft, notice: '', failure: '' }) },
          { actions: assign({ notice: '', failure: ({ event }) => staffTaskDraftError(event.draft, event.now) ?? '' }) },
        ],
        'tasks.open': { target: 'loadingAnswers', actions: assign({ taskId: ({ event }) => event.taskId, answers: null, notice: '', failure: '' }) },
        'tasks.review': [
          {
            guard: 'reviewIsComplete',
            target: 'reviewing',
            actions: assign({
              review: ({ event }) => ({ assignmentId: event.assignmentId, verdict: event.verdict, comment: event.comment.trim() }),
              notice: '',
              failure: '',
            }),
          },
          { actions: assign({ notice: '', failure: TeacherTaskMessages.commentRequired }) },
        ],
      },
    },
    creating: {
      tags: ['status:busy'],
      invoke: {
        id: 'createTask',
        src: 'createTask',
        input: ({ context }) => context.draft ?? NO_DRAFT,
        onDone: { target: 'loading', actions: assign({ notice: ({ event }) => event.output, draft: null, pageIndex: 1 }) },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadingAnswers: {
      tags: ['status:busy'],
      invoke: {
        id: 'loadAnswers',
        src: 'loadAnswers',
        input: ({ context }) => ({ taskId: context.taskId ?? 0 }),
        onDone: { target: 'ready', actions: assign({ answers: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    reviewing: {
      tags: ['status:busy'],
      invoke: {
        id: 'review',
        src: 'review',
        input: ({ context }) => context.review ?? { assignmentId: 0, verdict: ReviewVerdict.accepted, comment: '' },
        onDone: { target: 'loadingAnswers', actions: assign({ notice: ({ event }) => event.output, review: null }) },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error), review: null }) },
      },
    },
  },
});
