import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PageDeps } from '../../src/actors/page-logic';
import { CourseLearningMessages, courseLearningSummary, courseReward, type CourseRewardFacts } from '../../src/domain/course-learning';
import { ApiError } from '../../src/services/api-errors';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { scoresChanges } from './scores-changes';
import { CourseLearningSection } from '../../src/views/pages/growth/course-learning';
import { fakeApi } from './shell-harness';

/** A tiny server: one finished course, one unfinished, one passed course test; receiving works once. */
function fakeCourseServer() {
  const state = { subscribed: null as null | { tests: boolean; videos: boolean }, received: new Set<string>() };
  const facts: CourseRewardFacts[] = [
    { id: 1, type: 1, name: 'Young Learners Essentials', amount: 300, finishedAt: null, receivedAt: null },
    { id: 3, type: 1, name: 'Online Classroom Tools', amount: 200, finishedAt: '2026-11-20T01:00:00.000Z', receivedAt: null },
    { id: 7, type: 2, name: 'Trial Class Essentials', amount: 200, finishedAt: '2026-11-21T01:00:00.000Z', receivedAt: null },
  ];
  const subscription = () => ({
    IsSubscribed: state.subscribed !== null,
    IsCheckCourseTest: state.subscribed?.tests ?? false,
    IsCheckVideoTrain: state.subscribed?.videos ?? false,
  });
  const rewards = () =>
    facts
      .filter((f) => (f.type === 1 ? state.subscribed?.videos : state.subscribed?.tests))
      .map((f) => courseReward({ ...f, receivedAt: state.received.has(`${f.type}-${f.id}`) ? '2026-11-21T20:00:00.000Z' : null }));
  const { api, callsTo } = fakeApi({
    '/api/GrowthSystem/GetCourseLearning': () => courseLearningSummary(subscription(), rewards()),
    '/api/GrowthSystem/GetReceiveByCourse': () => rewards(),
    '/api/GrowthSystem/GetTutorHomeTask': () => ({ Score: 10 + state.received.size * 5 }),
    '/api/GrowthSystem/SubscriptionCourse': (query: unknown) => {
      const q = query as { isCheckCourseTest: boolean; isCheckVideoTrain: boolean };
      if (!q.isCheckCourseTest && !q.isCheckVideoTrain) return new ApiError('business', CourseLearningMessages.nothingToFollow, 1);
      state.subscribed = { tests: q.isCheckCourseTest, videos: q.isCheckVideoTrain };
      return courseLearningSummary(subscription(), rewards());
    },
    '/api/GrowthSystem/ReceivePointByCourse': (query: unknown) => {
      const q = query as { id: number; type: number };
      const key = `${q.type}-${q.id}`;
      if (state.received.has(key)) return new ApiError('business', CourseLearningMessages.alreadyReceived, 1);
      state.received.add(key);
      return rewards();
    },
  });
  const withMessage = {
    ...api,
    postWithMessage: async (path: string, body?: unknown, query?: Record<string, unknown>) => ({
      body: await api.post(path, body, query),
      message: path.endsWith('ReceivePointByCourse') ? CourseLearningMessages.received : CourseLearningMessages.subscribed,
    }),
  };
  return { api: withMessage, callsTo };
}

function renderCourses() {
  const server = fakeCourseServer();
  const scores = scoresChanges();
  const deps = {
    api: server.api,
    reportError: () => {},
    startUpload: () => {},
    notify: () => {},
    menuLoaded: () => {},
    messagesChanged: () => {},
    ...scores,
  } as unknown as PageDeps;
  render(
    <TestPageLogicProvider deps={deps}>
      <CourseLearningSection />
    </TestPageLogicProvider>,
  );
  return Object.assign(server, { scores });
}

describe('course learning in the growth centre', () => {
  it('refuses following nothing, subscribes to video training, and receives a finished course once', async () => {
    const server = renderCourses();
    const section = await screen.findByRole('region', { name: 'Course learning' });
    expect(within(section).queryByRole('table')).toBeNull();
    await userEvent.click(within(section).getByLabelText('Video training'));
    await userEvent.click(within(section).getByLabelText('Course tests'));
    await userEvent.click(within(section).getByRole('button', { name: 'Subscribe' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(CourseLearningMessages.nothingToFollow);

    await userEvent.click(within(section).getByLabelText('Video training'));
    await userEvent.click(within(section).getByRole('button', { name: 'Subscribe' }));
    const table = await within(section).findByRole('table', { name: 'Course rewards' });
    expect(server.callsTo('/api/GrowthSystem/SubscriptionCourse').at(-1)?.query).toEqual({ isCheckCourseTest: false, isCheckVideoTrain: true });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(within(table).getByRole('row', { name: /Young Learners Essentials/ })).getByText('Not finished yet')).toBeInTheDocument();
    expect(within(section).getByTestId('course-figures')).toHaveTextContent('1 finished · 0 received · 2 growth to receive');

    await userEvent.click(within(table).getByRole('button', { name: 'Receive 2 growth for Online Classroom Tools' }));
    expect(await within(section).findByText(CourseLearningMessages.received)).toBeInTheDocument();
    // Received at 04:00 on Nov 22 in Manila, still Nov 21 in the browser's zone (UTC).
    expect(within(table).getByRole('row', { name: /Online Classroom Tools/ })).toHaveTextContent('Received Nov 22, 2026');
    expect(within(section).getByTestId('course-figures')).toHaveTextContent('1 finished · 1 received · 0 growth to receive · 2 received in all');
    expect(within(section).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(server.callsTo('/api/GrowthSystem/ReceivePointByCourse')[0]?.query).toEqual({ id: 3, type: 1 });
    // The reward reaches the person panel's Growth Values and the other growth cards; subscribing earns nothing.
    expect(server.scores.announced).toEqual([{ patch: { growthSystemScore: 15 }, source: 'courseLearning' }]);
  });

  it('adds course tests when both kinds are followed', async () => {
    renderCourses();
    const section = await screen.findByRole('region', { name: 'Course learning' });
    await userEvent.click(within(section).getByRole('button', { name: 'Subscribe' }));
    const table = await within(section).findByRole('table', { name: 'Course rewards' });
    const test = within(table).getByRole('row', { name: /Trial Class Essentials/ });
    expect(test).toHaveTextContent('Course test');
    await userEvent.click(within(test).getByRole('button', { name: 'Receive 2 growth for Trial Class Essentials' }));
    expect(await within(section).findByText(CourseLearningMessages.received)).toBeInTheDocument();
    expect(within(section).getByTestId('course-figures')).toHaveTextContent('2 finished · 1 received');
  });
});
