import { createShellLogic } from '../../../actors/shell.logic';
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
import { LedgerWhyDialog } from '../../dialogs/ledger-why-dialog';
import { useAreaLogic } from '../../page-logic-context';
import { SessionContext } from '../../session-context';
import { longDate, zoneName } from './class-time';
import { BulletinBoard, HomeBanners, ScoresCard, UnreadCard } from './home-side-cards';
import { NextClassCard, TodaysClasses } from './todays-classes';

/**
 * The tutor's morning page: the next class and today's classes, unread messages, scores and
 * points, the bulletin board and the provider's banners.
 */
export default function HomePage() {
  const shellLogic = useAreaLogic(createShellLogic);
  const dashboard = useActorRef(shellLogic.homeDashboard);
  const why = useActorRef(shellLogic.ledgerWhy);
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
        {/* Held open while the classes load, so the cards below do not move when the date arrives. */}
        <p className="home-muted">{classes ? `${longDate(classes.workDate)} · ${zoneName(classes.timeZone)} time` : '\u00a0'}</p>
      </header>
      {anyFailed && (
        <div className="home-retry" role="alert">
          <span>Part of your dashboard could not be loaded.</span>
          <Button size="small" outlined icon="pi pi-refresh" label="Load again" onClick={() => dashboard.send({ type: 'retry' })} />
        </div>
      )}
      <div className="home-grid">
        <NextClassCard classes={classes} loading={loadingClasses} />
        <UnreadCard unread={unread} />
        <TodaysClasses classes={classes} loading={loadingClasses} />
        {/* Today's list grows when it arrives: the cards under it wait for it rather than jump down. */}
        {!loadingClasses && (
          <ScoresCard
            scores={scores}
            loading={loadingScores}
            level={level}
            onWhy={(account, label) => why.send({ type: 'why.open', figure: { account, label } })}
          />
        )}
        {!loadingClasses && <BulletinBoard bulletins={bulletins} loading={loadingBulletins} />}
      </div>
      {/* Below the cards: banners arrive on their own call, and above they would push the page down. */}
      <HomeBanners banners={banners} />
      <LedgerWhyDialog whyRef={why} />
    </section>
  );
}
