/**
 * One live hub connection per browser (shell.md §4 "Realtime connection"): the tabs of a browser
 * agree through local storage which of them holds it, and the holder passes what it receives on.
 *
 * - The leader record `{ tabId, beat }` names the tab holding the connection. A tab claims it by
 *   writing it; the `storage` event tells every other tab, which closes its connection. The newest
 *   tab claims at start, so opening a tab moves the connection there.
 * - On unload the leader writes a released record; the other tabs then claim it if still free.
 *   Two tabs claiming at once both write; each then reads the stored record (the last write), so
 *   exactly one keeps it.
 * - A leader that crashed leaves a record whose beat stops moving: after `staleAfterMs` another
 *   tab may claim it.
 * - Relayed messages are written under a second key with a fresh sequence, so every write changes
 *   the value and fires `storage` in the other tabs (never in the writing tab).
 */
export interface LeaderRecord {
  /** '' when released. */
  tabId: string;
  /** ms since the epoch of the last claim or heartbeat. */
  beat: number;
}

export interface TabListener {
  /** Another tab claimed the connection, or this tab did through `claim*`. */
  leaderChanged(isSelf: boolean): void;
  /** The leader let go (its page unloaded). */
  leaderReleased(): void;
  /** A message another tab relayed. */
  relayed(message: unknown): void;
  /** This page is being unloaded (after this tab's claim was released). */
  unloading(): void;
  /** This page came back from the back-forward cache. */
  restored(): void;
}

export interface TabCoordinator {
  readonly tabId: string;
  /** Takes the connection whoever holds it. */
  claim(): void;
  /** Takes it only when no tab holds it; answers whether this tab now does. */
  claimIfFree(): boolean;
  /** Takes it when no tab holds it or the holder's beat is older than `staleAfterMs`. */
  claimIfStale(): boolean;
  /** The holder's "still here". Ignored when another tab holds it. */
  heartbeat(): void;
  /** Lets go when this tab holds it. */
  release(): void;
  isLeader(): boolean;
  relay(message: unknown): void;
  /** Starts listening; answers the teardown (which releases this tab's claim). */
  listen(listener: TabListener): () => void;
}

export interface TabCoordinationOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Where `storage`, `pagehide` and `pageshow` are listened for (the window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  tabId: string;
  now: () => number;
  staleAfterMs: number;
  keyPrefix?: string;
}

export function createTabCoordinator(options: TabCoordinationOptions): TabCoordinator {
  const prefix = options.keyPrefix ?? 'tutor-portal.realtime';
  const leaderKey = `${prefix}.leader`;
  const relayKey = `${prefix}.relay`;
  const { storage, tabId } = options;
  let sequence = 0;
  let listener: TabListener | null = null;

  const readLeader = (): LeaderRecord | null => parse<LeaderRecord>(storage.getItem(leaderKey));
  const writeLeader = (record: LeaderRecord) => storage.setItem(leaderKey, JSON.stringify(record));
  const isFree = (record: LeaderRecord | null) => !record || record.tabId === '';
  const isStale = (record: LeaderRecord) => options.now() - record.beat > options.staleAfterMs;

  const claim = () => {
    writeLeader({ tabId, beat: options.now() });
    listener?.leaderChanged(true);
  };
  const claimWhen = (condition: (record: LeaderRecord | null) => boolean): boolean => {
    const current = readLeader();
    if (current?.tabId === tabId) return true;
    if (!condition(current)) return false;
    claim();
    return true;
  };
  const release = () => {
    if (readLeader()?.tabId === tabId) writeLeader({ tabId: '', beat: options.now() });
  };

  const onStorage = (event: StorageEvent) => {
    if (!listener) return;
    if (event.key === leaderKey) {
      // The stored value, not the event's: when two tabs claim at once, the last write stands.
      const current = readLeader();
      if (isFree(current)) listener.leaderReleased();
      else listener.leaderChanged(current!.tabId === tabId);
    } else if (event.key === relayKey) {
      const envelope = parse<{ from: string; message: unknown }>(event.newValue);
      if (envelope && envelope.from !== tabId) listener.relayed(envelope.message);
    }
  };
  const onPageHide = () => {
    release();
    listener?.unloading();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) listener?.restored();
  };

  return {
    tabId,
    claim,
    claimIfFree: () => claimWhen(isFree),
    claimIfStale: () => claimWhen((record) => isFree(record) || isStale(record!)),
    heartbeat: () => {
      if (readLeader()?.tabId === tabId) writeLeader({ tabId, beat: options.now() });
    },
    release,
    isLeader: () => readLeader()?.tabId === tabId,
    relay: (message) => {
      sequence += 1;
      storage.setItem(relayKey, JSON.stringify({ from: tabId, sequence, at: options.now(), message }));
    },
    listen: (next) => {
      listener = next;
      options.events.addEventListener('storage', onStorage);
      options.events.addEventListener('pagehide', onPageHide);
      options.events.addEventListener('pageshow', onPageShow);
      return () => {
        options.events.removeEventListener('storage', onStorage);
        options.events.removeEventListener('pagehide', onPageHide);
        options.events.removeEventListener('pageshow', onPageShow);
        listener = null;
        release();
      };
    },
  };
}

/** A random id for this tab (randomUUID needs a secure context; plain http on a LAN is not one). */
export function newTabId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function parse<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
