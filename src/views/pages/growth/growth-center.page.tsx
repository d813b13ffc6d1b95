import { useActorRef } from '@xstate/react';
import { useEffect, useLayoutEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { createGrowthVisitLogic } from '../../../actors/growth-visit.actors';
import { GrowthTab } from '../../../domain/growth';
import '../../styles/growth.css';
import { AchievementRewards } from './achievement-rewards';
import { MyGoal } from './my-goal';
import { StrengthAssessmentView } from './strength-assessment';
import { useAreaLogic } from '../../page-logic-context';

const TABS = [
  { tab: GrowthTab.achievementRewards, label: 'Achievement rewards' },
  { tab: GrowthTab.strengthAssessment, label: 'Strength assessment' },
  { tab: GrowthTab.myGoal, label: 'My goal' },
] as const;

const tabOfPath = (path: string): GrowthTab => {
  const part = path.split('/').filter(Boolean)[1]?.toLowerCase();
  return TABS.find((t) => t.tab.toLowerCase() === part)?.tab ?? GrowthTab.achievementRewards;
};

/** /growthCenter with achievementRewards (default), strengthAssessment and myGoal (growth-account.md §2). */
export default function GrowthCenterPage() {
  const [path] = useLocation();
  const tab = tabOfPath(path);
  const visit = useActorRef(useAreaLogic(createGrowthVisitLogic), { input: { page: tab } });
  useEffect(() => visit.send({ type: 'visit.page', page: tab }), [tab, visit]);
  // A layout effect's cleanup runs before the actor is stopped, so leaving still closes the visit.
  useLayoutEffect(() => () => visit.send({ type: 'visit.leave' }), [visit]);
  return (
    <section className="growth-page" aria-labelledby="growth-title">
      <h1 id="growth-title">Growth Centre</h1>
      <nav className="growth-tabs" aria-label="Growth centre">
        {TABS.map((item) => (
          <Link key={item.tab} href={`/growthCenter/${item.tab}`} className="growth-tab" aria-current={item.tab === tab ? 'page' : undefined}>
            {item.label}
          </Link>
        ))}
      </nav>
      {tab === GrowthTab.achievementRewards && <AchievementRewards />}
      {tab === GrowthTab.strengthAssessment && <StrengthAssessmentView />}
      {tab === GrowthTab.myGoal && <MyGoal />}
    </section>
  );
}
