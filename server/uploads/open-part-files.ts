import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** How long a part file stays open after its last write; an upload's next chunk comes well within it. */
export const PART_FILE_IDLE_MS = 30_000;

/** The most part files kept open at once; past it, the least recently used idle ones close. */
export const MAX_OPEN_PART_FILES = 256;

/** Create if missing, never truncate: each part lands at its offset whatever order they come in. */
const PART_FLAGS = fs.constants.O_WRONLY | fs.constants.O_CREAT;

interface OpenFile {
  handle: Promise<FileHandle>;
  /** Writes in flight on the handle; it closes only when none is. */
  writes: Set<Promise<unknown>>;
  lastUsed: number;
}

/**
 * The files an upload's chunks are written into, kept open between chunks (issue 9: per-chunk
 * cost). Opening and closing a file for each chunk took two trips to Node's thread pool besides the
 * write itself, each waiting for a thread and then for the event loop: more than half a
 * millisecond a chunk under load. A file closes after `idleMs` without a write, when the store
 * completes or removes it, or when more than `max` are open; a close waits for its writes in flight.
 *
 * Each process keeps its own: another process writing the same upload's file opens its own handle,
 * and positioned writes through several handles land where they are aimed.
 */
export class OpenPartFiles {
  private readonly files = new Map<string, OpenFile>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly idleMs = PART_FILE_IDLE_MS,
    private readonly max = MAX_OPEN_PART_FILES,
    private readonly now: () => number = Date.now,
  ) {}

  /** Writes `bytes` at `offset` of `file`, opening it first unless it is open. Fails as `open` or `write` would. */
  async write(file: string, offset: number, bytes: Buffer): Promise<void> {
    const open = this.openFile(file);
    const writing = open.handle.then((handle) => handle.write(bytes, 0, bytes.length, offset));
    open.writes.add(writing);
    try {
      await writing;
    } finally {
      open.writes.delete(writing);
      open.lastUsed = this.now();
    }
  }

  /** Closes `file` if it is open, once its writes in flight are done. */
  async close(file: string): Promise<void> {
    const open = this.files.get(file);
    if (!open) return;
    this.files.delete(file);
    await closeWhenDone(open);
  }

  /** Closes every open file in `folder` or below it. */
  async closeUnder(folder: string): Promise<void> {
    const inside = folder.endsWith(path.sep) ? folder : folder + path.sep;
    await Promise.all([...this.files.keys()].filter((file) => file.startsWith(inside)).map((file) => this.close(file)));
  }

  /** Closes every file (the app is closing). */
  async closeAll(): Promise<void> {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    await Promise.all([...this.files.keys()].map((file) => this.close(file)));
  }

  /** How many files are open: for tests. */
  get size(): number {
    return this.files.size;
  }

  /** Closes the files idle for `idleMs` or more. */
  async closeIdle(): Promise<void> {
    const before = this.now() - this.idleMs;
    const idle = [...this.files].filter(([, open]) => open.writes.size === 0 && open.lastUsed <= before).map(([file]) => file);
    await Promise.all(idle.map((file) => this.close(file)));
    if (this.files.size === 0) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }
  }

  private openFile(file: string): OpenFile {
    const kept = this.files.get(file);
    if (kept) {
      // Map order is insertion order: a file in use moves to the back, so the front is the least used.
      this.files.delete(file);
      this.files.set(file, kept);
      return kept;
    }
    const open: OpenFile = { handle: fs.promises.open(file, PART_FLAGS), writes: new Set(), lastUsed: this.now() };
    // A file that did not open is not kept, so the next write tries again (once the caller has made
    // its folder). The write awaiting it fails with the open's error.
    open.handle.catch(() => {
      if (this.files.get(file) === open) this.files.delete(file);
    });
    this.makeRoom();
    this.files.set(file, open);
    this.sweeper ??= setInterval(() => void this.closeIdle(), this.idleMs).unref();
    return open;
  }

  /** Before one more file opens: at `max` open files, the least recently used idle ones close. */
  private makeRoom(): void {
    let excess = this.files.size + 1 - this.max;
    for (const [file, open] of this.files) {
      if (excess <= 0) return;
      if (open.writes.size > 0) continue;
      excess -= 1;
      void this.close(file);
    }
  }
}

async function closeWhenDone(open: OpenFile): Promise<void> {
  await Promise.allSettled([...open.writes]);
  const handle = await open.handle.catch(() => null);
  await handle?.close().catch(() => undefined);
}
