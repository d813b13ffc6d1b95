import { describe, expect, it } from 'vitest';
import { createFirstPagePaint, type FrameScheduler } from '../../src/actors/first-page-paint';

/** Frames and timers that run only when the test says so. */
function manualFrames() {
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const scheduler: FrameScheduler = {
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
  };
  return {
    scheduler,
    runFrame: () => frames.splice(0).forEach((callback) => callback()),
    runTimers: (ms: number) =>
      timers
        .filter((timer) => timer.ms === ms)
        .forEach((timer) => {
          timers.splice(timers.indexOf(timer), 1);
          timer.callback();
        }),
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('the first page paint', () => {
  it('resolves after the frame that shows the committed page is on its way to the screen, not before', async () => {
    const frames = manualFrames();
    const paint = createFirstPagePaint(frames.scheduler, 5000);
    expect(paint.hasPainted()).toBe(false);

    paint.pageCommitted();
    frames.runTimers(0);
    expect(await settled(paint.painted)).toBe(false);

    frames.runFrame();
    frames.runTimers(0);
    expect(await settled(paint.painted)).toBe(false);
    frames.runFrame();
    expect(await settled(paint.painted)).toBe(false);
    frames.runTimers(0);
    expect(await settled(paint.painted)).toBe(true);
    expect(paint.hasPainted()).toBe(true);
  });

  it('stops waiting after the longest wait when no page commits', async () => {
    const frames = manualFrames();
    const paint = createFirstPagePaint(frames.scheduler, 5000);
    frames.runFrame();
    expect(await settled(paint.painted)).toBe(false);

    frames.runTimers(5000);
    expect(await settled(paint.painted)).toBe(true);
    expect(paint.hasPainted()).toBe(true);
  });
});
