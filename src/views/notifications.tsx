import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { SessionEmitted } from '../machines/session.types';
import { SessionContext } from './session-context';

const NotificationsView = lazy(() => import('./notifications-view'));

/**
 * Listens for what the session emits from the first render, and loads the toast and alert
 * components with the first notice: a page that shows none never downloads them.
 */
export function Notifications() {
  const session = SessionContext.useActorRef();
  const [notices, setNotices] = useState<SessionEmitted[]>([]);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const subscription = session.on('notify', (notice) => {
      setLoaded(true);
      setNotices((queued) => [...queued, notice]);
    });
    return () => subscription.unsubscribe();
  }, [session]);

  const taken = useCallback((count: number) => setNotices((queued) => queued.slice(count)), []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsView notices={notices} taken={taken} />
    </Suspense>
  );
}
