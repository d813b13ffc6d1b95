import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { ScoreSource } from '../../../actors/score-sources';
import { createGrowthMedalsLogic } from '../../../actors/growth-medals.actors';
import type { Medal, TutorRight } from '../../../domain/growth';
import { medalState, rightState, type MedalAction } from '../../../domain/growth-medals-view';
import { dateIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import { useScoresChanged } from '../../use-scores-changed';

const ACTION_LABEL: Record<MedalAction['kind'], string> = { receiveMedal: 'Receive', wearMedal: 'Wear', receiveRight: 'Receive' };

/** Medals (level, certification, this month's) to receive and wear, and the rights each level unlocks. */
export function MedalsAndRightsSection() {
  const medals = useActorRef(useAreaLogic(createGrowthMedalsLogic));
  const data = useSelector(medals, (s) => s.context.data);
  const notice = useSelector(medals, (s) => s.context.notice);
  const failure = useSelector(medals, (s) => s.context.failure);
  const failed = useSelector(medals, (s) => s.matches('failed'));
  const busy = useSelector(medals, (s) => s.hasTag('medals:busy'));
  const zone = useProviderZone();
  // Claimed points may have raised the level: medals and rights it unlocks show at once.
  useScoresChanged((source) => {
    if (source !== ScoreSource.medals) medals.send({ type: 'medals.reload' });
  });

  if (failed)
    return (
      <p role="alert">
        Medals and rights could not be loaded. <Button text size="small" label="Load again" onClick={() => medals.send({ type: 'medals.retry' })} />
      </p>
    );
  if (!data) return <p>Loading medals and rights…</p>;
  const act = (action: MedalAction) => medals.send({ type: 'medals.act', action });
  const actionButton = (action: MedalAction | null, name: string) =>
    action && (
      <Button size="small" label={ACTION_LABEL[action.kind]} aria-label={`${ACTION_LABEL[action.kind]} ${name}`} disabled={busy} onClick={() => act(action)} />
    );

  const medalList = (title: string, list: Medal[]) => (
    <div className="growth-medal-group">
      <h3>{title}</h3>
      <ul className="growth-medals" aria-label={title}>
        {list.map((medal) => {
          const state = medalState(medal);
          return (
            <li key={medal.Code} className={medal.Worn ? 'is-worn' : medal.Earned ? 'is-earned' : 'is-locked'}>
              <i className={`pi ${medal.Earned ? 'pi-star-fill' : 'pi-lock'}`} aria-hidden="true" />
              <span className="growth-medal-name">{medal.Name}</span>
              <small>{state.label}</small>
              {actionButton(state.action, medal.Name)}
            </li>
          );
        })}
      </ul>
    </div>
  );
  const rightRow = (right: TutorRight) => {
    const state = rightState(right);
    return (
      <li key={right.Code} className={right.Unlocked ? 'is-earned' : 'is-locked'}>
        <span className="growth-medal-name">{right.Name}</span>
        <small>{state.label}</small>
        {actionButton(state.action, right.Name)}
      </li>
    );
  };

  return (
    <section className="growth-card growth-medals-card" aria-labelledby="growth-medals-title">
      <h2 id="growth-medals-title">Medals and rights</h2>
      {notice && (
        <p role="status">
          {notice} <Button text size="small" label="Dismiss" onClick={() => medals.send({ type: 'medals.dismiss' })} />
        </p>
      )}
      {failure && <p role="alert">{failure}</p>}
      <div className="growth-medal-groups">
        {medalList('Level medals', data.levelMedals)}
        {medalList('Certification medals', data.certificationMedals)}
        {medalList('Limited-time medal', data.limitedMedals)}
      </div>
      <div className="growth-medal-groups">
        <div className="growth-medal-group">
          <h3>Rights</h3>
          <ul className="growth-medals" aria-label="Rights">
            {data.rights.map(rightRow)}
          </ul>
        </div>
        <div className="growth-medal-group">
          <h3>Rights received</h3>
          {data.received.length === 0 ? (
            <p>No rights received yet.</p>
          ) : (
            <ul className="growth-medals" aria-label="Rights received">
              {data.received.map((right) => (
                <li key={right.Code}>
                  <span className="growth-medal-name">{right.Name}</span>
                  <small>{dateIn(right.ReceivedAt, zone)}</small>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
