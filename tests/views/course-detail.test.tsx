import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps } from '../../src/actors/page-logic';
import { TrainingCenterMessages, type CourseDetail, type LearnAnswer } from '../../src/domain/training-center';
import CourseDetailPage from '../../src/views/pages/training/course-detail.page';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { fakeApi } from './shell-harness';

const course: CourseDetail = {
  Id: 5,
  Name: 'Young Learners Essentials',
  Kind: 'course',
  CategoryType: 9,
  Description: 'Teach children online.',
  Cover: '',
  ChapterCount: 2,
  LearnedCount: 0,
  Progress: 0,
  IsSubscribed: false,
  IsFinished: false,
  GrowthValue: 2,
  HasSource: false,
  Chapters: [
    { Id: 51, Title: 'Warm-ups', Body: 'Start with a song.', Minutes: 10, IsLearned: false, LearnedAt: null },
    { Id: 52, Title: 'Praise', Body: 'Praise the effort.', Minutes: 8, IsLearned: false, LearnedAt: null },
  ],
};

function renderCourse() {
  const learned = (ids: number[]) => ({
    ...course,
    IsSubscribed: true,
    LearnedCount: ids.length,
    Progress: ids.length * 50,
    IsFinished: ids.length === 2,
    Chapters: course.Chapters.map((c) => (ids.includes(c.Id) ? { ...c, IsLearned: true, LearnedAt: '2026-11-19T20:00:00Z' } : c)),
  });
  const done: number[] = [];
  const fake = fakeApi({
    '/api/Training/getDetail': course,
    '/api/Training/GetChangeGroupTips': {
      CourseId: 5,
      Group: 'Kids Specialists',
      ChangesGroup: true,
      Tip: 'Finishing this course moves you to Kids Specialists.',
    },
    '/api/Training/AddClickRecord': { Id: 1 },
    '/api/Training/Subscribe': learned([]),
    '/api/Training/Learnning': (query: { chapterId: number }): LearnAnswer => {
      done.push(query.chapterId);
      return { Course: learned(done), FinishedCourse: done.length === 2 };
    },
  });
  const messages: Record<string, string> = {
    '/api/Training/Subscribe': TrainingCenterMessages.subscribed,
    '/api/Training/Learnning': TrainingCenterMessages.chapterLearned,
  };
  const api = {
    ...fake.api,
    postWithMessage: async (p: string, body?: unknown, query?: Record<string, unknown>) => ({
      body: await fake.api.post(p, body, query),
      message: messages[p] ?? '',
    }),
  };
  const deps = { api, reportError: () => {}, startUpload: () => {}, notify: () => {}, menuLoaded: () => {}, messagesChanged: () => {} } as unknown as PageDeps;
  const location = memoryLocation({ path: '/trainingCenter/courseDetail/5', record: true });
  render(
    <TestPageLogicProvider deps={deps}>
      <Router hook={location.hook}>
        <CourseDetailPage />
      </Router>
    </TestPageLogicProvider>,
  );
  return fake;
}

describe('the course detail page', () => {
  it('asks to subscribe first, then finishes chapters one by one with the progress a tutor can see', async () => {
    const fake = renderCourse();
    expect(await screen.findByRole('heading', { name: 'Young Learners Essentials' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('value', '0');
    const warmups = screen.getByRole('listitem', { name: 'Warm-ups' });
    expect(within(warmups).getByRole('button', { name: 'Finish chapter' })).toBeDisabled();
    expect(screen.getByText('Finishing every chapter earns +2 growth value.')).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent('Finishing this course moves you to Kids Specialists.');

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(TrainingCenterMessages.subscribed);
    expect(screen.getByText('Subscribed')).toBeInTheDocument();

    await userEvent.click(within(warmups).getByRole('button', { name: 'Finish chapter' }));
    // Learned at 04:00 on Nov 20 in Manila, still Nov 19 in the browser's zone (UTC).
    expect(await within(warmups).findByText('Learned Nov 20, 2026')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('value', '50');
    await userEvent.click(within(screen.getByRole('listitem', { name: 'Praise' })).getByRole('button', { name: 'Finish chapter' }));
    expect(await screen.findByText('Finished')).toBeInTheDocument();
    expect(screen.getByTestId('course-progress')).toHaveTextContent('100%');
    expect(fake.callsTo('/api/Training/Learnning').map((call) => call.query)).toEqual([{ chapterId: 51 }, { chapterId: 52 }]);
    // What the tutor opened, for the training team: the course, then each chapter she finished.
    expect(fake.callsTo('/api/Training/AddClickRecord').map((call) => call.body)).toEqual([
      { Target: 'course', TargetId: 5 },
      { Target: 'chapter', TargetId: 51 },
      { Target: 'chapter', TargetId: 52 },
    ]);
  });
});
