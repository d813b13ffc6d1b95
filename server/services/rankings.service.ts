import type { Kysely } from 'kysely';
import { roundPoints } from '../../src/domain/growth';
import { fromHundredths } from '../../src/domain/ledger';
import { addMonths, localMonth, monthPeriod } from '../../src/domain/provider-time';
import {
  RANKING_BOARDS,
  TOP_TUTORS_SHOWN,
  averageRating,
  responseRatePercent,
  type MyRanking,
  type RankingBoard,
  type RankingPage,
  type RankingSummary,
} from '../../src/domain/rankings';
import type { Database } from '../db/schema';
import type { Clock } from './clock';
import { boardPage, boardPosition, type BoardPeriod } from '../repositories/rankings.repository';

export interface RankingDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: { shell: { providerTimeZone: string } };
}

/** This provider month and the one before, as UTC ranges. */
function periodNow(deps: RankingDeps): { key: string; period: BoardPeriod } {
  const zone = deps.config.shell.providerTimeZone;
  const month = localMonth(deps.clock.now().getTime(), zone);
  const previous = monthPeriod(addMonths(month.key, -1), zone);
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    key: month.key,
    period: { month: { fromIso: iso(month.startMs), toIso: iso(month.endMs) }, previous: { fromIso: iso(previous.startMs), toIso: iso(previous.endMs) } },
  };
}

/** A board's stored value and count as the tutor reads them. */
function shown(board: RankingBoard, value: number, count: number): { Value: number; Count: number | null } {
  switch (board) {
    case 'response':
      return { Value: responseRatePercent(value, count), Count: count };
    case 'feel':
      return { Value: averageRating(value, count), Count: count };
    case 'topTutors':
      return { Value: roundPoints(fromHundredths(value)), Count: null };
    case 'conversionProgress':
      return { Value: value, Count: count };
    default:
      return { Value: value, Count: null };
  }
}

/** A ranked tutor's name as other tutors see it: first name and last initial. */
const publicName = (first: string, last: string) => `${first} ${last.slice(0, 1)}${last ? '.' : ''}`.trim();

/** One page of a board this provider month, with the tutor's own place: two queries. */
export async function rankingPage(
  deps: RankingDeps,
  tutorId: number,
  board: RankingBoard,
  page: { pageIndex: number; pageSize: number },
): Promise<RankingPage> {
  const { key, period } = periodNow(deps);
  const offset = (page.pageIndex - 1) * page.pageSize;
  const [rows, mine] = await Promise.all([boardPage(deps.db, board, period, { offset, limit: page.pageSize }), boardPosition(deps.db, board, period, tutorId)]);
  return {
    Board: board,
    Month: key,
    Total: mine.total,
    Items: rows.map((row) => ({
      Rank: row.rnk,
      TutorName: publicName(row.first_name, row.last_name),
      IsMe: row.tutor_id === tutorId,
      ...shown(board, row.value, row.cnt),
    })),
    Me: myRanking(board, mine),
  };
}

function myRanking(board: RankingBoard, row: { rnk: number | null; value: number | null; cnt: number | null }): MyRanking | null {
  if (row.rnk === null) return null;
  return { Rank: row.rnk, ...shown(board, row.value ?? 0, row.cnt ?? 0) };
}

/** GetTuTopTutorRank: this month's leaders by teaching points and the tutor's own place. */
export function topTutors(deps: RankingDeps, tutorId: number): Promise<RankingPage> {
  return rankingPage(deps, tutorId, 'topTutors', { pageIndex: 1, pageSize: TOP_TUTORS_SHOWN });
}

/** GetRankingSummary: the tutor's place on every board this month (one query a board). */
export async function rankingSummary(deps: RankingDeps, tutorId: number): Promise<RankingSummary> {
  const { key, period } = periodNow(deps);
  const boards = Object.values(RANKING_BOARDS);
  const positions = await Promise.all(boards.map((info) => boardPosition(deps.db, info.board, period, tutorId)));
  return {
    Month: key,
    Items: boards.map((info, i) => {
      const position = positions[i]!;
      return { Board: info.board, Title: info.title, Path: info.path, Total: position.total, Me: myRanking(info.board, position) };
    }),
  };
}
