import type { PageDeps } from '../../src/actors/page-logic';

/**
 * PageDeps' scoresChanged and onScoresChanged for view tests: the changes pages announce are kept
 * (patch and source), and listeners hear them as they would in the app.
 */
export function scoresChanges(): Pick<PageDeps, 'scoresChanged' | 'onScoresChanged'> & { announced: Array<{ patch: object; source: string }> } {
  const listeners = new Set<(source: string) => void>();
  const announced: Array<{ patch: object; source: string }> = [];
  return {
    announced,
    scoresChanged: (patch, source) => {
      announced.push({ patch, source });
      for (const listener of [...listeners]) listener(source);
    },
    onScoresChanged: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
