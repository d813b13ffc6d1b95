/**
 * Whom the rate limit counts a request against: the signed-in user when the request's bearer token
 * has already been accepted by this process, else the client's address.
 *
 * Per address alone, every tutor behind one address (a tutoring centre, a school, a mobile
 * carrier's NAT) shared one budget, so a room of tutors opening their pages in the morning was
 * refused together. The limit runs before authentication (it must stay cheap for floods), so it
 * only knows tokens that passed the auth hook earlier; a token it does not know, valid or forged,
 * counts against its address, and forging tokens cannot buy a fresh budget. A token revoked since
 * keeps counting against its user, which is harmless: the auth hook still refuses it.
 */
export class RateLimitKeys {
  private readonly users = new Map<string, number>();

  /** @param maxEntries how many tokens to remember (oldest first out). */
  constructor(private readonly maxEntries: number) {}

  /** Called by the auth hook once a token is accepted. */
  remember(tokenHash: string, userId: number): void {
    if (this.maxEntries === 0 || this.users.get(tokenHash) === userId) return;
    if (this.users.size >= this.maxEntries) {
      const oldest = this.users.keys().next().value;
      if (oldest !== undefined) this.users.delete(oldest);
    }
    this.users.set(tokenHash, userId);
  }

  /** The limiter's key: `user:<id>` for a token accepted before, else `ip:<address>`. */
  keyOf(tokenHash: string | null, address: string): string {
    const userId = tokenHash === null ? undefined : this.users.get(tokenHash);
    return userId === undefined ? `ip:${address}` : `user:${userId}`;
  }
}
