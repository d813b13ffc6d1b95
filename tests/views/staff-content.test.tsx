import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PageDeps } from '../../src/actors/page-logic';
import { StaffContentMessages, type ContentDraft } from '../../src/domain/staff-content';
import type { ContentListItem } from '../../src/machines/staff-content.machine';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { ContentView } from '../../src/views/pages/staff/content';
import { fakeApi } from './shell-harness';

const bulletin: ContentListItem = {
  Id: 7,
  Kind: 'bulletin',
  Title: 'Network check before class',
  Body: 'Run the Network Test 15 minutes before class.',
  ImageUrl: '',
  LinkUrl: '',
  StartsAt: '2026-11-20T01:00:00.000Z',
  EndsAt: null,
  SortOrder: 0,
  NoticeKind: null,
  TutorGroup: null,
  Active: true,
  Running: true,
};
const notice: ContentListItem = {
  ...bulletin,
  Id: 3,
  Kind: 'notice',
  Title: 'Merry Christmas',
  Body: 'Thank you for a wonderful year.',
  StartsAt: '2026-12-24',
  EndsAt: '2026-12-25',
  NoticeKind: 'holiday',
  Running: false,
};

function renderContent() {
  const fake = fakeApi({
    '/api/Staff/Content': (query: unknown) => {
      const kind = (query as { kind: string }).kind;
      return kind === 'bulletin' ? { Items: [bulletin], Total: 1 } : kind === 'notice' ? { Items: [notice], Total: 1 } : { Items: [], Total: 0 };
    },
    '/api/Staff/SaveContent': (_query: unknown, body: unknown) => ({ ...(body as ContentDraft), Id: 8, Running: true }),
    '/api/Staff/DeleteContent': true,
  });
  const messages: Record<string, string> = {
    '/api/Staff/SaveContent': StaffContentMessages.created,
    '/api/Staff/DeleteContent': StaffContentMessages.deleted,
  };
  const api = {
    ...fake.api,
    postWithMessage: async (p: string, body?: unknown, query?: Record<string, unknown>) => ({
      body: await fake.api.post(p, body, query),
      message: messages[p] ?? '',
    }),
  };
  render(
    <TestPageLogicProvider deps={{ api, reportError: () => {} } as unknown as PageDeps}>
      <ContentView />
    </TestPageLogicProvider>,
  );
  return fake;
}

describe('staff console: content', () => {
  it('lists bulletins with whether they run; refuses a bulletin without text before sending; publishes one', async () => {
    const fake = renderContent();
    const table = await screen.findByRole('table', { name: 'Bulletins' });
    expect(within(table).getByRole('row', { name: /Network check before class/ })).toHaveTextContent('Running');
    const form = screen.getByRole('form', { name: 'New bulletin' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Holiday weeks');
    await userEvent.type(within(form).getByLabelText('From (your time)'), '2026-12-01T09:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(StaffContentMessages.bodyRequired);
    expect(fake.callsTo('/api/Staff/SaveContent')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Text'), 'Plot your holiday weeks by Friday.');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('status')).toHaveTextContent(StaffContentMessages.created);
    const [sent] = fake.callsTo('/api/Staff/SaveContent');
    expect(sent?.body).toMatchObject({ Kind: 'bulletin', Title: 'Holiday weeks', Body: 'Plot your holiday weeks by Friday.', EndsAt: null });
    expect(new Date((sent?.body as ContentDraft).StartsAt).getTime()).toBe(new Date('2026-12-01T09:00').getTime());
    expect(within(screen.getByRole('form', { name: 'New bulletin' })).getByLabelText('Title')).toHaveValue('');
  });

  it('switches to layout notices, edits one by its days, and deletes another only after confirming', async () => {
    const fake = renderContent();
    await screen.findByRole('table', { name: 'Bulletins' });
    await userEvent.click(screen.getByRole('button', { name: 'Layout notices' }));
    const table = await screen.findByRole('table', { name: 'Layout notices' });
    expect(within(table).getByRole('row', { name: /Merry Christmas/ })).toHaveTextContent('Not running');
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Merry Christmas' }));
    const form = screen.getByRole('form', { name: 'Edit layout notice' });
    expect(within(form).getByLabelText('First day')).toHaveValue('2026-12-24');
    await userEvent.clear(within(form).getByLabelText('Last day'));
    await userEvent.type(within(form).getByLabelText('Last day'), '2026-12-26');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    expect(fake.callsTo('/api/Staff/SaveContent')[0]?.body).toMatchObject({
      Kind: 'notice',
      Id: 3,
      NoticeKind: 'holiday',
      StartsAt: '2026-12-24',
      EndsAt: '2026-12-26',
    });
    expect(screen.getByRole('form', { name: 'New layout notice' })).toBeInTheDocument();

    await userEvent.click(within(await screen.findByRole('table', { name: 'Layout notices' })).getByRole('button', { name: 'Delete Merry Christmas' }));
    expect(fake.callsTo('/api/Staff/DeleteContent')).toHaveLength(0);
    await userEvent.click(within(screen.getByRole('group', { name: 'Delete Merry Christmas?' })).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(StaffContentMessages.deleted);
    expect(fake.callsTo('/api/Staff/DeleteContent')[0]?.body).toEqual({ Kind: 'notice', Id: 3 });
  });
});
