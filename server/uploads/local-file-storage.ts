import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, StoredObjectMissing, type ByteRange, type FileStorage } from './file-storage';

/** A FileStorage in a folder on local disk: one file per key, written aside and renamed into place. */
export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Unsafe storage key '${key}'`);
    return file;
  };
  const missingAs = (key: string) => (error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredObjectMissing(key);
    throw error;
  };

  return {
    async put(key, content) {
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const aside = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, fs.createWriteStream(aside));
        await fs.promises.rename(aside, file);
      } catch (error) {
        await fs.promises.rm(aside, { force: true });
        throw error;
      }
    },
    async get(key) {
      return fs.promises.readFile(resolve(key)).catch(missingAs(key));
    },
    async stream(key, range?: ByteRange) {
      const file = resolve(key);
      // Open first so a missing object is an error here, not later in the middle of a response.
      const handle = await fs.promises.open(file, 'r').catch(missingAs(key));
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      await fs.promises.rm(resolve(prefix), { recursive: true, force: true });
    },
  };
}
