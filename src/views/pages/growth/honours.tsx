import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { createGrowthHonoursLogic } from '../../../actors/growth-honours.actors';
import { dateIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import { useScoresChanged } from '../../use-scores-changed';

const day = (iso: string | null, zone: string) => dateIn(iso, zone) || '–';

/** Grade honour (each growth level's title and when it was reached) and milestones with their steps. */
export function Honours() {
  const honours = useActorRef(useAreaLogic(createGrowthHonoursLogic));
  const data = useSelector(honours, (s) => s.context.data);
  const failed = useSelector(honours, (s) => s.matches('failed'));
  const openType = useSelector(honours, (s) => s.context.openType);
  const detail = useSelector(honours, (s) => s.context.detail);
  const detailFailed = useSelector(honours, (s) => s.context.detailFailed);
  const detailLoading = useSelector(honours, (s) => s.matches({ ready: 'detailLoading' }));
  const zone = useProviderZone();
  useScoresChanged(() => honours.send({ type: 'honours.reload' }));

  if (failed)
    return (
      <p role="alert">
        Grade honour and milestones could not be loaded. <Button text size="small" label="Load again" onClick={() => honours.send({ type: 'honours.retry' })} />
      </p>
    );
  if (!data) return <p>Loading honour and milestones…</p>;
  const { honour, milestones } = data;
  return (
    <div className="growth-honours">
      <section className="growth-card" aria-labelledby="growth-honour-title">
        <h2 id="growth-honour-title">
          Grade honour <small>{honour.LevelName}</small>
        </h2>
        <p className="growth-honour-name" data-testid="honour">
          {honour.Honour}
        </p>
        <ol className="growth-honour-levels" aria-label="Honour by level">
          {honour.Levels.map((level) => (
            <li key={level.Level} className={level.Reached ? 'is-reached' : undefined} aria-current={level.Level === honour.Level ? 'step' : undefined}>
              <strong>{level.LevelName}</strong> {level.Honour}
              <small>{level.Reached ? `reached ${day(level.ReachedAt, zone)}` : `from ${level.ScoreStart} growth`}</small>
            </li>
          ))}
        </ol>
      </section>
      <section className="growth-card" aria-labelledby="growth-milestones-title">
        <h2 id="growth-milestones-title">Milestones</h2>
        {detailFailed && <p role="alert">This milestone could not be loaded.</p>}
        <ul className="growth-milestones" aria-label="Milestones">
          {milestones.map((m) => (
            <li key={m.Type}>
              <button
                type="button"
                className="growth-milestone"
                aria-expanded={openType === m.Type}
                onClick={() => honours.send(openType === m.Type && detail ? { type: 'milestone.close' } : { type: 'milestone.open', milestoneType: m.Type })}
              >
                <span>{m.Name}</span>
                <strong>
                  {m.Count} {m.Unit}
                </strong>
                <small>
                  {m.Reached} of {m.StepsTotal} steps{m.NextStep !== null ? ` · next at ${m.NextStep}` : ''}
                </small>
              </button>
              {openType === m.Type && detailLoading && <p>Loading…</p>}
              {openType === m.Type && detail && (
                <table className="growth-milestone-steps" aria-label={`${m.Name} steps`}>
                  <thead>
                    <tr>
                      <th scope="col">Step</th>
                      <th scope="col">Reached</th>
                    </tr>
                  </thead>
                  <tbody>
                    {detail.Steps.map((step) => (
                      <tr key={step.Step} className={step.Reached ? 'is-reached' : undefined}>
                        <td>
                          {step.Step} {m.Unit}
                        </td>
                        <td>{step.Reached ? day(step.ReachedAt, zone) : 'not yet'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
