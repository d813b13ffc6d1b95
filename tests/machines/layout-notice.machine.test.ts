import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { HOLIDAY_GREETING_DELAY_MS, type LayoutNotice } from '../../src/domain/layout-notices';
import { layoutNoticeMachine } from '../../src/machines/layout-notice.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';

const failures: unknown[] = [];
const machine = layoutNoticeMachine.provide({
  actors: { checkNotice: pendingPromise(), closeNotice: pendingPromise() },
  actions: { logFailure: (_, error) => void failures.push(error) },
});
const id = (state: string) => `0.layoutNotice.${state}`;
const greeting: LayoutNotice = { Id: 4, Kind: 'holiday', Title: 'Merry Christmas!', Body: 'Thank you.', ImageUrl: '', LinkUrl: '' };
const found = (output: LayoutNotice | null) => ({ type: `xstate.done.actor.${id('checking')}`, output });
const checkFailed = { type: `xstate.error.actor.${id('checking')}`, error: new Error('offline') };
const closed = { type: `xstate.done.actor.${id('closing')}`, output: true };
const closeFailed = { type: `xstate.error.actor.${id('closing')}`, error: new Error('500') };
const close = { type: 'notice.close' } as const;

function live(delayMs: number) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { delayMs } }).start();
  return { actor, clock, send: (event: object) => actor.send(event as never) };
}

describe('layout-notice machine (model-based, simulated clock)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const events = eventsWhereActive(machine, [found(greeting), found(null), checkFailed, close, closed, closeFailed]);
    const input = { delayMs: HOLIDAY_GREETING_DELAY_MS };
    expectEveryTransitionCovered(machine, generatePaths(machine, { events, input }), { input });
  });

  it('the holiday greeting opens 500 ms after it was found, and closing tells the server once', () => {
    const { actor, clock, send } = live(HOLIDAY_GREETING_DELAY_MS);
    send(found(greeting));
    expect(actor.getSnapshot().value).toBe('waiting');
    send(close);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(HOLIDAY_GREETING_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.notice).toEqual(greeting);
    send(close);
    expect(actor.getSnapshot().value).toBe('closing');
    send(close);
    send(closed);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('no notice, a failed check or a failed close never leaves a dialog up; failures are logged', () => {
    failures.length = 0;
    const none = live(0);
    none.send(found(null));
    expect(none.actor.getSnapshot().value).toBe('none');
    const broken = live(0);
    broken.send(checkFailed);
    expect(broken.actor.getSnapshot().value).toBe('none');
    const poster = live(0);
    poster.send(found({ ...greeting, Kind: 'poster' }));
    poster.clock.increment(0);
    expect(poster.actor.getSnapshot().value).toBe('open');
    poster.send(close);
    poster.send(closeFailed);
    expect(poster.actor.getSnapshot().value).toBe('closed');
    expect(failures).toHaveLength(2);
  });
});
