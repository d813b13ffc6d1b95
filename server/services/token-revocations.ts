import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Which tokens stopped being valid: some by their hash (sign-out), or every token of a user (password reset, account disabled). */
export type TokenRevocation = { tokenHashes: string[] } | { userId: number };

/** Where a revocation was made: in this process (`local`), or in another one and relayed by the backplane (`remote`). */
export type RevocationOrigin = 'local' | 'remote';

/** Acts on a revocation; a promise it answers is awaited before the revoking call answers. */
type Listener = (revocation: TokenRevocation, origin: RevocationOrigin) => void | Promise<void>;

/** Listeners per database, so two apps in one process (tests) only hear their own revocations. */
const listeners = new WeakMap<Kysely<Database>, Set<Listener>>();

/**
 * Subscribes to revocations recorded through `db`: the token cache forgets the tokens, the
 * realtime hub closes the sockets opened with them and publishes the revocation to the other
 * processes. Answers the unsubscribe.
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

/**
 * Tells the listeners; called once the revocation is in the database, and awaited, so that when
 * the revoking call answers no process still accepts the tokens (issue 9: "a revoked token must
 * fail on its next request, in every process"). A listener's failure is not the caller's.
 */
export async function announceRevocation(db: Kysely<Database>, revocation: TokenRevocation, origin: RevocationOrigin = 'local'): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const listener of listeners.get(db) ?? []) {
    try {
      const result = listener(revocation, origin);
      if (result) pending.push(result.catch(() => undefined));
    } catch {
      // Listeners log their own failures; the revocation itself is already recorded.
    }
  }
  await Promise.all(pending);
}
