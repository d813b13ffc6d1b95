import { BEGINNER_TASK_COUNT, TaskCategory, type GrowthHome } from '../../../domain/growth';

/** The level LV.1 to LV.8 with its progress: claimed beginner tasks on LV.1, the score above. */
export function GrowthLevelCard({ home }: { home: GrowthHome }) {
  const beginner = home.TaskList.find((g) => g.Category === TaskCategory.beginner);
  const claimed = beginner?.TaskDataDetail.filter((t) => t.ReceiveStatus === 1).length ?? 0;
  const percent = Math.round(home.LevelProgress * 100);
  return (
    <section className="growth-card growth-level" aria-labelledby="growth-level-title">
      <h2 id="growth-level-title">My level</h2>
      <p className="growth-level-name" data-testid="growth-level">
        {home.LevelName}
      </p>
      <div className="growth-bar" role="progressbar" aria-label="Level progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="growth-level-hint">
        {home.Level === 1
          ? `Claim every beginner task to reach LV.2: ${claimed} / ${beginner?.Total ?? BEGINNER_TASK_COUNT} claimed.`
          : home.NextLevelScore !== null && home.Level < 8
            ? `${home.RemainingPoints} growth values to LV.${home.Level + 1}.`
            : 'Top level reached.'}
      </p>
      <dl className="growth-figures">
        <div>
          <dt>Growth values</dt>
          <dd data-testid="growth-score">{home.Score}</dd>
        </div>
        <div>
          <dt>Unclaimed points</dt>
          <dd data-testid="growth-unclaimed">{home.UnclaimedPoints}</dd>
        </div>
        <div>
          <dt>Days in the growth centre</dt>
          <dd>{home.JoinDay}</dd>
        </div>
      </dl>
    </section>
  );
}
