import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { createPublicClassEntryLogic } from '../../actors/public-class-entry.actors';
import { PUBLIC_CLASS_PATH } from '../../domain/public-class';
import { useAreaLogic } from '../page-logic-context';

/**
 * The layout's public-class entry (growth-account.md §2 side widgets, teaching.md §4): shown only
 * when the server says public classes are open to the tutor, and not on the public-class page.
 */
export function PublicClassEntry() {
  const [path] = useLocation();
  const entry = useActorRef(useAreaLogic(createPublicClassEntryLogic), { input: { key: 0 } });
  const open = useSelector(entry, (s) => s.context.data === 1);
  if (!open || path.toLowerCase() === PUBLIC_CLASS_PATH.toLowerCase()) return null;
  return (
    <Link href={PUBLIC_CLASS_PATH} className="floating-button" aria-label="Public class" title="Public class">
      <i className="pi pi-video" aria-hidden="true" />
    </Link>
  );
}
