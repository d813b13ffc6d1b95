import { createHash, type Hash } from 'node:crypto';

/**
 * The SHA-256 of each upload's chunks, updated as they arrive in order (the client sends them one
 * by one), so the merge does not read the whole file a second time only to hash it. Anything else
 * (a chunk sent again, out of order, to another process, or a restart) forgets the upload here and
 * the merge hashes the bytes as it copies them, as before. Kept in this process's memory, bounded.
 */
export class RunningHashes {
  private readonly uploads = new Map<number, { next: number; hash: Hash }>();

  constructor(private readonly maxUploads = 1_000) {}

  /** Records chunk `index` (1-based) of upload `sessionId`, once it is stored and on record. */
  add(sessionId: number, index: number, bytes: Buffer): void {
    const upload = this.uploads.get(sessionId);
    if (index === 1) {
      this.uploads.delete(sessionId);
      // The oldest upload makes room: an abandoned one, most likely.
      if (this.uploads.size >= this.maxUploads) this.uploads.delete(this.uploads.keys().next().value as number);
      this.uploads.set(sessionId, { next: 2, hash: createHash('sha256').update(bytes) });
      return;
    }
    if (upload?.next === index) {
      upload.hash.update(bytes);
      upload.next += 1;
      return;
    }
    this.uploads.delete(sessionId);
  }

  /** The hex digest of chunks 1 to `count` when exactly those arrived, in order; null otherwise. Forgets the upload. */
  take(sessionId: number, count: number): string | null {
    const upload = this.uploads.get(sessionId);
    this.uploads.delete(sessionId);
    return upload?.next === count + 1 ? upload.hash.digest('hex') : null;
  }

  forget(sessionId: number): void {
    this.uploads.delete(sessionId);
  }
}
