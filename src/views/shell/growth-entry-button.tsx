import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { createGrowthEntryLogic } from '../../actors/growth-entry.actors';
import { useAreaLogic } from '../page-logic-context';

/**
 * The growth-centre entry (growth-account.md §2, §4): Receive (shaking) while points wait and the
 * red packet is not dismissed, else Enter; mounted for the whole session of a test-group tutor so
 * its close state survives the pages where it is hidden.
 */
export function GrowthEntryButton({ allowed }: { allowed: boolean }) {
  const entry = useActorRef(useAreaLogic(createGrowthEntryLogic), { input: { allowed } });
  useEffect(() => entry.send({ type: 'entry.path', allowed }), [entry, allowed]);
  const mode = useSelector(entry, (s) => (s.matches({ shown: 'receive' }) ? 'receive' : s.matches({ shown: 'enter' }) ? 'enter' : null));
  const shaking = useSelector(entry, (s) => s.hasTag('entry:shaking'));
  if (!allowed || mode === null) return null;
  const label = mode === 'receive' ? 'Receive' : 'Enter';
  return (
    <div className={`growth-entry${mode === 'receive' ? ' is-receive' : ''}${shaking ? ' is-shaking' : ''}`} data-testid="growth-entry">
      <Link className="growth-entry-link" href="/growthCenter" aria-label={`Growth Centre: ${label}`} title="Growth Centre">
        <i className={`pi ${mode === 'receive' ? 'pi-gift' : 'pi-chart-line'}`} aria-hidden="true" />
        <span>{label}</span>
      </Link>
      <button type="button" className="growth-entry-close" aria-label="Close the growth centre entry" onClick={() => entry.send({ type: 'entry.close' })}>
        <i className="pi pi-times" aria-hidden="true" />
      </button>
    </div>
  );
}
