import '../../styles/home.css';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import {
  selectAnyFailed,
  selectBanners,
  selectBulletins,
  selectClasses,
  selectLoadingBulletins,
  selectLoadingClasses,
  selectLoadingScores,
  selectScores,
} from '../../../machines/home-dashboard.selectors';
import { usePageLogic } from '../../page-logic-context';
import { SessionContext } from '../../session-context';
import { longDate, zoneName } from './class-time';
import { BulletinBoard, HomeBanners, ScoresCard, UnreadCard } from './home-side-cards';
import { NextClassCard, TodaysClasses } from './todays-classes';

/**
 * The tutor's morning page: the next class and today's classes, unread messages, scores and
 * points, the bulletin board and the provider's banners.
 */
export default function HomePage() {
  const dashboard = useActorRef(usePageLogic().shell.homeDashboard);
  const classes = useSelector(dashboard, selectClasses);
  const bulletins = useSelector(dashboard, selectBulletins);
  const banners = useSelector(dashboard, selectBanners);
  const scores = useSelector(dashboard, selectScores);
  const loadingClasses = useSelector(dashboard, selectLoadingClasses);
  const loadingBulletins = useSelector(dashboard, selectLoadingBulletins);
  const loadingScores = useSelector(dashboard, selectLoadingScores);
  const anyFailed = useSelector(dashboard, selectAnyFailed);
  const fullName = SessionContext.useSelector((snapshot) => snapshot.context.user?.fullName ?? '');
  const level = SessionContext.useSelector((snapshot) => snapshot.context.user?.integralLevel ?? '');
  const unread = SessionContext.useSelector((snapshot) => snapshot.context.counters.unread);

  return (
    <section className="home-page" aria-labelledby="home-title">
      <header className="home-heading">
        <h1 id="home-title">Welcome back, {fullName}</h1>
        {classes && (
          <p className="home-muted">
            {longDate(classes.workDate)} · {zoneName(classes.timeZone)} time
          </p>
        )}
      </header>
      {anyFailed && (
        <div className="home-retry" role="alert">
          <span>Part of your dashboard could not be loaded.</span>
          <Button size="small" outlined icon="pi pi-refresh" label="Load again" onClick={() => dashboard.send({ type: 'dashboard.retry' })} />
        </div>
      )}
      <HomeBanners banners={banners} />
      <div className="home-grid">
        <NextClassCard classes={classes} loading={loadingClasses} />
        <UnreadCard unread={unread} />
        <TodaysClasses classes={classes} loading={loadingClasses} />
        <ScoresCard scores={scores} loading={loadingScores} level={level} />
        <BulletinBoard bulletins={bulletins} loading={loadingBulletins} />
      </div>
    </section>
  );
}
