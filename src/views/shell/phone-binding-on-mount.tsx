import { lazy, Suspense } from 'react';
import { SessionContext } from '../session-context';

// Loaded only for the tutors the user state asks to bind a phone: the dialog brings the records
// area's actors and forms, which every other signed-in page would otherwise download (issue 9).
const PhoneBindingOnMountDialog = lazy(() => import('../dialogs/phone-binding-dialog').then((module) => ({ default: module.PhoneBindingOnMountDialog })));

/** Opens the phone binding dialog by itself when the user state says `isNeedUpdatePhone`. */
export function PhoneBindingOnMount() {
  const needed = SessionContext.useSelector((snapshot) => snapshot.context.user?.isNeedUpdatePhone ?? false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <PhoneBindingOnMountDialog />
    </Suspense>
  );
}
