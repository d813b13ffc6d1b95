import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps } from '../../src/actors/page-logic';
import type { EntryKeyAnswer } from '../../src/domain/training-platforms';
import TrainingCenterPage from '../../src/views/pages/training/training-center.page';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { fakeApi } from './shell-harness';

const entryKey: EntryKeyAnswer = {
  EntryKey: 'ek-1',
  IdToken: 'header.payload.sig',
  Platforms: { moodle: 'https://moodle.provider.com', academy: 'https://academy.provider.net' },
  TestUrl: 'http://localhost:8090',
  ProductionHosts: ['tutor.provider.com'],
};

function renderCenter(path: string, answer: EntryKeyAnswer = entryKey) {
  const { api, callsTo } = fakeApi({
    '/api/TeachUser/GetEntryKey': answer,
    '/api/Message/GetTutorMoodleMsgList': {
      total: 1,
      items: [
        {
          mid: 3,
          kind: 'moodle',
          type: 1,
          title: 'New course: Phonics',
          content: 'Enrol on the training platform.',
          isRead: false,
          readTime: null,
          createTime: '2026-11-20T02:00:00.000Z',
          remind: false,
          noticeStatus: 0,
          refuseReason: '',
        },
      ],
    },
  });
  const deps = { api, reportError: () => {}, startUpload: () => {}, notify: () => {}, menuLoaded: () => {}, messagesChanged: () => {} } as unknown as PageDeps;
  const location = memoryLocation({ path, record: true });
  render(
    <TestPageLogicProvider deps={deps}>
      <Router hook={location.hook}>
        <TrainingCenterPage />
      </Router>
    </TestPageLogicProvider>,
  );
  return { callsTo, location };
}

describe('the training center', () => {
  it('shows the training-platform messages with both platforms opened signed in, on the test host here', async () => {
    const { callsTo } = renderCenter('/trainingCenter/moodleMessage');
    expect(screen.getByRole('link', { name: 'Training Messages' })).toHaveAttribute('aria-current', 'page');
    const messages = await screen.findByRole('list', { name: 'Training platform messages' });
    expect(within(messages).getByText('New course: Phonics')).toBeInTheDocument();
    // 02:00 UTC is 10:00 AM in Manila, named once for the list.
    expect(within(messages).getByText('Nov 20, 2026, 10:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();
    const platforms = await screen.findByRole('navigation', { name: 'Training platforms' });
    const links = within(platforms).getAllByRole('link');
    expect(links.map((link) => link.textContent?.trim())).toEqual(['Moodle training platform', 'Teaching academy']);
    for (const [index, link] of links.entries()) {
      const url = new URL(link.getAttribute('href')!);
      expect(url.host).toBe('localhost:8090');
      expect(url.searchParams.get('platform')).toBe(['moodle', 'academy'][index]);
      expect(url.searchParams.get('id_token')).toBe('header.payload.sig');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(callsTo('/api/TeachUser/GetEntryKey')).toHaveLength(1);
  });

  it('sends each platform to its own host when the page is on a production host', async () => {
    renderCenter('/trainingCenter/moodleMessage', { ...entryKey, ProductionHosts: [window.location.host] });
    const platforms = await screen.findByRole('navigation', { name: 'Training platforms' });
    expect(
      within(platforms)
        .getAllByRole('link')
        .map((link) => new URL(link.getAttribute('href')!).host),
    ).toEqual(['moodle.provider.com', 'academy.provider.net']);
  });

  it('shows no platform links without an entry key', async () => {
    const { callsTo } = renderCenter('/trainingCenter/moodleMessage', { ...entryKey, EntryKey: '' });
    await screen.findByRole('list', { name: 'Training platform messages' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callsTo('/api/TeachUser/GetEntryKey')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Training platforms' })).not.toBeInTheDocument();
  });

  it('moves between its tabs by link', async () => {
    const { location } = renderCenter('/trainingCenter/moodleMessage');
    await userEvent.click(screen.getByRole('link', { name: 'Training Kit' }));
    expect(location.history?.at(-1)).toBe('/trainingKit');
  });
});
