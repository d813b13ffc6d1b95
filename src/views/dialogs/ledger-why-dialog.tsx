import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LedgerWhyMachine } from '../../machines/ledger-why.machine';

// The dialog, its chart and PrimeReact's Dialog load when a tutor first asks why a figure moved:
// the home page and the person panel show the figures on their first frame, never the dialog.
const LedgerWhyDialogBody = lazy(() => import('./ledger-why-dialog-body'));

/** "Why did this move?" for the figure the tutor picked (ledger-why-dialog-body.tsx). */
export function LedgerWhyDialog({ whyRef }: { whyRef: ActorRefFrom<LedgerWhyMachine> }) {
  const open = useSelector(whyRef, (snapshot) => !snapshot.matches('closed'));
  // Once opened it stays mounted, so it closes with its animation and opens again at once.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LedgerWhyDialogBody whyRef={whyRef} />
    </Suspense>
  );
}
