import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { createReferralOverviewLogic } from '../../../actors/referral-pages.actors';
import type { ReferralPeriod } from '../../../machines/referral-summary.machine';
import { addLocalDays, localDate } from '../../../domain/provider-time';
import { useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import { LotteryPanel } from './lottery-panel';
import '../../styles/feedback.css';

/** /referrals: what the tutor's referrals did in a period (ReferralInfo), the lottery and prize list, and the way to the list. */
export default function ReferralOverviewPage() {
  const logic = useAreaLogic(createReferralOverviewLogic);
  const zone = useProviderZone();
  // The last 90 days of the provider's calendar (the UTC date is yesterday's in Manila before 08:00).
  const [initial] = useState<ReferralPeriod>(() => {
    const today = localDate(Date.now(), zone);
    return { beginDate: addLocalDays(today, -89), endDate: today };
  });
  const summary = useActorRef(logic.summary, { input: { period: initial } });
  const period = useSelector(summary, (s) => s.context.period);
  const figures = useSelector(summary, (s) => s.context.summary);
  const failure = useSelector(summary, (s) => s.context.failure);
  const change = (next: Partial<ReferralPeriod>) => summary.send({ type: 'period.change', period: { ...period, ...next } });

  return (
    <section className="feedback-page" aria-labelledby="referral-overview-title">
      <h1 id="referral-overview-title">Referrals</h1>
      <div className="feedback-toolbar">
        <label>
          From
          <input type="date" value={period.beginDate} onChange={(e) => e.target.value && change({ beginDate: e.target.value })} />
        </label>
        <label>
          To
          <input type="date" value={period.endDate} onChange={(e) => e.target.value && change({ endDate: e.target.value })} />
        </label>
        <Link href="/referralsList">All my referrals</Link>
        <Link href="/myReferrals">Add a referral</Link>
      </div>
      {failure && <p role="alert">{failure}</p>}
      <dl className="referral-figures" aria-label="Referrals in this period">
        <div>
          <dt>Referred</dt>
          <dd>{figures?.Referred ?? '–'}</dd>
        </div>
        <div>
          <dt>Accounts opened</dt>
          <dd>{figures?.AccountsOpened ?? '–'}</dd>
        </div>
        <div>
          <dt>Started class</dt>
          <dd>{figures?.FirstClasses ?? '–'}</dd>
        </div>
        <div>
          <dt>Growth earned</dt>
          <dd>{figures?.GrowthEarned ?? '–'}</dd>
        </div>
      </dl>
      <LotteryPanel logic={logic.lottery} />
    </section>
  );
}
