import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { createGrowthRankingLogic } from '../../../actors/growth-ranking.actors';
import { GROWTH_RANKING_PAGE_SIZE, rankingPageCount } from '../../../domain/growth';
import { useAreaLogic } from '../../page-logic-context';
import { useScoresChanged } from '../../use-scores-changed';

/** This month's growth ranking: the tutor's own place, and the ranking a page at a time. */
export function GrowthRanking() {
  const ranking = useActorRef(useAreaLogic(createGrowthRankingLogic));
  const data = useSelector(ranking, (s) => s.context.data);
  const pageIndex = useSelector(ranking, (s) => s.context.pageIndex);
  const loading = useSelector(ranking, (s) => s.matches('loading'));
  const failed = useSelector(ranking, (s) => s.matches('failed'));
  // Claimed growth moves this month's ranking: the page shown loads again.
  useScoresChanged(() => ranking.send({ type: 'ranking.page', pageIndex: ranking.getSnapshot().context.pageIndex }));

  if (failed)
    return (
      <p role="alert">
        The growth ranking could not be loaded. <Button text size="small" label="Load again" onClick={() => ranking.send({ type: 'ranking.retry' })} />
      </p>
    );
  if (!data) return <p>Loading the growth ranking…</p>;
  const { page, mine } = data;
  const pages = rankingPageCount(page.Total, GROWTH_RANKING_PAGE_SIZE);
  return (
    <section className="growth-card growth-ranking" aria-labelledby="growth-ranking-title">
      <h2 id="growth-ranking-title">
        Growth ranking <small>{mine.Month}</small>
      </h2>
      <p data-testid="my-growth-rank">
        {mine.Rank > 0 ? `You are number ${mine.Rank} of ${mine.Tutors} with ${mine.Score} growth this month.` : 'Earn growth this month to join the ranking.'}
      </p>
      {page.Items.length === 0 ? (
        <p>No tutor has earned growth this month yet.</p>
      ) : (
        <ol className="growth-ranking-list" aria-label="Growth ranking" aria-busy={loading}>
          {page.Items.map((item) => (
            <li key={item.Rank} className={item.IsMe ? 'is-me' : undefined} aria-current={item.IsMe ? 'true' : undefined}>
              <strong>{item.Rank}</strong> <span>{item.IsMe ? `${item.TutorName} (you)` : item.TutorName}</span> <span>{item.Score}</span>
            </li>
          ))}
        </ol>
      )}
      <nav className="growth-ranking-pages" aria-label="Ranking pages">
        <Button
          text
          size="small"
          label="Previous"
          disabled={pageIndex <= 1 || loading}
          onClick={() => ranking.send({ type: 'ranking.page', pageIndex: pageIndex - 1 })}
        />
        <span>
          Page {pageIndex} of {pages}
        </span>
        <Button
          text
          size="small"
          label="Next"
          disabled={pageIndex >= pages || loading}
          onClick={() => ranking.send({ type: 'ranking.page', pageIndex: pageIndex + 1 })}
        />
      </nav>
    </section>
  );
}
