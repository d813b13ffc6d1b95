import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PageDeps } from '../../src/actors/page-logic';
import type { GrowthRankItem } from '../../src/domain/growth';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { scoresChanges } from './scores-changes';
import { GrowthRanking } from '../../src/views/pages/growth/growth-ranking';
import { fakeApi } from './shell-harness';

/** 23 tutors ranked; the signed-in tutor is number 12, on the second page. */
function renderRanking() {
  const all: GrowthRankItem[] = Array.from({ length: 23 }, (_, i) => ({ Rank: i + 1, TutorName: `Tutor ${i + 1}`, Score: 100 - i, IsMe: i === 11 }));
  const server = fakeApi({
    '/api/GrowthSystem/GetGrowthPonitRanking': (query: unknown) => {
      const { pageIndex, pageSize } = query as { pageIndex: number; pageSize: number };
      return { Month: '2026-11', Total: all.length, Items: all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize) };
    },
    '/api/GrowthSystem/GetTuGrowthRank': { Month: '2026-11', Rank: 12, Score: 89, Tutors: 23 },
  });
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
      <GrowthRanking />
    </TestPageLogicProvider>,
  );
  return server;
}

describe('the growth ranking card', () => {
  it('shows the tutor’s place and pages to find themselves marked', async () => {
    const server = renderRanking();
    const card = await screen.findByRole('region', { name: /Growth ranking/ });
    expect(within(card).getByTestId('my-growth-rank')).toHaveTextContent('You are number 12 of 23 with 89 growth this month.');
    const list = within(card).getByRole('list', { name: 'Growth ranking' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(card).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(card).getByRole('button', { name: 'Next' }));
    expect(await within(card).findByText('Page 2 of 3')).toBeInTheDocument();
    const me = within(within(card).getByRole('list', { name: 'Growth ranking' }))
      .getByText('Tutor 12 (you)')
      .closest('li');
    expect(me).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(card).getByRole('button', { name: 'Next' }));
    expect(await within(card).findByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(within(card).getByRole('list', { name: 'Growth ranking' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(server.callsTo('/api/GrowthSystem/GetGrowthPonitRanking').map((c) => c.query)).toEqual([
      { pageIndex: 1, pageSize: 10 },
      { pageIndex: 2, pageSize: 10 },
      { pageIndex: 3, pageSize: 10 },
    ]);
  });
});
