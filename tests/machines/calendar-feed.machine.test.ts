import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { calendarFeedMachine } from '../../src/machines/calendar-feed.machine';
import { classDetailHeaderMachine } from '../../src/machines/class-detail-header.machine';
import { ApiError } from '../../src/services/api-errors';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';
import { scenarioPath } from './scenario';

const failure = new ApiError('transport', 'Links seem to get inaccessible.');
const url = 'http://portal.example/calendar/abcdefghijklmnopqrstuvwxyz012345.ics';
const ev = {
  loaded: { type: 'xstate.done.actor.load', output: { Url: url } },
  loadFailed: { type: 'xstate.error.actor.load', error: failure },
  retry: { type: 'feed.retry' },
  copy: { type: 'feed.copy' },
  copied: { type: 'xstate.done.actor.copy', output: undefined },
  copyFailed: { type: 'xstate.error.actor.copy', error: new Error('denied') },
  reset: { type: 'feed.reset' },
  wasReset: { type: 'xstate.done.actor.reset', output: { Url: `${url}?new` } },
  resetFailed: { type: 'xstate.error.actor.reset', error: failure },
} satisfies Record<string, EventObject & Record<string, unknown>>;

function recorded() {
  const effects: string[] = [];
  const machine = calendarFeedMachine.provide({
    actors: { 'load feed url': pendingPromise(), 'reset feed url': pendingPromise(), 'copy text': pendingPromise() },
    actions: { reportError: () => void effects.push('reportError') },
  });
  return { machine, effects };
}

function replay(events: EventObject[]) {
  const { machine, effects } = recorded();
  const copies: unknown[] = [];
  const { actor } = replayPath(machine, scenarioPath(machine, events), {
    onStep: (snapshot) => {
      const copy = (snapshot as { children: Record<string, any> }).children.copy;
      if (copy) copies.push(copy.options?.input);
    },
  });
  return { snapshot: actor.getSnapshot() as AnyMachineSnapshot, effects, copies };
}

describe('calendar feed (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const { machine } = recorded();
    expectEveryTransitionCovered(machine, generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)) }));
  });

  it('copies the address and says so; a refused clipboard asks to copy by hand', () => {
    const { snapshot, copies } = replay([ev.loaded, ev.copy, ev.copied]);
    expect(copies[0]).toEqual({ text: url });
    expect(snapshot.context).toEqual({ url, notice: 'Calendar link copied.', error: '' });
    expect(replay([ev.loaded, ev.copy, ev.copyFailed]).snapshot.context.error).toBe('The link could not be copied: select it and copy it yourself.');
  });

  it('resets to a new address, and reports failures to the session', () => {
    expect(replay([ev.loaded, ev.reset, ev.wasReset]).snapshot.context.url).toBe(`${url}?new`);
    const failed = replay([ev.loadFailed, ev.retry, ev.loaded, ev.reset, ev.resetFailed]);
    expect(failed.effects).toEqual(['reportError', 'reportError']);
    expect(failed.snapshot.context).toMatchObject({ url, error: 'Links seem to get inaccessible.' });
  });
});

describe('class detail header (model-based)', () => {
  const header = { type: 'xstate.done.actor.load', output: { info: { CLID: 7 } } };
  const events = [header, { type: 'xstate.error.actor.load', error: failure }, { type: 'detail.retry' }];
  const machine = classDetailHeaderMachine.provide({ actors: { 'load header': pendingPromise() }, actions: { reportError: () => {} } });

  it('reaches every transition: loads the header, or fails with the message and retries', () => {
    expectEveryTransitionCovered(machine, generatePaths(machine, { events: eventsWhereActive(machine, events), input: { clid: 7 } }), { input: { clid: 7 } });
    const { actor } = replayPath(machine, scenarioPath(machine, [events[1]!, events[2]!, header], { clid: 7 }), { input: { clid: 7 } });
    expect(actor.getSnapshot().context).toEqual({ clid: 7, header: { info: { CLID: 7 } }, error: '' });
  });
});
