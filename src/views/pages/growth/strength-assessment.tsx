import { useActorRef, useSelector } from '@xstate/react';
import { createGrowthStrengthLogic } from '../../../actors/growth.actors';
import { useAreaLogic } from '../../page-logic-context';

/** The strength assessment of a provider month, computed from the ledger and the classes. */
export function StrengthAssessmentView() {
  const strength = useActorRef(useAreaLogic(createGrowthStrengthLogic));
  const assessment = useSelector(strength, (s) => s.context.assessment);
  const cycles = useSelector(strength, (s) => s.context.cycles);
  const cycle = useSelector(strength, (s) => s.context.cycle);
  const failed = useSelector(strength, (s) => s.matches('failed'));
  if (failed) return <p role="alert">The assessment could not be loaded.</p>;
  if (!assessment) return <p>Loading…</p>;
  return (
    <section className="growth-card" aria-labelledby="growth-strength-title">
      <h2 id="growth-strength-title">Strength assessment</h2>
      <label className="growth-cycle">
        Month{' '}
        <select value={cycle} onChange={(e) => strength.send({ type: 'strength.cycle', cycle: e.target.value })}>
          {cycles.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <p className="growth-strength-score">
        Strength <strong data-testid="strength">{assessment.Strength}</strong> / 100
      </p>
      <ul className="growth-strength-items">
        {assessment.Items.map((item) => (
          <li key={item.Name}>
            <span>{item.Name}</span>
            <div className="growth-bar" role="progressbar" aria-label={item.Name} aria-valuemin={0} aria-valuemax={100} aria-valuenow={item.Score}>
              <span style={{ width: `${item.Score}%` }} />
            </div>
            <span>{item.Score}</span>
          </li>
        ))}
      </ul>
      <dl className="growth-figures">
        <div>
          <dt>Finished classes</dt>
          <dd>{assessment.FinishedClasses}</dd>
        </div>
        <div>
          <dt>5-star ratings</dt>
          <dd>{assessment.FiveStarRatings}</dd>
        </div>
        <div>
          <dt>Absences</dt>
          <dd>{assessment.Absences}</dd>
        </div>
        <div>
          <dt>Cancellations</dt>
          <dd>{assessment.Cancellations}</dd>
        </div>
        <div>
          <dt>Teaching points</dt>
          <dd>{assessment.TeachingPoints}</dd>
        </div>
        <div>
          <dt>Growth values</dt>
          <dd>{assessment.GrowthValue}</dd>
        </div>
      </dl>
    </section>
  );
}
