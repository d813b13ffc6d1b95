import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CourseDetail, LearnAnswer } from '../../src/domain/training-center';
import { courseDetailMachine, type WithMessage } from '../../src/machines/course-detail.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const chapters = [
  { Id: 11, Title: 'One', Body: '', Minutes: 10, IsLearned: false, LearnedAt: null },
  { Id: 12, Title: 'Two', Body: '', Minutes: 10, IsLearned: false, LearnedAt: null },
];
const course: CourseDetail = {
  Id: 3,
  Name: 'Young Learners',
  Kind: 'course',
  CategoryType: 9,
  Description: '',
  Cover: '',
  ChapterCount: 2,
  LearnedCount: 0,
  Progress: 0,
  IsSubscribed: false,
  IsFinished: false,
  GrowthValue: 3,
  HasSource: false,
  Chapters: chapters,
};
const subscribed: CourseDetail = { ...course, IsSubscribed: true };
const halfDone: CourseDetail = { ...subscribed, LearnedCount: 1, Progress: 50, Chapters: [{ ...chapters[0]!, IsLearned: true, LearnedAt: '2026-11-20T00:00:00Z' }, chapters[1]!] };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('course detail machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = courseDetailMachine.provide({ actors: { loadCourse: pendingPromise(), subscribe: pendingPromise(), learnChapter: pendingPromise() } });
    const input = { courseId: 3 };
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.0.courseDetail.loading', output: course },
      { type: 'xstate.error.actor.0.courseDetail.loading', error: new Error('offline') },
      { type: 'course.retry' },
      { type: 'course.subscribe' },
      { type: 'course.learn', chapterId: 11 },
      { type: 'course.dismiss' },
      { type: 'xstate.done.actor.0.courseDetail.subscribing', output: { body: subscribed, message: 'Subscribed.' } },
      { type: 'xstate.error.actor.0.courseDetail.subscribing', error: new Error('This course does not exist.') },
      { type: 'xstate.done.actor.0.courseDetail.learning', output: { body: { Course: halfDone, FinishedCourse: false }, message: 'Chapter finished.' } },
      { type: 'xstate.error.actor.0.courseDetail.learning', error: new Error('Subscribe first') },
    ]);
    const paths = generatePaths(machine, { events, input, limit: 5000 });
    expect(paths.length).toBeGreaterThan(8);
    expectEveryTransitionCovered(machine, paths, { input });
  });
});

describe('course detail behaviour', () => {
  it('refuses learning before subscribing and a learned chapter again; shows the server progress', async () => {
    const learned: number[] = [];
    const machine = courseDetailMachine.provide({
      actors: {
        loadCourse: fromPromise<CourseDetail, { courseId: number }>(async () => course),
        subscribe: fromPromise<WithMessage<CourseDetail>, { courseId: number }>(async () => ({ body: subscribed, message: 'Subscribed.' })),
        learnChapter: fromPromise<WithMessage<LearnAnswer>, { chapterId: number }>(async ({ input }) => {
          learned.push(input.chapterId);
          return { body: { Course: halfDone, FinishedCourse: false }, message: 'Chapter finished.' };
        }),
      },
    });
    const page = createActor(machine, { input: { courseId: 3 } }).start();
    await settle();
    page.send({ type: 'course.learn', chapterId: 11 });
    expect(page.getSnapshot().matches('ready')).toBe(true);
    page.send({ type: 'course.subscribe' });
    await settle();
    expect(page.getSnapshot().context).toMatchObject({ notice: 'Subscribed.', course: { IsSubscribed: true } });
    expect(page.getSnapshot().can({ type: 'course.subscribe' })).toBe(false);
    page.send({ type: 'course.learn', chapterId: 11 });
    expect(page.getSnapshot().context.chapterId).toBe(11);
    await settle();
    expect(page.getSnapshot().context).toMatchObject({ notice: 'Chapter finished.', chapterId: null, course: { Progress: 50 } });
    page.send({ type: 'course.learn', chapterId: 11 });
    page.send({ type: 'course.learn', chapterId: 99 });
    expect(learned).toEqual([11]);
  });
});
