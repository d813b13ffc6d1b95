/** The browser's frame and timer functions the signal waits on (a test passes its own). */
export interface FrameScheduler {
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

export interface FirstPagePaint {
  /** Resolves once the first page has painted (or the wait has run out). */
  readonly painted: Promise<void>;
  /** Whether `painted` has resolved (for a view's first render). */
  hasPainted(): boolean;
  /** A page has committed to the screen: the signal resolves after the browser paints it. */
  pageCommitted(): void;
}

/**
 * The page comes first. After sign-in a tutor waits for the page they opened; the follow-up loads,
 * realtime and the layout's dialogs make some forty calls and a lot of script work that would
 * otherwise run before that page paints. They wait on this signal instead. `waitAtMostMs` keeps
 * them from waiting forever when no page renders (a failed chunk, a page that leaves the app).
 */
export function createFirstPagePaint(frames: FrameScheduler, waitAtMostMs: number): FirstPagePaint {
  let done = false;
  let resolvePainted!: () => void;
  const painted = new Promise<void>((resolve) => (resolvePainted = resolve));
  const resolve = () => {
    done = true;
    resolvePainted();
  };
  frames.setTimeout(resolve, waitAtMostMs);
  return {
    painted,
    hasPainted: () => done,
    // The first frame callback runs just before the page's frame is painted, the second once that
    // frame is on its way to the screen, and the timer the second sets just after (issue 9). One
    // frame was not enough: the browser shows a frame some milliseconds after painting it, and calls
    // started in between still came ahead of the page on a slow network.
    pageCommitted: () => void frames.requestAnimationFrame(() => void frames.requestAnimationFrame(() => void frames.setTimeout(resolve, 0))),
  };
}
