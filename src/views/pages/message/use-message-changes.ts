import { useEffect, useRef } from 'react';
import { useRealtime } from '../../use-signed-in-parts';

/** Calls `onChange` whenever realtime says a message list may have changed (a hub event, a dialog, another tab). */
export function useMessageChanges(onChange: () => void): void {
  const realtime = useRealtime();
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!realtime) return undefined;
    const subscription = realtime.on('messages.changed', () => latest.current());
    return () => subscription.unsubscribe();
  }, [realtime]);
}
