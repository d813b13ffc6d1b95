import { PostgresAdapter, sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { ClassRequestPointType } from '../../src/domain/class-request';
import { ClassStatus } from '../../src/domain/classes';
import { FEEL_MIN_RATINGS, RESPONSE_MIN_REQUESTS, RESPONSE_WINDOW_SECONDS, type RankingBoard } from '../../src/domain/rankings';
import type { Database } from '../db/schema';
import type { IsoRange } from './growth.repository';

/**
 * The leaderboards' queries (docs/rankings.md). Each board is a per-tutor score over a provider
 * month of stored events: `sort` orders it (highest first), `value` and `count` are what the board
 * shows. A page is one query, the tutor's own place and the number ranked another.
 */
type Db = Kysely<Database>;

export interface BoardPeriod {
  month: IsoRange;
  /** The month before (conversion progress compares the two). */
  previous: IsoRange;
}

export interface RankedRow {
  tutor_id: number;
  first_name: string;
  last_name: string;
  rnk: number;
  value: number;
  cnt: number;
}

export interface MyRankRow {
  total: number;
  rnk: number | null;
  value: number | null;
  cnt: number | null;
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Whether point `p` came within the response window of request `r` (ISO text instants, per dialect). */
function answeredInTime(db: Db): RawBuilder<unknown> {
  return isPostgres(db)
    ? sql`p.created_at::timestamptz <= r.created_at::timestamptz + make_interval(secs => ${RESPONSE_WINDOW_SECONDS})`
    : sql`p.created_at <= strftime('%Y-%m-%dT%H:%M:%fZ', r.created_at, ${`+${RESPONSE_WINDOW_SECONDS} seconds`})`;
}

/** The scores of one board: rows (tutor_id, sort, value, cnt). */
function scores(db: Db, board: RankingBoard, period: BoardPeriod): Expression<unknown> {
  const { month, previous } = period;
  switch (board) {
    case 'conversionOverall':
      return db
        .selectFrom('ledger_entries')
        .select(['tutor_id', sql<number>`count(*)`.as('sort'), sql<number>`count(*)`.as('value'), sql<number>`count(*)`.as('cnt')])
        .where('rule', '=', 'gv.trial_conversion')
        .where('counts_at', '>=', month.fromIso)
        .where('counts_at', '<', month.toIso)
        .groupBy('tutor_id');
    case 'conversionProgress': {
      const change = sql<number>`sum(case when counts_at >= ${month.fromIso} then 1 else -1 end)`;
      return db
        .selectFrom('ledger_entries')
        .select(['tutor_id', change.as('sort'), change.as('value'), sql<number>`sum(case when counts_at >= ${month.fromIso} then 1 else 0 end)`.as('cnt')])
        .where('rule', '=', 'gv.trial_conversion')
        .where('counts_at', '>=', previous.fromIso)
        .where('counts_at', '<', month.toIso)
        .groupBy('tutor_id');
    }
    case 'received':
      return db
        .selectFrom('class_requests')
        .select(['tutor_id', sql<number>`count(*)`.as('sort'), sql<number>`count(*)`.as('value'), sql<number>`count(*)`.as('cnt')])
        .where('created_at', '>=', month.fromIso)
        .where('created_at', '<', month.toIso)
        .groupBy('tutor_id');
    case 'response': {
      const answered = sql<number>`sum(case when exists (select 1 from class_request_points p where p.request_id = r.id and p.point_type = ${ClassRequestPointType.grab} and ${answeredInTime(db)}) then 1 else 0 end)`;
      return db
        .selectFrom('class_requests as r')
        .select(['r.tutor_id as tutor_id', sql<number>`${answered} * 1.0 / count(*)`.as('sort'), answered.as('value'), sql<number>`count(*)`.as('cnt')])
        .where('r.created_at', '>=', month.fromIso)
        .where('r.created_at', '<', month.toIso)
        .groupBy('r.tutor_id')
        .having(sql`count(*)`, '>=', RESPONSE_MIN_REQUESTS);
    }
    case 'feel':
      return db
        .selectFrom('classes')
        .select(['tutor_id', sql<number>`avg(student_rating * 1.0)`.as('sort'), sql<number>`sum(student_rating)`.as('value'), sql<number>`count(*)`.as('cnt')])
        .where('start_at', '>=', month.fromIso)
        .where('start_at', '<', month.toIso)
        .where('status', '=', ClassStatus.finished)
        .where('student_rating', 'is not', null)
        .groupBy('tutor_id')
        .having(sql`count(*)`, '>=', FEEL_MIN_RATINGS);
    case 'topTutors':
      return db
        .selectFrom('ledger_entries')
        .select(['tutor_id', sql<number>`sum(amount)`.as('sort'), sql<number>`sum(amount)`.as('value'), sql<number>`count(*)`.as('cnt')])
        .where('account', '=', 'teaching_points')
        .where('counts_at', '>=', month.fromIso)
        .where('counts_at', '<', month.toIso)
        .groupBy('tutor_id');
  }
}

/** Equal scores share a rank; the order within them (by tutor id) only keeps pages stable. */
const ranked = (db: Db, board: RankingBoard, period: BoardPeriod) =>
  sql`ranked as (select s.tutor_id, s.sort, s.value, s.cnt, rank() over (order by s.sort desc) as rnk from (${scores(db, board, period)}) s)`;

/** One page of a board, best first. */
export async function boardPage(db: Db, board: RankingBoard, period: BoardPeriod, page: { offset: number; limit: number }): Promise<RankedRow[]> {
  const result = await sql<RankedRow>`with ${ranked(db, board, period)}
    select ranked.tutor_id, u.first_name, u.last_name, ranked.rnk, ranked.value, ranked.cnt
    from ranked inner join users u on u.id = ranked.tutor_id
    order by ranked.sort desc, ranked.tutor_id asc
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return result.rows.map((row) => ({ ...row, tutor_id: Number(row.tutor_id), rnk: Number(row.rnk), value: Number(row.value), cnt: Number(row.cnt) }));
}

/** How many tutors a board ranks, and the tutor's own rank, value and count (null: not ranked). */
export async function boardPosition(db: Db, board: RankingBoard, period: BoardPeriod, tutorId: number): Promise<MyRankRow> {
  const result = await sql<MyRankRow>`with ${ranked(db, board, period)}
    select count(*) as total,
      max(case when tutor_id = ${tutorId} then rnk end) as rnk,
      max(case when tutor_id = ${tutorId} then value end) as value,
      max(case when tutor_id = ${tutorId} then cnt end) as cnt
    from ranked`.execute(db);
  const row = result.rows[0];
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return { total: Number(row?.total ?? 0), rnk: num(row?.rnk), value: num(row?.value), cnt: num(row?.cnt) };
}
