import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link } from 'wouter';
import { createRankingSummaryLogic } from '../../../actors/ranking-summary.actors';
import { RANKING_BOARDS, formatRankingValue } from '../../../domain/rankings';
import { useAreaLogic } from '../../page-logic-context';
import { useScoresChanged } from '../../use-scores-changed';

/** Top tutors this month and the tutor's place on every board, each linking to its ranking page. */
export function RankingsCard() {
  const card = useActorRef(useAreaLogic(createRankingSummaryLogic));
  const data = useSelector(card, (s) => s.context.data);
  const failed = useSelector(card, (s) => s.matches('failed'));
  useScoresChanged(() => card.send({ type: 'summary.reload' }));

  if (failed)
    return (
      <p role="alert">
        The rankings could not be loaded. <Button text size="small" label="Load again" onClick={() => card.send({ type: 'summary.retry' })} />
      </p>
    );
  if (!data) return <p>Loading the rankings…</p>;
  const { summary, top } = data;
  const boards = summary.Items.filter((item) => item.Path !== null);
  return (
    <section className="growth-card" aria-labelledby="growth-rankings-title">
      <h2 id="growth-rankings-title">
        Rankings <small>{summary.Month}</small>
      </h2>
      <div className="growth-rankings">
        <div>
          <h3>Top tutors</h3>
          <p>{top.Me ? `You are number ${top.Me.Rank} of ${top.Total} with ${top.Me.Value} teaching points.` : 'Earn teaching points this month to join.'}</p>
          <ol className="growth-ranking-list" aria-label="Top tutors">
            {top.Items.map((item) => (
              <li key={`${item.Rank}-${item.TutorName}`} className={item.IsMe ? 'is-me' : undefined} aria-current={item.IsMe ? 'true' : undefined}>
                <strong>{item.Rank}</strong> <span>{item.IsMe ? `${item.TutorName} (you)` : item.TutorName}</span> <span>{item.Value}</span>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3>Your place</h3>
          <ul className="growth-ranking-list growth-ranking-places" aria-label="Your place on each ranking">
            {boards.map((item) => (
              <li key={item.Board}>
                <Link href={item.Path!}>{item.Title}</Link>
                <span>
                  {item.Me
                    ? `${item.Me.Rank} of ${item.Total} (${formatRankingValue(item.Board, item.Me.Value)})`
                    : RANKING_BOARDS[item.Board].valueLabel + ': not ranked'}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
