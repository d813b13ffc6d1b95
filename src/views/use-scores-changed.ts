import { useEffect, useRef } from 'react';
import { usePageDeps } from './page-logic-context';

/**
 * Runs `onChange` whenever a page changed the tutor's points (PageDeps.scoresChanged: a claimed
 * task, a course reward, a right), so figures shown elsewhere load again without a page reload.
 */
export function useScoresChanged(onChange: (source: string) => void): void {
  const deps = usePageDeps();
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => deps.onScoresChanged((source) => latest.current(source)), [deps]);
}
