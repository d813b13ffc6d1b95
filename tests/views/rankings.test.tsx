import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PageDeps } from '../../src/actors/page-logic';
import type { RankingItem, RankingPage } from '../../src/domain/rankings';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import ConversionRankingPage from '../../src/views/pages/rankings/conversion-ranking.page';
import ResponseRateRankingPage from '../../src/views/pages/rankings/response-rate-ranking.page';
import { fakeApi } from './shell-harness';

type Routes = Parameters<typeof fakeApi>[0];

/** A board's own section, found by its heading (the page's section has the page's title). */
const boardNamed = (name: RegExp) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

function renderPage(Page: () => React.JSX.Element, routes: Routes) {
  const server = fakeApi(routes);
  const deps = {
    api: server.api,
    reportError: () => {},
    startUpload: () => {},
    notify: () => {},
    menuLoaded: () => {},
    messagesChanged: () => {},
  } as unknown as PageDeps;
  render(
    <TestPageLogicProvider deps={deps}>
      <Page />
    </TestPageLogicProvider>,
  );
  return server;
}

/** `total` tutors ranked by a falling value; the signed-in tutor is number `me`. */
function boardOf(board: RankingPage['Board'], total: number, me: number | null, value: (i: number) => number, count: number | null = null) {
  const all: RankingItem[] = Array.from({ length: total }, (_, i) => ({
    Rank: i + 1,
    TutorName: `Tutor ${i + 1}`,
    Value: value(i),
    Count: count,
    IsMe: i + 1 === me,
  }));
  return (query: unknown): RankingPage => {
    const { pageIndex, pageSize } = query as { pageIndex: number; pageSize: number };
    const mine = me === null ? null : all[me - 1]!;
    return {
      Board: board,
      Month: '2026-11',
      Total: total,
      Items: all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
      Me: mine && { Rank: mine.Rank, Value: mine.Value, Count: mine.Count },
    };
  };
}

describe('the ranking pages', () => {
  it('shows both conversion boards with their definitions, the tutor’s place, and pages to the tutor’s line', async () => {
    const server = renderPage(ConversionRankingPage, {
      '/api/tutordata/GetConversionOverallLeaderboard': boardOf('conversionOverall', 14, 12, (i) => 20 - i),
      '/api/tutordata/GetConversionProgressLeaderboard': boardOf('conversionProgress', 3, null, (i) => 2 - i * 2, 4),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Conversion ranking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conversion ranking' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '10s response rate ranking' })).toHaveAttribute('href', '/10sResponseRateRanking');

    const overall = boardNamed(/^Conversion ranking/);
    expect(await within(overall).findByText('You are number 12 of 14 (9).')).toBeInTheDocument();
    expect(within(overall).getByText(/first regular class/)).toBeInTheDocument();
    const table = within(overall).getByRole('table', { name: 'Conversion ranking' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('columnheader', { name: 'Conversions' })).toBeInTheDocument();
    expect(within(overall).getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(overall).getByRole('button', { name: 'Next' }));
    const mine = (await within(overall).findByText('Tutor 12 (you)')).closest('tr');
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(within(overall).getByRole('button', { name: 'Next' })).toBeDisabled();

    const progress = boardNamed(/^Conversion progress/);
    expect(await within(progress).findByText('You are not in this ranking this month yet.')).toBeInTheDocument();
    const rows = within(within(progress).getByRole('table', { name: 'Conversion progress' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['RankTutorMore than last monthThis month', '1Tutor 1+24', '2Tutor 204', '3Tutor 3-24']);
    expect(server.callsTo('/api/tutordata/GetConversionOverallLeaderboard').map((c) => c.query)).toEqual([
      { pageIndex: 1, pageSize: 10 },
      { pageIndex: 2, pageSize: 10 },
    ]);
  });

  it('reads the response rate as a percentage, and offers to load again after a failure', async () => {
    let fail = true;
    const rate = boardOf('response', 2, 2, (i) => [100, 75][i]!, 12);
    renderPage(ResponseRateRankingPage, {
      '/api/tutordata/GetDidiResponseRankingList': (query: unknown) => {
        if (fail) throw new Error('offline');
        return rate(query);
      },
    });
    const board = boardNamed(/10s response rate ranking/);
    expect(await within(board).findByRole('alert')).toHaveTextContent('This ranking could not be loaded.');
    fail = false;
    await userEvent.click(within(board).getByRole('button', { name: 'Load again' }));
    expect(await within(board).findByText('You are number 2 of 2 (75%).')).toBeInTheDocument();
    expect(within(board).getByRole('columnheader', { name: 'Answered within 10 s' })).toBeInTheDocument();
    expect(within(board).getByText('100%')).toBeInTheDocument();
  });
});
