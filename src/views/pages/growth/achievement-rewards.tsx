import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { createGrowthCenterLogic } from '../../../actors/growth.actors';
import { ScoreSource } from '../../../actors/score-sources';
import { useAreaLogic } from '../../page-logic-context';
import { useScoresChanged } from '../../use-scores-changed';
import { MedalsAndRightsSection } from './medals-and-rights';
import { RankingsCard } from './rankings-card';
import { ScheduleAndPhotos } from './schedule-and-photos';
import { CourseLearningSection } from './course-learning';
import { GrowthRanking } from './growth-ranking';
import { GrowthLevelCard } from './growth-level-card';
import { Honours } from './honours';
import { PetCard } from './pet-card';
import { TaskGroups } from './task-groups';

/** Achievement rewards: the level, the pet, the task groups, grade honour and milestones, course learning, the growth ranking, and today's claims. */
export function AchievementRewards() {
  const centre = useActorRef(useAreaLogic(createGrowthCenterLogic));
  const home = useSelector(centre, (s) => s.context.data?.home ?? null);
  const records = useSelector(centre, (s) => s.context.data?.records ?? null);
  const notice = useSelector(centre, (s) => s.context.notice);
  const failure = useSelector(centre, (s) => s.context.failure);
  const failed = useSelector(centre, (s) => s.matches('failed'));
  // A course reward or a right received elsewhere on the page: the level, tasks and pet load again (the centre's own claims reload it already).
  useScoresChanged((source) => {
    if (source !== ScoreSource.growthCentre) centre.send({ type: 'growth.reload' });
  });

  return (
    <div className="growth-rewards">
      {notice && (
        <p className="growth-notice" role="status">
          {notice} <Button text size="small" label="Dismiss" onClick={() => centre.send({ type: 'growth.dismiss' })} />
        </p>
      )}
      {failure && !failed && (
        <p className="growth-failure" role="alert">
          {failure}
        </p>
      )}
      {failed && (
        <p role="alert">
          The growth centre could not be loaded. <Button text size="small" label="Load again" onClick={() => centre.send({ type: 'growth.reload' })} />
        </p>
      )}
      {home && (
        <div className="growth-top">
          <GrowthLevelCard home={home} />
          <PetCard centre={centre} />
        </div>
      )}
      {home && <TaskGroups centre={centre} groups={home.TaskList} />}
      {home && <Honours />}
      {home && <MedalsAndRightsSection />}
      {home && <ScheduleAndPhotos />}
      {home && <CourseLearningSection />}
      {home && <GrowthRanking />}
      {home && <RankingsCard />}
      {records && (
        <section aria-labelledby="growth-today">
          <h2 id="growth-today">Received today</h2>
          {records.length === 0 ? (
            <p>No points received today yet.</p>
          ) : (
            <ul className="growth-records" aria-label="Received today">
              {records.map((r) => (
                <li key={`${r.TaskCode}-${r.ReceivedAt}`}>
                  {r.TaskName} <strong>+{r.Score}</strong>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
