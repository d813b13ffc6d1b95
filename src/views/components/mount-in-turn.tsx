import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Mounts its children one after another, with a turn for the browser between them. Each of the
 * layout's dialogs and reminders starts its actor and its calls as it mounts: a few milliseconds
 * each on a phone, and all at once they made one long task that held up the tutor's first taps.
 * The order is kept, and all of them are there within a few frames.
 */
export function MountInTurn({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const [mounted, setMounted] = useState(1);
  useEffect(() => {
    if (mounted >= parts.length) return;
    const next = window.setTimeout(() => startTransition(() => setMounted((count) => count + 1)), 0);
    return () => window.clearTimeout(next);
  }, [mounted, parts.length]);
  return parts.slice(0, mounted);
}
