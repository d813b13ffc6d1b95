import { useEffect } from 'react';
import type { SessionEmitted } from '../../machines/session.types';
import { SessionContext } from '../session-context';

interface Emitting {
  on(type: 'notify', handler: (notice: SessionEmitted) => void): { unsubscribe(): void };
}

/** Shows what a page machine emits as `notify` through the session's notifications. */
export function useForwardNotices(actor: Emitting): void {
  const session = SessionContext.useActorRef();
  useEffect(() => {
    const subscription = actor.on('notify', (notice) => session.send({ type: 'notify.show', notice }));
    return () => subscription.unsubscribe();
  }, [actor, session]);
}
