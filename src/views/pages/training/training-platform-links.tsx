import { useActorRef, useSelector } from '@xstate/react';
import { createTrainingCenterLogic } from '../../../actors/training-center.actors';
import type { TrainingPlatformLink } from '../../../domain/training-platforms';
import { useAreaLogic } from '../../page-logic-context';

/** The two training platforms, each opened signed in (growth-account.md §2 single sign-on links). */
export function TrainingPlatformLinks() {
  const platforms = useActorRef(useAreaLogic(createTrainingCenterLogic).platforms, { input: { key: 0 } });
  const links = useSelector(platforms, (s) => s.context.data as TrainingPlatformLink[] | null);
  const failed = useSelector(platforms, (s) => s.matches('failed'));
  if (failed) return <p className="training-muted">The training platforms cannot be opened now.</p>;
  if (!links || links.length === 0) return null;
  return (
    <nav className="training-actions" aria-label="Training platforms">
      {links.map((link) => (
        <a key={link.Platform} className="p-button p-button-outlined p-button-sm" href={link.Url} target="_blank" rel="noopener noreferrer">
          <i className="pi pi-external-link" aria-hidden="true" />
          &nbsp;{link.Label}
        </a>
      ))}
    </nav>
  );
}
