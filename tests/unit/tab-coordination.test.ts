import { describe, expect, it } from 'vitest';
import { createTabCoordinator, type TabCoordinator, type TabListener } from '../../src/services/tab-coordination';

/**
 * A browser in miniature: one storage shared by the tabs, and `storage` events delivered to every
 * tab but the writer, as browsers do.
 */
function browser() {
  const values = new Map<string, string>();
  const tabs: Array<{ id: string; handlers: Map<string, Set<(event: any) => void>> }> = [];
  let now = 1_000;
  let writer = '';
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
      for (const tab of tabs) if (tab.id !== writer) for (const handler of tab.handlers.get('storage') ?? []) handler({ key, newValue: value });
    },
  };
  function open(id: string) {
    const handlers = new Map<string, Set<(event: any) => void>>();
    tabs.push({ id, handlers });
    const events = {
      addEventListener: (type: string, handler: (event: any) => void) => void (handlers.get(type) ?? handlers.set(type, new Set()).get(type)!).add(handler),
      removeEventListener: (type: string, handler: (event: any) => void) => void handlers.get(type)?.delete(handler),
    };
    const coordinator = createTabCoordinator({ storage, events: events as never, tabId: id, now: () => now, staleAfterMs: 150_000 });
    // Writes happen as this tab.
    const asTab = <T>(action: () => T): T => {
      const previous = writer;
      writer = id;
      try {
        return action();
      } finally {
        writer = previous;
      }
    };
    const heard: string[] = [];
    const listener: TabListener = {
      leaderChanged: (isSelf) => heard.push(isSelf ? 'leader:self' : 'leader:other'),
      leaderReleased: () => heard.push('released'),
      relayed: (message) => heard.push(`relayed:${JSON.stringify(message)}`),
      unloading: () => heard.push('unloading'),
      restored: () => heard.push('restored'),
    };
    const stop = coordinator.listen(listener);
    const tab = {
      coordinator: new Proxy(coordinator, {
        get: (target, key: keyof TabCoordinator) => {
          const value = target[key];
          return typeof value === 'function' ? (...args: unknown[]) => asTab(() => (value as (...a: unknown[]) => unknown)(...args)) : value;
        },
      }),
      heard,
      stop: () => asTab(stop),
      unload: () => asTab(() => handlers.get('pagehide')?.forEach((handler) => handler({}))),
    };
    return tab;
  }
  return { open, advance: (ms: number) => (now += ms) };
}

describe('tab coordination over local storage', () => {
  it('the newest tab takes the connection and the older tab hears it', () => {
    const b = browser();
    const first = b.open('a');
    first.coordinator.claim();
    const second = b.open('b');
    second.coordinator.claim();
    expect(first.heard).toEqual(['leader:self', 'leader:other']);
    expect(second.heard).toEqual(['leader:self']);
    expect([first.coordinator.isLeader(), second.coordinator.isLeader()]).toEqual([false, true]);
  });

  it('an unloading leader releases; the first tab to claim a free connection keeps it', () => {
    const b = browser();
    const [a, c, d] = [b.open('a'), b.open('c'), b.open('d')];
    a.coordinator.claim();
    a.unload();
    expect(a.heard.at(-1)).toBe('unloading');
    expect(c.heard.at(-1)).toBe('released');
    expect(c.coordinator.claimIfFree()).toBe(true);
    expect(d.coordinator.claimIfFree()).toBe(false);
    expect(d.heard.at(-1)).toBe('leader:other');
    expect([c.coordinator.isLeader(), d.coordinator.isLeader()]).toEqual([true, false]);
  });

  it('a leader that stops beating can be replaced after 150 s, not before', () => {
    const b = browser();
    const [a, c] = [b.open('a'), b.open('c')];
    a.coordinator.claim();
    b.advance(100_000);
    a.coordinator.heartbeat();
    b.advance(150_000);
    expect(c.coordinator.claimIfStale()).toBe(false);
    b.advance(1);
    expect(c.coordinator.claimIfStale()).toBe(true);
    // The old leader's late heartbeat does not take it back.
    a.coordinator.heartbeat();
    expect(c.coordinator.isLeader()).toBe(true);
  });

  it('relays messages to the other tabs only, each write heard even when the message repeats', () => {
    const b = browser();
    const [a, c] = [b.open('a'), b.open('c')];
    a.coordinator.relay({ kind: 'changed', dialogId: null });
    a.coordinator.relay({ kind: 'changed', dialogId: null });
    expect(c.heard).toEqual(['relayed:{"kind":"changed","dialogId":null}', 'relayed:{"kind":"changed","dialogId":null}']);
    expect(a.heard).toEqual([]);
  });

  it('stopping releases the claim and stops listening', () => {
    const b = browser();
    const [a, c] = [b.open('a'), b.open('c')];
    a.coordinator.claim();
    a.stop();
    expect(c.heard.at(-1)).toBe('released');
    c.coordinator.claim();
    expect(a.heard).toEqual(['leader:self']);
  });
});
