import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Which tokens stopped being valid: some by their hash (sign-out), or every token of a user (password reset, account disabled). */
export type TokenRevocation = { tokenHashes: string[] } | { userId: number };

type Listener = (revocation: TokenRevocation) => void;

/** Listeners per database, so two apps in one process (tests) only hear their own revocations. */
const listeners = new WeakMap<Kysely<Database>, Set<Listener>>();

/**
 * Subscribes to revocations recorded through `db`: the realtime hub closes the sockets opened with
 * those tokens (and publishes the revocation to the other processes). Answers the unsubscribe.
 */
export function onTokensRevoked(db: Kysely<Database>, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells the listeners; called once the revocation is in the database. A listener's failure is not the caller's. */
export function announceRevocation(db: Kysely<Database>, revocation: TokenRevocation): void {
  for (const listener of listeners.get(db) ?? []) {
    try {
      listener(revocation);
    } catch {
      // Listeners log their own failures; the revocation itself is already recorded.
    }
  }
}
