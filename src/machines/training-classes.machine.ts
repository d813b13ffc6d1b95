import { assign, fromPromise, setup } from 'xstate';
import { TRAINING_COMMENT_MAX, type TrainingClassLine, type TrainingClassPage } from '../domain/training-resources';

/** 0: classes to come (soonest first); 1: past classes (newest first), as MaterialTrainerInfo's timeFlag. */
export type TrainingClassesWhen = 0 | 1;

export interface TrainingClassesContext {
  when: TrainingClassesWhen;
  pageIndex: number;
  page: TrainingClassPage | null;
  /** The class a report or comment is being sent for. */
  classId: number | null;
  comment: string;
  notice: string;
  failure: string;
}

export type TrainingClassesEvent =
  | { type: 'classes.show'; when: TrainingClassesWhen }
  | { type: 'classes.page'; pageIndex: number }
  | { type: 'classes.retry' }
  | { type: 'classes.reportAbsent'; classId: number }
  | { type: 'classes.comment'; classId: number; comment: string };

export interface WithMessage<T> {
  body: T;
  message: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The page with one line replaced by the server's answer for it. */
const withLine = (page: TrainingClassPage | null, line: TrainingClassLine) =>
  page ? { ...page, Items: page.Items.map((item) => (item.ClassId === line.ClassId ? line : item)) } : page;

/**
 * The tutor's training classes with their trainers (MaterialTrainerInfo), to come or past, paged;
 * for a class that has started, the trainee can report the trainer absent (TrainerAbsent, once)
 * and leave a comment on how it went (TrainClassStatus, the latest kept).
 */
export const trainingClassesMachine = setup({
  types: { context: {} as TrainingClassesContext, events: {} as TrainingClassesEvent },
  actors: {
    loadClasses: fromPromise<TrainingClassPage, { when: TrainingClassesWhen; pageIndex: number }>(async () => {
      throw new Error('loadClasses not provided');
    }),
    reportAbsent: fromPromise<WithMessage<TrainingClassLine>, { classId: number }>(async () => {
      throw new Error('reportAbsent not provided');
    }),
    sendComment: fromPromise<WithMessage<TrainingClassLine>, { classId: number; comment: string }>(async () => {
      throw new Error('sendComment not provided');
    }),
  },
  guards: {
    commentFits: ({ event }) => event.type === 'classes.comment' && event.comment.trim() !== '' && [...event.comment].length <= TRAINING_COMMENT_MAX,
  },
}).createMachine({
  id: 'trainingClasses',
  context: { when: 0, pageIndex: 1, page: null, classId: null, comment: '', notice: '', failure: '' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['status:busy'],
      invoke: {
        id: 'load',
        src: 'loadClasses',
        input: ({ context }) => ({ when: context.when, pageIndex: context.pageIndex }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'classes.retry': 'loading' } },
    ready: {
      on: {
        'classes.show': { target: 'loading', actions: assign({ when: ({ event }) => event.when, pageIndex: 1, notice: '', failure: '' }) },
        'classes.page': { target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex, notice: '', failure: '' }) },
        'classes.reportAbsent': { target: 'reporting', actions: assign({ classId: ({ event }) => event.classId, notice: '', failure: '' }) },
        'classes.comment': {
          guard: 'commentFits',
          target: 'commenting',
          actions: assign({ classId: ({ event }) => event.classId, comment: ({ event }) => event.comment.trim(), notice: '', failure: '' }),
        },
      },
    },
    reporting: {
      tags: ['status:busy'],
      invoke: {
        id: 'reportAbsent',
        src: 'reportAbsent',
        input: ({ context }) => ({ classId: context.classId ?? 0 }),
        onDone: {
          target: 'ready',
          actions: assign({
            page: ({ context, event }) => withLine(context.page, event.output.body),
            notice: ({ event }) => event.output.message,
            classId: null,
          }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error), classId: null }) },
      },
    },
    commenting: {
      tags: ['status:busy'],
      invoke: {
        id: 'sendComment',
        src: 'sendComment',
        input: ({ context }) => ({ classId: context.classId ?? 0, comment: context.comment }),
        onDone: {
          target: 'ready',
          actions: assign({
            page: ({ context, event }) => withLine(context.page, event.output.body),
            notice: ({ event }) => event.output.message,
            classId: null,
            comment: '',
          }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error), classId: null }) },
      },
    },
  },
});
