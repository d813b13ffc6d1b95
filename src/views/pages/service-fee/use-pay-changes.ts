import { useEffect, useRef } from 'react';
import { useRealtime } from '../../use-signed-in-parts';

/** Calls `onChange` whenever the hub says the tutor's payment account changed or a payment was recorded. */
export function usePayChanges(onChange: () => void): void {
  const realtime = useRealtime();
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!realtime) return undefined;
    const subscription = realtime.on('serviceFee.changed', () => latest.current());
    return () => subscription.unsubscribe();
  }, [realtime]);
}
