import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import type { FirstPagePaint } from '../actors/first-page-paint';

const FirstPagePaintContext = createContext<FirstPagePaint | null>(null);

/** The app's first-page signal (actors/first-page-paint.ts) for the views below. */
export const FirstPagePaintProvider = FirstPagePaintContext.Provider;

/** Rendered beside a page, inside its boundary: the page has committed, so the signal can fire after the paint. */
export function PageCommitted() {
  const paint = useContext(FirstPagePaintContext);
  useEffect(() => paint?.pageCommitted(), [paint]);
  return null;
}

/**
 * Renders its children once the first page has painted: the layout's dialogs, reminders and logs
 * start their calls behind the page the tutor opened, not ahead of it. Without a signal (a view
 * test) they render at once.
 */
export function AfterFirstPage({ children }: { children: ReactNode }) {
  const paint = useContext(FirstPagePaintContext);
  const [painted, setPainted] = useState(() => paint === null || paint.hasPainted());
  useEffect(() => {
    if (painted || !paint) return;
    let current = true;
    // A transition: React renders the parts in slices between frames instead of one long task
    // that would hold up the tutor's first clicks.
    void paint.painted.then(() => current && startTransition(() => setPainted(true)));
    return () => {
      current = false;
    };
  }, [paint, painted]);
  return painted ? children : null;
}
