import { useEffect, useRef } from 'react';
import { useRealtime } from '../../use-signed-in-parts';

/** Calls `onChange` whenever the hub says one of the tutor's classes was booked or changed. */
export function useClassChanges(onChange: () => void): void {
  const realtime = useRealtime();
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!realtime) return undefined;
    const subscription = realtime.on('classes.changed', () => latest.current());
    return () => subscription.unsubscribe();
  }, [realtime]);
}
