import { useSyncExternalStore } from 'react';

/**
 * The layout's size: 'wide' from 1400 px, 'small' below it (growth-account.md §2, the layout's
 * small flag), 'phone' at phone width, where the sidebar becomes a drawer.
 */
export type LayoutSize = 'wide' | 'small' | 'phone';

export const SMALL_LAYOUT_BELOW_PX = 1400;
export const PHONE_LAYOUT_BELOW_PX = 768;

const smallQuery = `(max-width: ${SMALL_LAYOUT_BELOW_PX - 0.02}px)`;
const phoneQuery = `(max-width: ${PHONE_LAYOUT_BELOW_PX - 0.02}px)`;

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

function currentSize(): LayoutSize {
  if (matches(phoneQuery)) return 'phone';
  return matches(smallQuery) ? 'small' : 'wide';
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = [window.matchMedia(smallQuery), window.matchMedia(phoneQuery)];
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

export function useLayoutSize(): LayoutSize {
  return useSyncExternalStore(subscribe, currentSize, () => 'wide');
}
