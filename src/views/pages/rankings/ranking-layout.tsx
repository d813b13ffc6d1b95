import { Link } from 'wouter';
import { RANKING_PAGES } from '../../../domain/rankings';
import '../../styles/rankings.css';
import { Leaderboard } from './leaderboard';

type RankingPagePath = (typeof RANKING_PAGES)[number]['path'];

/** A ranking page: the links between the four rankings, and the boards of this one. */
export function RankingLayout({ path }: { path: RankingPagePath }) {
  const current = RANKING_PAGES.find((p) => p.path === path)!;
  return (
    <section className="ranking-page" aria-labelledby="ranking-title">
      <h1 id="ranking-title">{current.title}</h1>
      <nav className="ranking-tabs" aria-label="Rankings">
        {RANKING_PAGES.map((p) => (
          <Link key={p.path} href={p.path} className="ranking-tab" aria-current={p.path === path ? 'page' : undefined}>
            {p.title}
          </Link>
        ))}
      </nav>
      <div className="ranking-boards">
        {current.boards.map((board) => (
          <Leaderboard key={board} board={board} />
        ))}
      </div>
    </section>
  );
}
