import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OpenPartFiles } from '../../server/uploads/open-part-files';

describe('open part files (an upload kept open between its chunks)', () => {
  let folder: string;
  let files: OpenPartFiles;
  let now: number;

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'open-part-files-'));
    now = 1_000;
    files = new OpenPartFiles(30_000, 2, () => now);
  });
  afterEach(async () => {
    await files.closeAll();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const file = (name: string) => path.join(folder, name);

  it('writes each part at its offset through one open file, in any order, and closes it', async () => {
    await files.write(file('data'), 4, Buffer.from('5678'));
    await files.write(file('data'), 0, Buffer.from('1234'));
    expect(files.size).toBe(1);
    await files.write(file('data'), 0, Buffer.from('abcd'));
    expect(fs.readFileSync(file('data'), 'utf8')).toBe('abcd5678');
    await files.close(file('data'));
    expect(files.size).toBe(0);
  });

  it('closes a file only once its writes in flight are done', async () => {
    const writing = files.write(file('data'), 0, Buffer.alloc(65536, 7));
    const closing = files.close(file('data'));
    expect(files.size).toBe(0);
    await Promise.all([writing, closing]);
    expect(fs.readFileSync(file('data'))).toEqual(Buffer.alloc(65536, 7));
  });

  it('does not keep a file that failed to open, so a later write opens it again', async () => {
    const inMissingFolder = path.join(folder, 'gone', 'data');
    await expect(files.write(inMissingFolder, 0, Buffer.from('x'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(files.size).toBe(0);
    fs.mkdirSync(path.dirname(inMissingFolder));
    await files.write(inMissingFolder, 0, Buffer.from('x'));
    expect(fs.readFileSync(inMissingFolder, 'utf8')).toBe('x');
  });

  it('closes the files idle for the idle time, and keeps the others', async () => {
    await files.write(file('old'), 0, Buffer.from('a'));
    now += 20_000;
    await files.write(file('recent'), 0, Buffer.from('b'));
    now += 10_000;
    await files.closeIdle();
    expect(files.size).toBe(1);
    // 'recent' is still open: a write goes through without opening it again.
    fs.rmSync(file('recent'));
    await files.write(file('recent'), 1, Buffer.from('c'));
    expect(fs.existsSync(file('recent'))).toBe(false);
  });

  it('closes the least recently used file when one more than the limit would be open', async () => {
    await files.write(file('first'), 0, Buffer.from('a'));
    await files.write(file('second'), 0, Buffer.from('b'));
    await files.write(file('first'), 1, Buffer.from('a'));
    await files.write(file('third'), 0, Buffer.from('c'));
    expect(files.size).toBe(2);
    // 'second' was closed: writing it again creates it anew after its removal.
    fs.rmSync(file('second'));
    await files.write(file('second'), 0, Buffer.from('b'));
    expect(fs.readFileSync(file('second'), 'utf8')).toBe('b');
  });

  it('closes the files under a folder and leaves the others open', async () => {
    fs.mkdirSync(file('upload-1'));
    fs.mkdirSync(file('upload-10'));
    await files.write(path.join(folder, 'upload-1', 'data'), 0, Buffer.from('a'));
    await files.write(path.join(folder, 'upload-10', 'data'), 0, Buffer.from('b'));
    await files.closeUnder(file('upload-1'));
    expect(files.size).toBe(1);
  });
});
