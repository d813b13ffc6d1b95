import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps } from '../../src/actors/page-logic';
import { SOP_ITEMS, summarizeSop, type SopClassScore, type SopScorePage } from '../../src/domain/sop';
import SopPage from '../../src/views/pages/sop/sop.page';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { fakeApi } from './shell-harness';

/** Twelve scored classes, one a month back; the eleventh falls short on correction and material. */
function scoredClass(index: number): SopClassScore {
  const items = SOP_ITEMS.map(({ item, title, max }) => ({
    Item: item,
    Title: title,
    Score: index === 10 && item === 'correction' ? 2 : index === 10 && item === 'material' ? 10 : max,
    MaxScore: max,
  }));
  const score = items.reduce((sum, item) => sum + item.Score, 0);
  return {
    ClassId: 500 + index,
    ClassTime: new Date(Date.UTC(2026, 10, 20 - index * 2, 2)).toISOString(),
    StudentName: `Student ${index}`,
    CourseName: 'Adult Conversation',
    ClassType: 'regular',
    Score: score,
    Passed: score >= 80,
    Evaluator: 'QA Mark',
    EvaluatedAt: new Date(Date.UTC(2026, 10, 21 - index * 2)).toISOString(),
    Comment: index === 10 ? 'Correct the student more often.' : '',
    Items: items,
  };
}

function renderSop(path: string) {
  const all = Array.from({ length: 12 }, (_, index) => scoredClass(index));
  const { api, callsTo } = fakeApi({
    '/api/SOP/GetScoreClassList': (query: unknown) => {
      const { pageIndex, pageSize, month } = query as { pageIndex: number; pageSize: number; month?: string };
      const of = all.filter((item) => !month || item.ClassTime.startsWith(month));
      return {
        Total: of.length,
        PageIndex: pageIndex,
        PageSize: pageSize,
        Items: of.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
      } satisfies SopScorePage;
    },
    '/api/SOP/GetAssessmentSummary': () =>
      summarizeSop(
        all.map((item) => ({ month: item.ClassTime.slice(0, 7), items: item.Items.map((entry) => ({ item: entry.Item, score: entry.Score })) })),
        ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
      ),
  });
  const deps = { api, reportError: () => {}, startUpload: () => {}, notify: () => {}, menuLoaded: () => {}, messagesChanged: () => {} } as unknown as PageDeps;
  render(
    <TestPageLogicProvider deps={deps}>
      <Router hook={memoryLocation({ path }).hook}>
        <SopPage />
      </Router>
    </TestPageLogicProvider>,
  );
  return { callsTo };
}

describe('the SOP pages', () => {
  it('lists the scored classes a page at a time and opens one to its item scores', async () => {
    const { callsTo } = renderSop('/SOP');
    expect(screen.getByRole('link', { name: 'Score per class' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'SOP scores' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    // 02:00 UTC is 10:00 AM in Manila, the provider's zone the page names (the browser's zone is UTC here).
    expect(within(table).getByText('Student 0').closest('tr')).toHaveTextContent('Nov 20, 2026, 10:00 AM');
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const second = await screen.findByText('Student 10');
    const row = second.closest('tr')!;
    expect(within(row).getByText('Below the standard')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /^Show items/ }));
    const items = screen.getByRole('list', { name: /^Item scores/ });
    expect(within(items).getByRole('progressbar', { name: 'Error correction' })).toHaveAttribute('value', '2');
    expect(within(items).getByText('Comment: Correct the student more often.')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /^Hide items/ }));
    expect(screen.queryByRole('list', { name: /^Item scores/ })).not.toBeInTheDocument();
    expect(callsTo('/api/SOP/GetScoreClassList').map((call) => call.query)).toEqual([
      { pageIndex: 1, pageSize: 10 },
      { pageIndex: 2, pageSize: 10 },
    ]);
  });

  it('narrows to a month and back to every month', async () => {
    const { callsTo } = renderSop('/SOP/scoreClass');
    await screen.findByRole('table', { name: 'SOP scores' });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
    await screen.findByText('Student 11');
    expect(screen.queryByText('Student 0')).not.toBeInTheDocument();
    expect(callsTo('/api/SOP/GetScoreClassList').at(-1)?.query).toEqual({ pageIndex: 1, pageSize: 10, month: '2026-10' });
    await userEvent.click(screen.getByRole('button', { name: 'All months' }));
    expect(await screen.findByText('Student 0')).toBeInTheDocument();
  });

  it('summarises the months and the items, naming the one to work on', async () => {
    renderSop('/SOP/assessmentSummary');
    expect(screen.getByRole('link', { name: 'Assessment summary' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Assessment summary' })).toBeInTheDocument();
    const figures = screen.getByText('Scored classes', { selector: 'dt' }).closest('dl')!;
    expect(within(figures).getByText('12')).toBeInTheDocument();
    expect(within(figures).getByText('Error correction')).toBeInTheDocument();
    const months = screen.getByRole('table', { name: 'SOP scores by month' });
    expect(within(months).getByRole('rowheader', { name: '2026-06' }).closest('tr')).toHaveTextContent('2026-060–0');
    const items = screen.getByRole('list', { name: 'SOP items' });
    expect(within(items).getByRole('progressbar', { name: 'Error correction' })).toHaveAttribute('value', String(Math.round(((11 * 100 + 10) / 12) * 10) / 10));
  });
});
