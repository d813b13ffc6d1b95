import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PageDeps } from '../../src/actors/page-logic';
import type { TrainingClassLine, TrainingClassPage } from '../../src/domain/training-resources';
import { TrainingResourcesMessages } from '../../src/domain/training-resources';
import { TrainingClassesSection } from '../../src/views/pages/training/training-classes';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { fakeApi } from './shell-harness';

const started: TrainingClassLine = {
  ClassId: 31,
  Kind: 'training',
  Title: 'Classroom management',
  TrainerName: 'Coach Ana',
  ScheduleStart: new Date(Date.now() - 10 * 60_000).toISOString(),
  ScheduleEnd: new Date(Date.now() + 20 * 60_000).toISOString(),
  Status: 'booked',
  VideoLink: '',
  Result: null,
  ResultComment: '',
  AbsentParty: null,
  TraineeComment: '',
  TrainerAbsentReported: false,
  Rating: null,
};
const later: TrainingClassLine = { ...started, ClassId: 32, Title: 'Phonics', ScheduleStart: '2099-11-20T01:00:00.000Z' };

function renderSection() {
  const pageOf = (items: TrainingClassLine[]): TrainingClassPage => ({ Total: items.length, PageIndex: 1, PageSize: 10, Items: items });
  const fake = fakeApi({
    '/api/teachInfo/MaterialTrainerInfo': (query: { timeFlag: number }) => (query.timeFlag === 0 ? pageOf([started, later]) : pageOf([])),
    '/api/teachInfo/TrainerAbsent': { ...started, TrainerAbsentReported: true },
    '/api/teachInfo/TrainClassStatus': (_query: unknown, body: { comment: string }) => ({ ...started, TraineeComment: body.comment }),
  });
  const messages: Record<string, string> = {
    '/api/teachInfo/TrainerAbsent': TrainingResourcesMessages.reported,
    '/api/teachInfo/TrainClassStatus': TrainingResourcesMessages.commented,
  };
  const api = {
    ...fake.api,
    postWithMessage: async (p: string, body?: unknown, query?: Record<string, unknown>) => ({
      body: await fake.api.post(p, body, query),
      message: messages[p] ?? '',
    }),
  };
  const deps = { api, reportError: () => {}, startUpload: () => {}, notify: () => {}, menuLoaded: () => {}, messagesChanged: () => {} } as unknown as PageDeps;
  render(
    <TestPageLogicProvider deps={deps}>
      <TrainingClassesSection />
    </TestPageLogicProvider>,
  );
  return fake;
}

describe('my training classes', () => {
  it('lets the trainee report an absent trainer and comment once a class has started, not before', async () => {
    const fake = renderSection();
    const list = await screen.findByRole('list', { name: 'Training classes to come' });
    const now = within(list).getByRole('listitem', { name: 'Classroom management' });
    const tomorrow = within(list).getByRole('listitem', { name: 'Phonics' });
    expect(within(tomorrow).queryByRole('button', { name: 'The trainer did not come' })).not.toBeInTheDocument();
    expect(within(tomorrow).queryByRole('form')).not.toBeInTheDocument();
    // 01:00 UTC is 9:00 AM in Manila, named once for the list.
    expect(within(tomorrow).getByText('with Coach Ana, Nov 20, 2099, 9:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();

    await userEvent.click(within(now).getByRole('button', { name: 'The trainer did not come' }));
    expect(await screen.findByRole('status')).toHaveTextContent(TrainingResourcesMessages.reported);
    expect(within(now).getByRole('button', { name: 'Trainer absence reported' })).toBeDisabled();

    await userEvent.type(within(now).getByLabelText('How did it go?'), 'The trainer came late.');
    await userEvent.click(within(now).getByRole('button', { name: 'Save comment' }));
    expect(await screen.findByText(TrainingResourcesMessages.commented)).toBeInTheDocument();
    expect(fake.callsTo('/api/teachInfo/TrainClassStatus').map((call) => call.body)).toEqual([{ id: 31, comment: 'The trainer came late.' }]);
    expect(fake.callsTo('/api/teachInfo/TrainerAbsent').map((call) => call.query)).toEqual([{ classId: 31 }]);

    await userEvent.click(screen.getByRole('button', { name: 'Past' }));
    expect(await screen.findByText('No training classes here.')).toBeInTheDocument();
  });
});
