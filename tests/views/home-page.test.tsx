import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/services/api-errors';
import HomePage from '../../src/views/pages/home/home.page';
import { demoAnswers, renderInShell, type Answers } from './shell-harness';

const homeClass = (id: number, studentName: string, startAt: string, status = 'booked') => ({
  Id: id,
  StudentName: studentName,
  StudentLevel: 'A2',
  CourseName: 'Everyday Conversation 2',
  StartAt: startAt,
  EndAt: new Date(Date.parse(startAt) + 25 * 60_000).toISOString(),
  Status: status,
  ClassTool: 0,
  LessonFeePhp: 150,
});

function dashboardAnswers(): Answers {
  const wang = homeClass(1, 'Wang Hao', '2025-03-10T01:00:00.000Z');
  return {
    ...demoAnswers(),
    '/api/tutordata/GetHomeClasses': {
      WorkDate: '2025-03-10',
      TimeZone: 'Asia/Manila',
      Today: [wang, homeClass(2, 'Kenji Sato', '2025-03-10T03:00:00.000Z', 'cancelled')],
      NextClass: wang,
      Upcoming: [homeClass(3, 'Hana Kim', '2025-03-11T00:00:00.000Z')],
    },
    '/api/Message/BulletinBoard': [{ Id: 1, Title: 'Holiday schedule', Content: 'Plot your time by Friday.', PublishedAt: '2025-03-08T20:00:00.000Z' }],
    '/api/teachInfo/GetTutorHomeBanner': [{ Id: 1, Title: 'New phonics kit', Subtitle: 'Earn growth points.', ImageUrl: '', LinkUrl: '/trainingCenter' }],
  };
}

describe('home dashboard', () => {
  it("shows the next class and today's classes in the provider's time, unread messages, scores, bulletins and banners", async () => {
    renderInShell(<HomePage />, { answers: dashboardAnswers(), counters: { unread: 13 } });
    expect(screen.getByRole('heading', { name: 'Welcome back, Maria Santos' })).toBeInTheDocument();
    const next = await screen.findByRole('region', { name: 'Next class' });
    await waitFor(() => expect(next).toHaveTextContent('Wang Hao'));
    expect(next).toHaveTextContent('09:00 AM');
    expect(next).toHaveTextContent('Manila time');
    const today = screen.getByRole('list', { name: "Today's classes" });
    expect(
      within(today)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Wang Hao') as string, expect.stringContaining('Cancelled') as string]);
    expect(within(screen.getByRole('list', { name: 'Coming up' })).getByText('Hana Kim')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveTextContent('13 unread');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Scores and points' })).toHaveTextContent('Teaching points134.7'));
    expect(screen.getByRole('region', { name: 'Bulletin board' })).toHaveTextContent('Plot your time by Friday.');
    // Published at 04:00 on Mar 9 in Manila, still Mar 8 in the browser's zone (UTC).
    expect(within(screen.getByRole('region', { name: 'Bulletin board' })).getByText('Mar 9, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New phonics kit Earn growth points.' })).toHaveAttribute('href', '/trainingCenter');
  });

  it('keeps the other sections when one call fails, and loads the failed one again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const answers = dashboardAnswers();
    const bulletins = answers['/api/Message/BulletinBoard'];
    const { reported } = renderInShell(<HomePage />, {
      answers: { ...answers, '/api/Message/BulletinBoard': () => (fail ? new ApiError('transport', 'Links seem to get inaccessible.') : bulletins) },
    });
    const retry = await screen.findByRole('alert');
    expect(retry).toHaveTextContent('Part of your dashboard could not be loaded.');
    expect(reported.map((error) => error.message)).toEqual(['Links seem to get inaccessible.']);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Next class' })).toHaveTextContent('Wang Hao'));
    fail = false;
    await user.click(within(retry).getByRole('button', { name: 'Load again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Bulletin board' })).toHaveTextContent('Holiday schedule'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
