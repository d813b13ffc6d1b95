import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are chosen by the server (never from a client's file name) and
 * look like `partial/<session>/<chunk>` or `files/<module>/<month>/<ref>.<ext>`. The local-disk
 * store is the default; an S3-compatible object store can implement the same five calls
 * (PutObject, GetObject with Range, DeleteObject, and ListObjectsV2 + DeleteObjects for a prefix).
 */
export interface FileStorage {
  /** Stores `content` under `key`, replacing what was there; readers never see a half-written object. */
  put(key: string, content: Buffer | Readable): Promise<void>;
  /** The whole object; for small objects such as one chunk. */
  get(key: string): Promise<Buffer>;
  /** The object's bytes, or `range` of them (inclusive end, as in HTTP Range). */
  stream(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` + '/'. */
  deletePrefix(prefix: string): Promise<void>;
}

export interface ByteRange {
  start: number;
  end: number;
}

/** Thrown by `get` and `stream` when the key holds nothing. */
export class StoredObjectMissing extends Error {
  constructor(readonly key: string) {
    super(`Nothing is stored under '${key}'`);
    this.name = 'StoredObjectMissing';
  }
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/;

/** Keys are server-made; this refuses anything that could climb out of the store's root. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`Unsafe storage key '${key}'`);
  }
}
