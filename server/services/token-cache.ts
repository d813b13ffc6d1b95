import type { AuthenticatedUser } from './access-tokens';
import type { TokenRevocation } from './token-revocations';

interface CachedToken {
  user: AuthenticatedUser;
  expiresAtMs: number;
}

/**
 * The portal's own tokens this process has already looked up, so an authenticated request does
 * not read `access_tokens` again (issue 9: the token lookup was one of two queries on every call).
 *
 * A cached token stays valid only as long as the database would say so:
 * - it expires at the token's own expiry, checked against the app's clock on every lookup;
 * - every revocation (sign-out, password reset, disabled account, changed role) is announced
 *   after it is committed (token-revocations.ts) and forgets the tokens it names, in this process
 *   at once and in the others through the Redis backplane, whose publisher waits until every
 *   process has forgotten them before the revoking call answers (redis-backplane.ts);
 * - with several processes the cache is trusted only while the backplane's subscription is live:
 *   `suspend` (connection lost) forgets everything and reads the database until `resume`;
 * - a lookup that raced a revocation (it read the row before the revocation was announced) is
 *   not remembered: `stamp` before reading, `remember` checks that no revocation came in between.
 */
export class TokenCache {
  private readonly entries = new Map<string, CachedToken>();
  /** Moves on every revocation and suspension: a lookup stamped before it is not remembered. */
  private generation = 0;

  /**
   * @param maxEntries how many tokens to keep (oldest first out); 0 turns the cache off.
   * @param trusted false while revocations from other processes could be missed (see `resume`).
   */
  constructor(
    private readonly maxEntries: number,
    private trusted = true,
  ) {}

  /** The user of a live cached token, or undefined: then read the database. */
  lookup(tokenHash: string, nowMs: number): AuthenticatedUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= nowMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  /** Taken before reading the token from the database; hand it to `remember`. */
  stamp(): number {
    return this.generation;
  }

  /** Keeps a token the database just confirmed, unless a revocation came in since `stamp`. */
  remember(stamp: number, user: AuthenticatedUser, expiresAtMs: number): void {
    if (!this.trusted || this.maxEntries === 0 || stamp !== this.generation) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(user.tokenHash)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(user.tokenHash, { user: Object.freeze({ ...user, roles: Object.freeze([...user.roles]) }) as AuthenticatedUser, expiresAtMs });
  }

  /** Forgets the tokens a revocation names (its hashes, or every token of its user). */
  forget(revocation: TokenRevocation): void {
    this.generation += 1;
    if ('tokenHashes' in revocation) {
      for (const hash of revocation.tokenHashes) this.entries.delete(hash);
      return;
    }
    for (const [hash, entry] of this.entries) if (entry.user.userId === revocation.userId) this.entries.delete(hash);
  }

  /** Revocations from other processes may be missed from now on: forget everything, remember nothing. */
  suspend(): void {
    this.trusted = false;
    this.generation += 1;
    this.entries.clear();
  }

  /** Every revocation from now on will arrive: remember again. */
  resume(): void {
    this.trusted = true;
  }

  /** Whether entries are kept: false while suspended. */
  get isTrusted(): boolean {
    return this.trusted;
  }

  get size(): number {
    return this.entries.size;
  }
}
