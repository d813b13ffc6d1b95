import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link } from 'wouter';
import { createTrainingKitsLogic } from '../../../actors/training-kits.actors';
import type { TrainingKitCategory } from '../../../domain/training';
import { ZoneNote } from '../../components/zone-note';
import { dateTimeIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import '../../styles/training.css';

/** /trainingKit: the kit categories, each kit with its pass state and latest test score and time. */
export default function TrainingKitPage() {
  const actor = useActorRef(useAreaLogic(createTrainingKitsLogic).kitList, { input: { key: 0 } });
  const categories = useSelector(actor, (s) => s.context.data as TrainingKitCategory[] | null);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : ''));
  const zone = useProviderZone();
  return (
    <section className="training-page" aria-labelledby="training-kit-title">
      <h1 id="training-kit-title">Training Kit</h1>
      <p>
        <Link href="/resourcesFolder">Resource folders and instructional videos</Link>
      </p>
      {failure && (
        <p role="alert">
          {failure} <Button text size="small" label="Load again" onClick={() => actor.send({ type: 'load.retry' })} />
        </p>
      )}
      {categories && <ZoneNote />}
      {categories?.map((category) => (
        <section key={category.CategoryName} className="training-category" aria-label={category.CategoryName}>
          <h2>{category.CategoryName}</h2>
          <ul className="training-kits">
            {category.Items.map((item) => (
              <li key={item.ID} className="training-kit">
                <i className={item.Icon} aria-hidden="true" />
                <Link href={`/trainingkitDetails/${item.ID}`}>{item.Name}</Link>
                {item.IsPass ? <span className="training-pass">Passed</span> : <span className="training-notpass">Not passed</span>}
                <span className="training-muted">
                  {item.TestScore === null ? 'No test taken yet' : `Latest score ${item.TestScore} on ${dateTimeIn(item.TestTime, zone)}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
