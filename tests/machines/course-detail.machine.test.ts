import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CourseDetail, LearnAnswer } from '../../src/domain/training-center';
import type { ChangeGroupTip } from '../../src/domain/training-resources';
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
const halfDone: CourseDetail = {
  ...subscribed,
  LearnedCount: 1,
  Progress: 50,
  Chapters: [{ ...chapters[0]!, IsLearned: true, LearnedAt: '2026-11-20T00:00:00Z' }, chapters[1]!],
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('course detail machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = courseDetailMachine.provide({
      actors: { loadCourse: pendingPromise(), subscribe: pendingPromise(), learnChapter: pendingPromise(), loadGroupTip: pendingPromise() },
    });
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
      { type: 'xstate.error.actor.groupTip', error: new Error('offline') },
      { type: 'xstate.done.actor.groupTip', output: { CourseId: 3, Group: 'Kids', ChangesGroup: true, Tip: 'Finishing this course moves you to Kids.' } },
    ]);
    const paths = generatePaths(machine, { events, input, limit: 5000 });
    expect(paths.length).toBeGreaterThan(8);
    expectEveryTransitionCovered(machine, paths, { input });
  });
});

describe('course detail behaviour', () => {
  it('refuses learning before subscribing and a learned chapter again; shows the server progress', async () => {
    const learned: number[] = [];
    const clicks: string[] = [];
    const machine = courseDetailMachine.provide({
      actions: { recordClick: (_, click) => void clicks.push(`${click.target} ${click.targetId}`) },
      actors: {
        loadGroupTip: fromPromise<ChangeGroupTip, { courseId: number }>(async () => ({
          CourseId: 3,
          Group: 'Kids',
          ChangesGroup: true,
          Tip: 'Finishing this course moves you to Kids.',
        })),
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
    expect(clicks).toEqual(['course 3', 'chapter 11']);
    expect(page.getSnapshot().context.groupTip).toBe('Finishing this course moves you to Kids.');
  });

  it('shows no tip when the course keeps the tutor in her group, or when the tip cannot be loaded', async () => {
    const tipOf = async (answer: () => Promise<ChangeGroupTip>) => {
      const machine = courseDetailMachine.provide({
        actors: { loadCourse: fromPromise(async () => course), loadGroupTip: fromPromise<ChangeGroupTip, { courseId: number }>(answer) },
      });
      const page = createActor(machine, { input: { courseId: 3 } }).start();
      await settle();
      return page.getSnapshot();
    };
    const same = await tipOf(async () => ({ CourseId: 3, Group: 'Kids', ChangesGroup: false, Tip: '' }));
    expect(same.context.groupTip).toBe('');
    const lost = await tipOf(async () => Promise.reject<ChangeGroupTip>(new Error('offline')));
    expect(lost.status).toBe('active');
    expect(lost.context.groupTip).toBe('');
    expect(lost.matches('ready')).toBe(true);
  });
});
