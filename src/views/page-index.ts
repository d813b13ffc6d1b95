import type { ComponentType } from 'react';

/**
 * Every page's loader, by file. Its own chunk, loaded with the first signed-in page: the list of
 * pages and the files each needs grows with every area, and the sign-in page should not carry it.
 */
const loaders = import.meta.glob<{ default: ComponentType }>('./pages/**/*.page.tsx');

/** Loads the page in `file` (relative to src/views, as `./pages/<area>/<name>.page.tsx`). */
export function loadPage(file: string): Promise<{ default: ComponentType }> {
  const load = loaders[file];
  if (!load) return Promise.reject(new Error(`No page file ${file}`));
  return load();
}

/** The page files there are (for the route table's test). */
export const pageFiles: readonly string[] = Object.keys(loaders);
