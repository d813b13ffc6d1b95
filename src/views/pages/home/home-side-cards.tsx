import { Skeleton } from 'primereact/skeleton';
import { Link } from 'wouter';
import type { LedgerAccount } from '../../../domain/ledger';
import type { Bulletin, HomeBanner } from '../../../machines/home-dashboard.types';
import type { TutorScores } from '../../../machines/person-panel.types';
import { dateIn, useProviderZone } from '../../format/when';

/** Unread messages, from the session's counters. */
export function UnreadCard({ unread }: { unread: number }) {
  return (
    <section className="home-card home-unread" aria-labelledby="home-unread-title">
      <h2 id="home-unread-title">Messages</h2>
      <p className="home-figure">
        <strong>{unread}</strong> unread
      </p>
      <Link className="home-link" href="/message">
        Open messages <i className="pi pi-arrow-right" aria-hidden="true" />
      </Link>
    </section>
  );
}

type OnWhy = (account: LedgerAccount, label: string) => void;

/** This month's scores and the points so far; each points figure opens the entries behind it. */
export function ScoresCard({ scores, loading, level, onWhy }: { scores: TutorScores | null; loading: boolean; level: string; onWhy?: OnWhy }) {
  return (
    <section className="home-card home-scores" aria-labelledby="home-scores-title">
      <h2 id="home-scores-title">Scores and points</h2>
      {loading && !scores ? (
        <Skeleton height="5rem" />
      ) : (
        <dl className="home-figures">
          <Figure label="Level" value={level} />
          <Figure label="Teaching points" value={scores?.teachingPoints} why={onWhy && { account: 'teaching_points', onWhy }} />
          <Figure label={`Score of ${scores?.month ?? 'the month'}`} value={scores?.monthScore} why={onWhy && { account: 'teaching_points', onWhy }} />
          <Figure label="Flowers" value={scores?.flowers} why={onWhy && { account: 'flowers', onWhy }} />
          <Figure label="Completed classes" value={scores?.completion} />
          <Figure label="Good ratings" value={scores?.goodRating} />
        </dl>
      )}
    </section>
  );
}

function Figure({ label, value, why }: { label: string; value: number | string | undefined; why?: { account: LedgerAccount; onWhy: OnWhy } | undefined }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {value ?? '–'}
        {why && (
          <button type="button" className="panel-why" aria-label={`Why did ${label} move?`} onClick={() => why.onWhy(why.account, label)}>
            <i className="pi pi-question-circle" aria-hidden="true" />
          </button>
        )}
      </dd>
    </div>
  );
}

/** The provider's bulletins in force, newest first. */
export function BulletinBoard({ bulletins, loading }: { bulletins: Bulletin[]; loading: boolean }) {
  const zone = useProviderZone();
  return (
    <section className="home-card home-bulletins" aria-labelledby="home-bulletins-title">
      <h2 id="home-bulletins-title">Bulletin board</h2>
      {loading && bulletins.length === 0 ? (
        <Skeleton height="6rem" />
      ) : bulletins.length === 0 ? (
        <p className="home-empty">No bulletins right now.</p>
      ) : (
        <ul className="bulletin-list">
          {bulletins.map((bulletin) => (
            <li key={bulletin.id}>
              <article aria-labelledby={`bulletin-${bulletin.id}`}>
                <h3 id={`bulletin-${bulletin.id}`}>{bulletin.title}</h3>
                <p className="home-muted bulletin-date">{dateIn(bulletin.publishedAt, zone)}</p>
                <p>{bulletin.content}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The home banners: images when the provider has them, text banners otherwise. */
export function HomeBanners({ banners }: { banners: HomeBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <section className="home-banners" aria-label="News">
      {banners.map((banner) => {
        const content = banner.imageUrl ? (
          <img src={banner.imageUrl} alt={`${banner.title}: ${banner.subtitle}`} />
        ) : (
          <>
            <strong>{banner.title}</strong> <span>{banner.subtitle}</span>
          </>
        );
        return banner.linkUrl.startsWith('/') ? (
          <Link key={banner.id} className="home-banner" href={banner.linkUrl}>
            {content}
          </Link>
        ) : banner.linkUrl ? (
          <a key={banner.id} className="home-banner" href={banner.linkUrl} target="_blank" rel="noopener">
            {content}
          </a>
        ) : (
          <div key={banner.id} className="home-banner">
            {content}
          </div>
        );
      })}
    </section>
  );
}
