import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { createGrowthGoalsLogic } from '../../../actors/growth.actors';
import { useAreaLogic } from '../../page-logic-context';

/** My goal: classes to finish this month, progress from the ledger, and the month's basic wage. */
export function MyGoal() {
  const goals = useActorRef(useAreaLogic(createGrowthGoalsLogic));
  const data = useSelector(goals, (s) => s.context.data);
  const failure = useSelector(goals, (s) => s.context.failure);
  const busy = useSelector(goals, (s) => s.matches('changing'));
  const [target, setTarget] = useState('');
  if (!data) return <p>{failure || 'Loading…'}</p>;
  const current = data.current;
  return (
    <section className="growth-card" aria-labelledby="growth-goal-title">
      <h2 id="growth-goal-title">My goal</h2>
      {failure && (
        <p className="growth-failure" role="alert">
          {failure}
        </p>
      )}
      {current && (
        <div className="growth-goal">
          <p>
            {current.Round}: <strong data-testid="goal-finished">{current.Finished}</strong> of {current.Target} classes finished
          </p>
          <div
            className="growth-bar"
            role="progressbar"
            aria-label="Goal progress"
            aria-valuemin={0}
            aria-valuemax={current.Target}
            aria-valuenow={Math.min(current.Finished, current.Target)}
          >
            <span style={{ width: `${Math.min(100, (current.Finished / current.Target) * 100)}%` }} />
          </div>
          <p>
            Earned this month: {current.EarnedPhp} PHP{current.BasicWagePhp !== null && ` · basic wage set to ${current.BasicWagePhp} PHP`}
          </p>
          <Button size="small" outlined label="Synchronise basic wage" disabled={busy} onClick={() => goals.send({ type: 'goal.sync', id: current.Id })} />{' '}
          <Button size="small" text severity="danger" label="Delete goal" disabled={busy} onClick={() => goals.send({ type: 'goal.delete', id: current.Id })} />
        </div>
      )}
      <form
        className="growth-goal-form"
        onSubmit={(e) => {
          e.preventDefault();
          goals.send(current ? { type: 'goal.update', id: current.Id, target } : { type: 'goal.add', target });
        }}
      >
        <label htmlFor="goal-target">{current ? 'Change the target' : 'Classes to finish this month'}</label>
        <InputText id="goal-target" inputMode="numeric" value={target} onChange={(e) => setTarget(e.target.value)} />
        <Button type="submit" size="small" label={current ? 'Update goal' : 'Set goal'} disabled={busy} />
      </form>
      {data.history.length > 0 && (
        <table className="growth-goal-history" aria-label="Past goals">
          <thead>
            <tr>
              <th>Month</th>
              <th>Target</th>
              <th>Finished</th>
              <th>Earned (PHP)</th>
            </tr>
          </thead>
          <tbody>
            {data.history.map((goal) => (
              <tr key={goal.Id}>
                <td>{goal.Round}</td>
                <td>{goal.Target}</td>
                <td>{goal.Finished}</td>
                <td>{goal.EarnedPhp}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
