import { assign, fromPromise, setup } from 'xstate';
import type { ClickTarget, ChangeGroupTip } from '../domain/training-resources';
import type { CourseDetail, LearnAnswer } from '../domain/training-center';

export interface CourseDetailContext {
  courseId: number;
  course: CourseDetail | null;
  /** The chapter being recorded as learned. */
  chapterId: number | null;
  notice: string;
  failure: string;
  /** GetChangeGroupTips: shown when finishing this course moves the tutor to another teaching group. */
  groupTip: string;
}

export type CourseDetailEvent =
  { type: 'course.subscribe' } | { type: 'course.learn'; chapterId: number } | { type: 'course.retry' } | { type: 'course.dismiss' };

export interface WithMessage<T> {
  body: T;
  message: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A course (/trainingCenter/courseDetail/{id}): its chapters and the tutor's progress; Subscribe,
 * then Learnning per chapter. Every answer carries the course as it now is, so the progress shown
 * is the server's.
 */
export const courseDetailMachine = setup({
  types: { context: {} as CourseDetailContext, events: {} as CourseDetailEvent, input: {} as { courseId: number } },
  actors: {
    loadCourse: fromPromise<CourseDetail, { courseId: number }>(async () => {
      throw new Error('loadCourse not provided');
    }),
    subscribe: fromPromise<WithMessage<CourseDetail>, { courseId: number }>(async () => {
      throw new Error('subscribe not provided');
    }),
    learnChapter: fromPromise<WithMessage<LearnAnswer>, { chapterId: number }>(async () => {
      throw new Error('learnChapter not provided');
    }),
    loadGroupTip: fromPromise<ChangeGroupTip, { courseId: number }>(async () => {
      throw new Error('loadGroupTip not provided');
    }),
  },
  actions: {
    /** AddClickRecord: what the tutor opened, for the training team's figures (fire and forget). */
    recordClick: (_, _click: { target: ClickTarget; targetId: number }) => {},
  },
  guards: {
    canSubscribe: ({ context }) => context.course !== null && !context.course.IsSubscribed,
    canLearn: ({ context, event }) =>
      event.type === 'course.learn' &&
      context.course !== null &&
      context.course.IsSubscribed &&
      context.course.Chapters.some((chapter) => chapter.Id === event.chapterId && !chapter.IsLearned),
  },
}).createMachine({
  id: 'courseDetail',
  context: ({ input }) => ({ courseId: input.courseId, course: null, chapterId: null, notice: '', failure: '', groupTip: '' }),
  initial: 'loading',
  entry: { type: 'recordClick', params: ({ context }) => ({ target: 'course' as const, targetId: context.courseId }) },
  // The tip loads beside the course, once; without it the page simply shows no tip.
  invoke: {
    id: 'groupTip',
    src: 'loadGroupTip',
    input: ({ context }) => ({ courseId: context.courseId }),
    onDone: { actions: assign({ groupTip: ({ event }) => (event.output.ChangesGroup ? event.output.Tip : '') }) },
    onError: { actions: assign({ groupTip: '' }) },
  },
  on: { 'course.dismiss': { actions: assign({ notice: '', failure: '' }) } },
  states: {
    loading: {
      invoke: {
        src: 'loadCourse',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: { target: 'ready', actions: assign({ course: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'course.retry': 'loading' } },
    ready: {
      on: {
        'course.subscribe': { guard: 'canSubscribe', target: 'subscribing', actions: assign({ notice: '', failure: '' }) },
        'course.learn': {
          guard: 'canLearn',
          target: 'learning',
          actions: [
            assign({ chapterId: ({ event }) => event.chapterId, notice: '', failure: '' }),
            { type: 'recordClick', params: ({ event }) => ({ target: 'chapter' as const, targetId: event.chapterId }) },
          ],
        },
      },
    },
    subscribing: {
      tags: ['status:busy'],
      invoke: {
        src: 'subscribe',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: { target: 'ready', actions: assign({ course: ({ event }) => event.output.body, notice: ({ event }) => event.output.message }) },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    learning: {
      tags: ['status:busy'],
      invoke: {
        src: 'learnChapter',
        input: ({ context }) => ({ chapterId: context.chapterId ?? 0 }),
        onDone: {
          target: 'ready',
          actions: assign({ course: ({ event }) => event.output.body.Course, notice: ({ event }) => event.output.message, chapterId: null }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error), chapterId: null }) },
      },
    },
  },
});
