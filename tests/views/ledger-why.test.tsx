import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LedgerEntriesPage, LedgerEntryView } from '../../src/domain/ledger-view';
import HomePage from '../../src/views/pages/home/home.page';
import { AppShell } from '../../src/views/shell/app-shell';
import { demoAnswers, renderInShell } from './shell-harness';

const entry = (id: number, overrides: Partial<LedgerEntryView> = {}): LedgerEntryView => ({
  Id: id,
  Rule: 'tp.completed_class',
  RuleLabel: 'Completed class',
  Amount: 0.2,
  SourceType: 'class',
  SourceId: String(500 + id),
  SourceLink: `/classDetail/${500 + id}`,
  CountsAt: '2025-03-0' + ((id % 9) + 1) + 'T10:25:00.000Z',
  Note: '',
  ...overrides,
});

/** 12 entries: the first page of 10, then 2. */
function entriesAnswer(body: unknown): LedgerEntriesPage {
  const { account, pageIndex } = body as { account: string; pageIndex: number };
  const all = [entry(1, { Rule: 'tp.five_star', RuleLabel: '5-star rating', Amount: 2 }), ...Array.from({ length: 11 }, (_, i) => entry(i + 2))];
  return {
    Account: account as LedgerEntriesPage['Account'],
    Month: '2025-03',
    MonthTotal: 4.2,
    Days: [
      { Day: '2025-03-01', Amount: 2.2 },
      { Day: '2025-03-02', Amount: 2 },
    ],
    Total: all.length,
    Items: all.slice((pageIndex - 1) * 10, pageIndex * 10),
  };
}

describe('"why did this move?"', () => {
  it('opens on Teaching Points with the entries behind it (rule, source linked to its class, time), paged', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderInShell(<AppShell>page</AppShell>, {
      answers: {
        ...demoAnswers(),
        '/api/Ledger/Entries': (_query: unknown, body: unknown) => entriesAnswer(body),
      },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Why did Teaching Points move?',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Why Teaching Points moved',
    });
    const table = await within(dialog).findByRole('table', {
      name: 'Entries behind Teaching Points',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('cell', { name: '5-star rating' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Class 501' })).toHaveAttribute('href', '/classDetail/501');
    // 10:25 UTC is 6:25 PM in Manila, the provider's zone the dialog names (the browser's zone is UTC here).
    expect(within(table).getByRole('row', { name: /5-star rating/ })).toHaveTextContent('Mar 2, 2025, 6:25 PM');
    expect(within(dialog).getByText('Times in Asia/Manila.')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', {
        name: 'Teaching Points this month: +4.2 over 2 days',
      }),
    ).toBeInTheDocument();
    expect(callsTo('/api/Ledger/Entries').at(-1)?.body).toEqual({
      account: 'teaching_points',
      pageIndex: 1,
      pageSize: 10,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(dialog).getByText('Page 2 of 2')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(3));
    expect(within(dialog).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('opens Flowers on its own account, and offers to load again when the call fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { callsTo } = renderInShell(<AppShell>page</AppShell>, {
      answers: {
        ...demoAnswers(),
        '/api/Ledger/Entries': (_query: unknown, body: unknown) => {
          if (fail) throw new Error('Links seem to get inaccessible.');
          return entriesAnswer(body);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Why did Flowers move?' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Why Flowers moved',
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The entries could not be loaded.');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Load again' }));
    expect(
      await within(dialog).findByRole('table', {
        name: 'Entries behind Flowers',
      }),
    ).toBeInTheDocument();
    expect(callsTo('/api/Ledger/Entries').map((call) => (call.body as { account: string }).account)).toEqual(['flowers', 'flowers']);
  });

  it("opens from the dashboard's figures too", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderInShell(<HomePage />, {
      answers: { ...demoAnswers(), '/api/Ledger/Entries': (_query: unknown, body: unknown) => entriesAnswer(body) },
    });
    const scores = await screen.findByRole('region', { name: 'Scores and points' });
    await user.click(await within(scores).findByRole('button', { name: 'Why did Flowers move?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why Flowers moved' });
    expect(await within(dialog).findByRole('table', { name: 'Entries behind Flowers' })).toBeInTheDocument();
    expect(callsTo('/api/Ledger/Entries').at(-1)?.body).toMatchObject({ account: 'flowers', pageIndex: 1 });
  });
});
