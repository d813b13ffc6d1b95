import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link, useLocation } from 'wouter';
import { createTrainingKitsLogic } from '../../../actors/training-kits.actors';
import { formatSeconds } from '../../../domain/training';
import { useAreaLogic } from '../../page-logic-context';
import '../../styles/training.css';

/** /trainingkitDetails/{id}: the kit's material, learning, its test and its teachable-course label. */
export default function TrainingKitDetailsPage() {
  // The guard renders pages without wouter's Route, so the id is read from the path.
  const [path] = useLocation();
  const kitId = Number(path.split('/')[2]);
  return Number.isInteger(kitId) && kitId > 0 ? <KitDetails key={kitId} kitId={kitId} /> : <p role="alert">This training kit does not exist.</p>;
}

function KitDetails({ kitId }: { kitId: number }) {
  const actor = useActorRef(useAreaLogic(createTrainingKitsLogic).kitDetail, { input: { kitId, now: Date.now } });
  const kit = useSelector(actor, (s) => s.context.kit);
  const notice = useSelector(actor, (s) => s.context.notice);
  const failure = useSelector(actor, (s) => s.context.failure);
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('status:busy'));
  const canAddLabel = useSelector(actor, (s) => s.can({ type: 'kit.addLabel' }));

  if (loadFailed) {
    return (
      <p role="alert">
        {failure} <Button text size="small" label="Load again" onClick={() => actor.send({ type: 'kit.retry' })} />
      </p>
    );
  }
  if (!kit) return <p aria-busy="true">Loading…</p>;
  return (
    <section className="training-page" aria-labelledby="kit-title">
      <p className="training-muted">
        <Link href="/trainingKit">Training Kit</Link> / {kit.CategoryName}
      </p>
      <h1 id="kit-title">
        <i className={kit.Icon} aria-hidden="true" /> {kit.Name}
      </h1>
      <p>{kit.Description}</p>
      {notice && (
        <p className="training-notice" role="status">
          {notice}
        </p>
      )}
      {failure && <p role="alert">{failure}</p>}
      <dl className="training-actions" aria-label="Your progress">
        <dt>Learning time</dt>
        <dd>{formatSeconds(kit.UsedSeconds)}</dd>
        <dt>Material</dt>
        <dd>{kit.IsCompleteCourse ? 'Learned' : 'Not finished'}</dd>
        <dt>Test</dt>
        <dd data-testid="kit-test-state">
          {kit.IsPass ? `Passed (latest score ${kit.TestScore})` : kit.TestScore === null ? 'Not taken' : `Not passed (latest score ${kit.TestScore})`}
        </dd>
      </dl>
      {kit.Sections.map((section) => (
        <article key={section.Title} className="training-section">
          <h3>{section.Title}</h3>
          <p>{section.Body}</p>
        </article>
      ))}
      <div className="training-actions">
        <Button label="I have learned this" icon="pi pi-check" outlined disabled={busy} onClick={() => actor.send({ type: 'kit.learned' })} />
        <Link href={`/trainingTestDetails?kctId=${kit.ID}`} className="p-button">
          Take the test ({kit.QuestionCount} questions, pass {kit.PassScore})
        </Link>
        {kit.LastRecordId !== null && <Link href={`/trainingTestAnswer?recodeId=${kit.LastRecordId}`}>Latest answers</Link>}
        <Link href={`/trainingResources/${kit.ID}`}>Resources</Link>
        {kit.Label && (kit.HasLabel ? <span className="training-pass">Teachable course: {kit.Label}</span> : null)}
        {canAddLabel && <Button label={`Add the ${kit.Label} label`} icon="pi pi-tag" disabled={busy} onClick={() => actor.send({ type: 'kit.addLabel' })} />}
      </div>
    </section>
  );
}
