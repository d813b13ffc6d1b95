import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { createLeaderboardLogic } from '../../../actors/leaderboard.actors';
import { RANKING_BOARDS, RANKING_PAGE_SIZE, formatRankingValue, myRankingLine, type RankingBoard } from '../../../domain/rankings';
import { selectBoardBusy, selectBoardFailed, selectBoardPage, selectPageCount, selectPageIndex } from '../../../machines/leaderboard.selectors';
import { useAreaLogic } from '../../page-logic-context';

/** One leaderboard: what it measures, the tutor's own place, a page of tutors and the pager. */
export function Leaderboard({ board }: { board: RankingBoard }) {
  const info = RANKING_BOARDS[board];
  const actor = useActorRef(useAreaLogic(createLeaderboardLogic), { input: { board, pageSize: RANKING_PAGE_SIZE } });
  const page = useSelector(actor, selectBoardPage);
  const pageIndex = useSelector(actor, selectPageIndex);
  const pages = useSelector(actor, selectPageCount);
  const busy = useSelector(actor, selectBoardBusy);
  const failed = useSelector(actor, selectBoardFailed);
  const titleId = `board-${board}`;

  return (
    <section className="ranking-board" aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId}>
        {info.title} {page && <small>{page.Month}</small>}
      </h2>
      <p className="ranking-definition">{info.description}</p>
      {failed && (
        <p role="alert">
          This ranking could not be loaded. <Button text size="small" label="Load again" onClick={() => actor.send({ type: 'board.retry' })} />
        </p>
      )}
      {!page && !failed && <p>Loading the ranking…</p>}
      {page && (
        <>
          <p className="ranking-me" data-testid={`my-rank-${board}`}>
            {myRankingLine(board, page)}
          </p>
          {page.Items.length === 0 ? (
            <p>No tutor is in this ranking this month yet.</p>
          ) : (
            <table className="ranking-table" aria-label={info.title}>
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  <th scope="col">Tutor</th>
                  <th scope="col">{info.valueLabel}</th>
                  {info.countLabel && <th scope="col">{info.countLabel}</th>}
                </tr>
              </thead>
              <tbody>
                {page.Items.map((item) => (
                  <tr key={`${item.Rank}-${item.TutorName}`} className={item.IsMe ? 'is-me' : undefined} aria-current={item.IsMe ? 'true' : undefined}>
                    <td>{item.Rank}</td>
                    <td>{item.IsMe ? `${item.TutorName} (you)` : item.TutorName}</td>
                    <td>{formatRankingValue(board, item.Value)}</td>
                    {info.countLabel && <td>{item.Count ?? ''}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <nav className="ranking-pages" aria-label={`${info.title} pages`}>
            <Button
              text
              size="small"
              label="Previous"
              disabled={pageIndex <= 1 || busy}
              onClick={() => actor.send({ type: 'board.page', pageIndex: pageIndex - 1 })}
            />
            <span>
              Page {pageIndex} of {pages}
            </span>
            <Button
              text
              size="small"
              label="Next"
              disabled={pageIndex >= pages || busy}
              onClick={() => actor.send({ type: 'board.page', pageIndex: pageIndex + 1 })}
            />
          </nav>
        </>
      )}
    </section>
  );
}
