import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are chosen by the server (never from a client's file name) and
 * look like `partial/<session>/data` or `files/<module>/<month>/<ref>`. The local-disk store is
 * the default; an S3-compatible object store can implement the same calls (PutObject, GetObject
 * with Range, DeleteObject, ListObjectsV2 + DeleteObjects for a prefix, and a multipart upload for
 * the parts: UploadPart for each, CompleteMultipartUpload to the final key).
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
  /**
   * Writes one part of an object being assembled (an upload's chunk) at `offset`, creating the
   * object with its first part; a part written again replaces its bytes. The object is not read
   * until `completeParts`.
   */
  putPart(key: string, offset: number, bytes: Buffer): Promise<void>;
  /** Ends the assembly: the first `size` bytes of `key` become the object `toKey`, and `key` is gone. */
  completeParts(key: string, size: number, toKey: string): Promise<void>;
  /** Lets go of what the store holds open (the app is closing). */
  close(): Promise<void>;
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
