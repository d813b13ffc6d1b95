import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link, useLocation } from 'wouter';
import { createTrainingResourcesLogic } from '../../../actors/training-resources.actors';
import { TrainingResourcesMessages, type KitResources } from '../../../domain/training-resources';
import { useAreaLogic } from '../../page-logic-context';
import { ResourceItem } from './resource-item';
import '../../styles/training.css';

/** /trainingResources/{id}: one kit's resources, from its kit page. */
export default function TrainingResourcesPage() {
  // The guard renders pages without wouter's Route, so the id is read from the path.
  const [path] = useLocation();
  const kitId = Number(path.split('/')[2]);
  return Number.isInteger(kitId) && kitId > 0 ? <KitResourceList key={kitId} kitId={kitId} /> : <p role="alert">{TrainingResourcesMessages.kitNotFound}</p>;
}

function KitResourceList({ kitId }: { kitId: number }) {
  const actor = useActorRef(useAreaLogic(createTrainingResourcesLogic).kitResources, { input: { key: kitId } });
  const data = useSelector(actor, (s) => s.context.data as KitResources | null);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : ''));
  if (failure) {
    return (
      <p role="alert">
        {failure} <Button text size="small" label="Load again" onClick={() => actor.send({ type: 'load.retry' })} />
      </p>
    );
  }
  if (!data) return <p aria-busy="true">Loading…</p>;
  return (
    <section className="training-page" aria-labelledby="resources-title">
      <p className="training-muted">
        <Link href="/trainingKit">Training Kit</Link> / <Link href={`/trainingkitDetails/${data.KitId}`}>{data.KitName}</Link>
      </p>
      <h1 id="resources-title">{data.KitName}: resources</h1>
      {data.Resources.length === 0 ? (
        <p>This kit has no resources yet.</p>
      ) : (
        <ul className="training-resources" aria-label="Resources">
          {data.Resources.map((resource) => (
            <ResourceItem key={resource.Id} resource={resource} />
          ))}
        </ul>
      )}
      <p>
        <Link href="/resourcesFolder">Browse every resource folder</Link>
      </p>
    </section>
  );
}
