import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, StoredObjectMissing, type ByteRange, type FileStorage } from './file-storage';
import { OpenPartFiles } from './open-part-files';

/**
 * A FileStorage in a folder on local disk: one file per key, written aside and renamed into place;
 * an object assembled from parts is one file written at each part's offset, renamed when complete.
 */
export function createLocalFileStorage(root: string): FileStorage {
  // An upload's part file stays open between its chunks (open-part-files.ts).
  const partFiles = new OpenPartFiles();
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

  // Folders this store has made: an upload's chunks share one, so it is made once, not per chunk.
  const madeFolders = new Set<string>();
  const ensureFolder = async (folder: string) => {
    if (madeFolders.has(folder)) return;
    await fs.promises.mkdir(folder, { recursive: true });
    if (madeFolders.size > 10_000) madeFolders.clear();
    madeFolders.add(folder);
  };

  return {
    async put(key, content) {
      const file = resolve(key);
      const folder = path.dirname(file);
      await ensureFolder(folder);
      const aside = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        // A buffer (a chunk) in one write call; a stream through a write stream.
        if (Buffer.isBuffer(content)) await writeAside(aside, content, () => madeFolders.delete(folder));
        else await pipeline(content, fs.createWriteStream(aside));
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
      const file = resolve(key);
      await partFiles.close(file);
      await fs.promises.rm(file, { force: true });
    },
    async deletePrefix(prefix) {
      const folder = resolve(prefix);
      madeFolders.delete(folder);
      await partFiles.closeUnder(folder);
      await fs.promises.rm(folder, { recursive: true, force: true });
    },
    async putPart(key, offset, bytes) {
      const file = resolve(key);
      const folder = path.dirname(file);
      await ensureFolder(folder);
      await writePart(partFiles, file, offset, bytes, () => madeFolders.delete(folder));
    },
    async completeParts(key, size, toKey) {
      const from = resolve(key);
      const to = resolve(toKey);
      await partFiles.close(from);
      // Fewer bytes than the parts on record means the object is not what was recorded.
      const { size: written } = await fs.promises.stat(from).catch(missingAs(key));
      if (written < size) throw new StoredObjectMissing(key);
      // A last part sent again shorter leaves bytes past the end: they are not the file's.
      if (written > size) await fs.promises.truncate(from, size);
      await ensureFolder(path.dirname(to));
      await fs.promises.rename(from, to);
    },
    async close() {
      await partFiles.closeAll();
    },
  };
}

/** Writes a part at its offset; when its folder was removed meanwhile (a cancel), makes it again once. */
async function writePart(partFiles: OpenPartFiles, file: string, offset: number, bytes: Buffer, forgetFolder: () => void): Promise<void> {
  try {
    await partFiles.write(file, offset, bytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    forgetFolder();
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await partFiles.write(file, offset, bytes);
  }
}

/** Writes a buffer to a new file; when its folder was removed meanwhile (a cancel), makes it again once. */
async function writeAside(file: string, content: Buffer, forgetFolder: () => void): Promise<void> {
  try {
    await fs.promises.writeFile(file, content);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    forgetFolder();
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, content);
  }
}
