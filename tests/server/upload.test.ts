import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadContextOf } from '../../server/uploads/uploads.plugin';
import { cleanupAbandonedUploads } from '../../server/uploads/upload-cleanup';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { UPLOAD_CHUNK_SIZE, type UploadedFile } from '../../src/domain/upload';
import { DemoUsers, signHeaders, startTestApp, usingPostgres, type TestApp } from './harness';

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** A JPEG-looking file of `size` bytes: the right magic number, random bytes after it. */
const jpegBytes = (size: number) => Buffer.concat([JPEG_HEAD, randomBytes(size - JPEG_HEAD.length)]);
const chunkOf = (file: Buffer, index: number) => file.subarray((index - 1) * UPLOAD_CHUNK_SIZE, index * UPLOAD_CHUNK_SIZE);
const newFileCode = () => randomUUID().replace(/-/g, '');

interface Envelope<T = unknown> {
  ErrorCode: number;
  Msg: string;
  Body: T;
}

describe(`chunked upload (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  let staff: string;

  beforeAll(async () => {
    // Abandoned sooner than tokens expire, so the cleanup test can move time and still call.
    t = await startTestApp({ env: { UPLOAD_ABANDON_AFTER_SECONDS: '3600' } });
    demo = await t.login('demo', DemoUsers.demo.password);
    demo2 = await t.login('demo2', DemoUsers.demo2.password);
    staff = await t.login('staff', DemoUsers.staff.password);
  });
  afterAll(async () => t.close());

  const uploadsDir = () => t.config.uploads.dir;
  const partialFiles = () => listFiles(path.join(uploadsDir(), 'partial'));
  const storedFiles = () => listFiles(path.join(uploadsDir(), 'files'));
  const chunkFilesOf = async (fileCode: string) => {
    const session = await t.database.db.selectFrom('upload_sessions').select('storage_prefix').where('file_code', '=', fileCode).executeTakeFirst();
    return session ? listFiles(path.join(uploadsDir(), session.storage_prefix)) : [];
  };

  async function sendChunk(
    token: string,
    fields: { fileCode: string; moduleName?: string; fileName?: string; chunk: number | string },
    bytes: Buffer | null,
    options: { fileFirst?: boolean } = {},
  ) {
    const form = new FormData();
    const addFile = () => bytes && form.append('file', new Blob([new Uint8Array(bytes)]), 'blob');
    if (options.fileFirst) addFile();
    form.append('chunk', String(fields.chunk));
    form.append('fileCode', fields.fileCode);
    form.append('fileName', fields.fileName ?? 'portrait.jpg');
    form.append('moduleName', fields.moduleName ?? 'LifePhoto');
    if (!options.fileFirst) addFile();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Upload/Chunk',
      headers: { ...signHeaders(t.config, {}, undefined), authorization: `Bearer ${token}` },
      payload: form,
    });
    return { status: response.statusCode, json: response.json<Envelope<{ chunkCount: number }>>() };
  }

  async function merge(token: string, fields: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Upload/Merge',
      headers: { ...signHeaders(t.config, {}, undefined), authorization: `Bearer ${token}` },
      payload: form,
    });
    return { status: response.statusCode, json: response.json<Envelope<UploadedFile>>() };
  }

  const cancel = (token: string, fileCode: string, moduleName = 'LifePhoto') =>
    t.call<boolean>('POST', '/api/Upload/Cancel', { token, query: { fileCode, moduleName } });

  async function fetchFile(url: string, token?: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
  }

  async function uploadWhole(token: string, file: Buffer, fileName = 'portrait.jpg', moduleName = 'LifePhoto') {
    const fileCode = newFileCode();
    const count = Math.ceil(file.length / UPLOAD_CHUNK_SIZE);
    for (let index = 1; index <= count; index += 1) {
      const sent = await sendChunk(token, { fileCode, chunk: index, fileName, moduleName }, chunkOf(file, index));
      expect(sent.json.ErrorCode, sent.json.Msg).toBe(0);
    }
    const merged = await merge(token, { fileCode, moduleName, chunkCount: String(count) });
    return { fileCode, merged };
  }

  it('records the SHA-256 of the bytes stored, whether chunks came in order or one was sent again with other bytes', async () => {
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    const recorded = async (fileRef: string) =>
      (await t.database.db.selectFrom('stored_files').select('sha256').where('file_ref', '=', fileRef).executeTakeFirstOrThrow()).sha256;

    const inOrder = jpegBytes(UPLOAD_CHUNK_SIZE * 2 + 500);
    const { merged } = await uploadWhole(demo, inOrder);
    expect(await recorded(merged.json.Body.fileRef)).toBe(sha256(inOrder));

    // Chunk 2 first sent with other bytes, then again with the right ones: the hash follows the last.
    const file = jpegBytes(UPLOAD_CHUNK_SIZE * 2 + 700);
    const fileCode = newFileCode();
    await sendChunk(demo, { fileCode, chunk: 1 }, chunkOf(file, 1));
    await sendChunk(demo, { fileCode, chunk: 2 }, randomBytes(UPLOAD_CHUNK_SIZE));
    await sendChunk(demo, { fileCode, chunk: 2 }, chunkOf(file, 2));
    await sendChunk(demo, { fileCode, chunk: 3 }, chunkOf(file, 3));
    const resent = await merge(demo, { fileCode, moduleName: 'LifePhoto', chunkCount: '3' });
    expect(resent.json.ErrorCode).toBe(0);
    expect(await recorded(resent.json.Body.fileRef)).toBe(sha256(file));
  });

  it('keeps only the bytes on record when the last chunk is sent again shorter', async () => {
    const file = jpegBytes(UPLOAD_CHUNK_SIZE + 500);
    const fileCode = newFileCode();
    await sendChunk(demo, { fileCode, chunk: 1 }, chunkOf(file, 1));
    await sendChunk(demo, { fileCode, chunk: 2 }, randomBytes(9000));
    await sendChunk(demo, { fileCode, chunk: 2 }, chunkOf(file, 2));
    const merged = await merge(demo, { fileCode, moduleName: 'LifePhoto', chunkCount: '2' });
    expect(merged.json.ErrorCode, merged.json.Msg).toBe(0);
    expect(merged.json.Body.size).toBe(file.length);
    const served = await fetchFile(merged.json.Body.url, demo);
    expect(Buffer.compare(served.bytes, file)).toBe(0);
  });

  it('assembles chunks sent out of order, in either field order, into the same bytes', async () => {
    const file = jpegBytes(2 * UPLOAD_CHUNK_SIZE + 123_457);
    const fileCode = newFileCode();
    expect((await sendChunk(demo, { fileCode, chunk: 2 }, chunkOf(file, 2))).json).toEqual({ ErrorCode: 0, Msg: '', Body: { chunkCount: 1 } });
    expect((await sendChunk(demo, { fileCode, chunk: 3 }, chunkOf(file, 3), { fileFirst: true })).json.Body).toEqual({ chunkCount: 2 });
    expect((await sendChunk(demo, { fileCode, chunk: 1 }, chunkOf(file, 1))).json.Body).toEqual({ chunkCount: 3 });
    // One object holds the chunks, each at its offset: it becomes the stored file without a copy.
    const chunkFiles = await chunkFilesOf(fileCode);
    expect(chunkFiles.map((file) => path.basename(file))).toEqual(['data']);
    expect(fs.statSync(chunkFiles[0]!).size).toBe(file.length);

    const merged = await merge(demo, { fileCode, moduleName: 'LifePhoto', chunkCount: '3' });
    expect(merged.json.ErrorCode, merged.json.Msg).toBe(0);
    expect(merged.json.Body).toMatchObject({ fileName: 'portrait.jpg', contentType: 'image/jpeg', size: file.length });
    expect(merged.json.Body.fileRef).toMatch(/^[a-f0-9]{32}$/);
    expect(merged.json.Body.url).toBe(`/api/Upload/File/${merged.json.Body.fileRef}`);
    expect(chunkFiles.filter((file) => fs.existsSync(file))).toEqual([]);

    const served = await fetchFile(merged.json.Body.url, demo);
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.bytes, file)).toBe(0);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`inline; filename="portrait.jpg"; filename*=UTF-8''portrait.jpg`);

    const part = await fetchFile(merged.json.Body.url, demo, { range: 'bytes=524280-524295' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 524280-524295/${file.length}`);
    expect(Buffer.compare(part.bytes, file.subarray(524280, 524296))).toBe(0);

    // Merging again answers the same file instead of a second copy.
    const again = await merge(demo, { fileCode, moduleName: 'LifePhoto' });
    expect(again.json.Body.fileRef).toBe(merged.json.Body.fileRef);
  });

  it('serves a stored file through a short-lived link without headers, until it expires', async () => {
    const file = jpegBytes(5_000);
    const { merged } = await uploadWhole(demo, file);
    const withLink = await fetchFile(merged.json.Body.previewUrl);
    expect(withLink.status).toBe(200);
    expect(Buffer.compare(withLink.bytes, file)).toBe(0);

    const tampered = merged.json.Body.previewUrl.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    expect((await fetchFile(tampered)).status).toBe(403);
    expect((await fetchFile(merged.json.Body.url)).status).toBe(401);

    const fresh = await t.call<{ url: string; expiresAt: string }>('GET', '/api/Upload/FileUrl', {
      token: demo,
      query: { fileRef: merged.json.Body.fileRef },
    });
    expect(fresh.json.ErrorCode).toBe(0);
    t.clock.advance((t.config.uploads.linkTtlSeconds + 1) * 1000);
    try {
      const expired = await fetchFile(fresh.json.Body.url);
      expect(expired.status).toBe(403);
      expect(JSON.parse(expired.bytes.toString())).toEqual({ ErrorCode: ErrorCode.Forbidden, Msg: Messages.uploadLinkExpired, Body: null });
    } finally {
      t.clock.advance(-(t.config.uploads.linkTtlSeconds + 1) * 1000);
    }
  });

  it("refuses a merge with a missing chunk with 'Upload failed, please try again later.' (code 100), and recovers", async () => {
    const file = jpegBytes(2 * UPLOAD_CHUNK_SIZE + 10);
    const fileCode = newFileCode();
    await sendChunk(demo, { fileCode, chunk: 1 }, chunkOf(file, 1));
    await sendChunk(demo, { fileCode, chunk: 3 }, chunkOf(file, 3));
    const gap = await merge(demo, { fileCode, moduleName: 'LifePhoto' });
    expect(gap.status).toBe(400);
    expect(gap.json).toEqual({ ErrorCode: ErrorCode.UploadFailed, Msg: Messages.uploadMissingChunk, Body: null });

    await sendChunk(demo, { fileCode, chunk: 2 }, chunkOf(file, 2));
    const tooFew = await merge(demo, { fileCode, moduleName: 'LifePhoto', chunkCount: '4' });
    expect(tooFew.json).toEqual({ ErrorCode: ErrorCode.UploadFailed, Msg: Messages.uploadMissingChunk, Body: null });

    const merged = await merge(demo, { fileCode, moduleName: 'LifePhoto', chunkCount: '3' });
    expect(merged.json.ErrorCode).toBe(0);
    expect(Buffer.compare((await fetchFile(merged.json.Body.url, demo)).bytes, file)).toBe(0);
  });

  it('refuses a merge of a fileCode that never received a chunk, and a short chunk before the last', async () => {
    const never = await merge(demo, { fileCode: newFileCode(), moduleName: 'LifePhoto' });
    expect(never.json).toEqual({ ErrorCode: ErrorCode.UploadFailed, Msg: Messages.uploadMissingChunk, Body: null });

    const fileCode = newFileCode();
    await sendChunk(demo, { fileCode, chunk: 1 }, jpegBytes(1000));
    await sendChunk(demo, { fileCode, chunk: 2 }, randomBytes(1000));
    const short = await merge(demo, { fileCode, moduleName: 'LifePhoto' });
    expect(short.json.Msg).toBe(Messages.uploadMissingChunk);
  });

  it('refuses a module outside the allowed list on every call', async () => {
    const before = partialFiles();
    const fileCode = newFileCode();
    const chunk = await sendChunk(demo, { fileCode, chunk: 1, moduleName: 'Avatar' }, jpegBytes(100));
    expect(chunk.status).toBe(400);
    expect(chunk.json).toEqual({ ErrorCode: ErrorCode.UploadFailed, Msg: Messages.uploadModuleNotAllowed, Body: null });
    expect((await merge(demo, { fileCode, moduleName: 'lifephoto' })).json.Msg).toBe(Messages.uploadModuleNotAllowed);
    expect((await cancel(demo, fileCode, '../LifePhoto')).json.Msg).toBe(Messages.uploadModuleNotAllowed);
    expect(partialFiles()).toEqual(before);
  });

  it('refuses a file name with folders and never lets a name choose where bytes land', async () => {
    const partialBefore = partialFiles();
    for (const fileName of ['../../../escape.jpg', '..\\..\\escape.jpg', 'sub/escape.jpg']) {
      const refused = await sendChunk(demo, { fileCode: newFileCode(), chunk: 1, fileName }, jpegBytes(100));
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({ ErrorCode: ErrorCode.UploadFailed, Msg: Messages.uploadInvalidFileName, Body: null });
    }
    expect(partialFiles()).toEqual(partialBefore);
    for (const folder of [uploadsDir(), t.config.dataDir, path.dirname(t.config.dataDir)]) {
      expect(fs.existsSync(path.join(folder, 'escape.jpg'))).toBe(false);
    }
    expect(listFiles(t.config.dataDir).filter((file) => file.includes('escape'))).toEqual([]);

    const odd = '..résumé "final".jpg';
    const { merged } = await uploadWhole(demo, jpegBytes(3_000), odd);
    expect(merged.json.Body.fileName).toBe(odd);
    const onDisk = storedFiles().map((file) => path.relative(uploadsDir(), file));
    expect(onDisk).toContain(path.join('files', 'LifePhoto', t.clock.now().toISOString().slice(0, 7), merged.json.Body.fileRef));
    expect(onDisk.some((file) => file.includes('sum'))).toBe(false);
    const served = await fetchFile(merged.json.Body.url, demo);
    expect(served.headers['content-disposition']).toBe(`inline; filename="..r_sum_ _final_.jpg"; filename*=UTF-8''..r%C3%A9sum%C3%A9%20%22final%22.jpg`);
  });

  it("refuses bytes that are not of the module's type, whatever the name says", async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000)]);
    const asPhoto = await uploadWhole(demo, pdf, 'portrait.jpg', 'LifePhoto');
    expect(asPhoto.merged.status).toBe(400);
    expect(asPhoto.merged.json.ErrorCode).toBe(ErrorCode.UploadFailed);
    expect(asPhoto.merged.json.Msg).toBe(`${Messages.uploadContentMismatch} LifePhoto accepts jpg, jpeg, png, gif, webp up to 20 MB.`);

    const html = await uploadWhole(demo, Buffer.from('<html><script>alert(1)</script></html>'), 'portrait.png');
    expect(html.merged.json.Msg).toMatch(/^The file content is not of a type accepted here\./);

    const photoAsVideo = await uploadWhole(demo, jpegBytes(4000), 'intro.mp4', 'LifeVideo');
    expect(photoAsVideo.merged.json.Msg).toMatch(/^The file content is not of a type accepted here\. LifeVideo accepts/);

    const wrongName = await sendChunk(demo, { fileCode: newFileCode(), chunk: 1, fileName: 'intro.exe', moduleName: 'LifeVideo' }, jpegBytes(10));
    expect(wrongName.json.Msg).toBe(`${Messages.uploadTypeNotAllowed} LifeVideo accepts mp4, m4v, m4a, mov, webm, weba up to 500 MB.`);

    // The same PDF is welcome where certificates go, and is served as a download.
    const certificate = await uploadWhole(demo, pdf, 'tesol.pdf', 'TesolCertificateSelf');
    expect(certificate.merged.json.Body.contentType).toBe('application/pdf');
    const served = await fetchFile(certificate.merged.json.Body.url, demo);
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="tesol\.pdf"/);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it("refuses another tutor's fileCode on chunk, merge and cancel, and hides the stored file from them", async () => {
    const file = jpegBytes(UPLOAD_CHUNK_SIZE + 99);
    const fileCode = newFileCode();
    await sendChunk(demo, { fileCode, chunk: 1 }, chunkOf(file, 1));

    const foreignChunk = await sendChunk(demo2, { fileCode, chunk: 2 }, chunkOf(file, 2));
    expect(foreignChunk.status).toBe(403);
    expect(foreignChunk.json).toEqual({ ErrorCode: ErrorCode.Forbidden, Msg: Messages.uploadNotYours, Body: null });
    expect((await merge(demo2, { fileCode, moduleName: 'LifePhoto' })).json.ErrorCode).toBe(ErrorCode.Forbidden);
    expect((await cancel(demo2, fileCode)).json.ErrorCode).toBe(ErrorCode.Forbidden);

    await sendChunk(demo, { fileCode, chunk: 2 }, chunkOf(file, 2));
    const merged = await merge(demo, { fileCode, moduleName: 'LifePhoto', chunkCount: '2' });
    expect(merged.json.ErrorCode).toBe(0);
    expect(Buffer.compare((await fetchFile(merged.json.Body.url, demo)).bytes, file)).toBe(0);

    expect((await fetchFile(merged.json.Body.url, demo2)).status).toBe(404);
    const link = await t.call('GET', '/api/Upload/FileUrl', { token: demo2, query: { fileRef: merged.json.Body.fileRef } });
    expect(link.json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await cancel(demo2, fileCode)).json.ErrorCode).toBe(ErrorCode.Forbidden);
    expect((await fetchFile(merged.json.Body.url, staff)).status).toBe(200);
  });

  it('removes the stored chunks on cancel, and a merged file when cancelled after merge', async () => {
    const file = jpegBytes(2 * UPLOAD_CHUNK_SIZE);
    const fileCode = newFileCode();
    await sendChunk(demo, { fileCode, chunk: 1 }, chunkOf(file, 1));
    await sendChunk(demo, { fileCode, chunk: 2 }, chunkOf(file, 2));
    const chunkFiles = await chunkFilesOf(fileCode);
    expect(chunkFiles).toHaveLength(1);
    expect(fs.statSync(chunkFiles[0]!).size).toBe(file.length);

    expect((await cancel(demo, fileCode)).json).toEqual({ ErrorCode: 0, Msg: '', Body: true });
    expect(chunkFiles.filter((chunkFile) => fs.existsSync(chunkFile))).toEqual([]);
    expect(fs.existsSync(path.dirname(chunkFiles[0] ?? ''))).toBe(false);
    expect((await cancel(demo, fileCode)).json.Body).toBe(false);
    expect((await merge(demo, { fileCode, moduleName: 'LifePhoto' })).json.Msg).toBe(Messages.uploadMissingChunk);
    const rows = await t.database.db.selectFrom('upload_sessions').select('id').where('file_code', '=', fileCode).execute();
    expect(rows).toEqual([]);

    const storedBefore = storedFiles().length;
    const done = await uploadWhole(demo, jpegBytes(2000));
    expect(storedFiles()).toHaveLength(storedBefore + 1);
    expect((await cancel(demo, done.fileCode)).json.Body).toBe(true);
    expect(storedFiles()).toHaveLength(storedBefore);
    expect((await fetchFile(done.merged.json.Body.url, demo)).status).toBe(404);
  });

  it('keeps an upload across a server restart between chunks', async () => {
    const file = jpegBytes(2 * UPLOAD_CHUNK_SIZE + 777);
    const fileCode = newFileCode();
    await sendChunk(demo, { fileCode, chunk: 1 }, chunkOf(file, 1));
    await t.restart();
    await sendChunk(demo, { fileCode, chunk: 2 }, chunkOf(file, 2));
    await t.restart();
    expect((await sendChunk(demo, { fileCode, chunk: 3 }, chunkOf(file, 3))).json.Body).toEqual({ chunkCount: 3 });
    const merged = await merge(demo, { fileCode, moduleName: 'LifePhoto', chunkCount: '3' });
    expect(merged.json.ErrorCode).toBe(0);
    expect(Buffer.compare((await fetchFile(merged.json.Body.url, demo)).bytes, file)).toBe(0);
  });

  it('accepts Merge as a URL-encoded form, signed like a JSON body', async () => {
    const file = jpegBytes(900);
    const fileCode = newFileCode();
    await sendChunk(demo, { fileCode, chunk: 1 }, file);
    const fields = { fileCode, moduleName: 'LifePhoto' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Upload/Merge',
      headers: {
        ...signHeaders(t.config, {}, fields),
        authorization: `Bearer ${demo}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(response.json<Envelope<UploadedFile>>()).toMatchObject({ ErrorCode: 0, Body: { size: 900 } });
  });

  it('answers clear messages for a missing file, missing or bad fields and an oversized chunk', async () => {
    const noFile = await sendChunk(demo, { fileCode: newFileCode(), chunk: 1 }, null);
    expect(noFile.json).toEqual({ ErrorCode: ErrorCode.UploadFailed, Msg: Messages.uploadSelectFile, Body: null });

    const badChunk = await sendChunk(demo, { fileCode: newFileCode(), chunk: 'two' }, jpegBytes(10));
    expect(badChunk.json.Msg).toBe("'chunk' must be a whole number from 1.");
    const tooFar = await sendChunk(demo, { fileCode: newFileCode(), chunk: 41 }, jpegBytes(10));
    expect(tooFar.json.Msg).toMatch(/^'chunk' must be a whole number from 1 to 40/);
    const badCode = await sendChunk(demo, { fileCode: '../x', chunk: 1 }, jpegBytes(10));
    expect(badCode.json.Msg).toBe("'fileCode' must be 8 to 64 letters, digits, '-' or '_'.");

    const noModule = await merge(demo, { fileCode: newFileCode() });
    expect(noModule.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: "'moduleName' is required.", Body: null });

    const oversized = await sendChunk(demo, { fileCode: newFileCode(), chunk: 1 }, jpegBytes(UPLOAD_CHUNK_SIZE + 1));
    expect(oversized.status).toBe(413);
    expect(oversized.json).toEqual({ ErrorCode: ErrorCode.UploadFailed, Msg: Messages.uploadChunkTooLarge, Body: null });

    const anonymous = await t.call('POST', '/api/Upload/Cancel', { query: { fileCode: newFileCode(), moduleName: 'LifePhoto' } });
    expect(anonymous.json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it("lists only the signed-in tutor's stored files, newest first, optionally by module", async () => {
    const photo = await uploadWhole(demo2, jpegBytes(2_000), 'me.jpg', 'LifePhoto');
    const scan = await uploadWhole(demo2, jpegBytes(3_000), 'degree.jpg', 'TutorCertificates');
    const mine = await t.call<Array<{ fileRef: string; moduleName: string; fileName: string }>>('GET', '/api/Upload/MyFiles', { token: demo2 });
    expect(mine.json.ErrorCode).toBe(0);
    expect(mine.json.Body.slice(0, 2).map((file) => [file.fileRef, file.moduleName, file.fileName])).toEqual([
      [scan.merged.json.Body.fileRef, 'TutorCertificates', 'degree.jpg'],
      [photo.merged.json.Body.fileRef, 'LifePhoto', 'me.jpg'],
    ]);
    const photos = await t.call<Array<{ moduleName: string }>>('GET', '/api/Upload/MyFiles', { token: demo2, query: { moduleName: 'LifePhoto' } });
    expect(new Set(photos.json.Body.map((file) => file.moduleName))).toEqual(new Set(['LifePhoto']));
    const others = await t.call<Array<{ fileRef: string }>>('GET', '/api/Upload/MyFiles', { token: demo });
    expect(others.json.Body.map((file) => file.fileRef)).not.toContain(scan.merged.json.Body.fileRef);
    const bad = await t.call('GET', '/api/Upload/MyFiles', { token: demo2, query: { moduleName: 'Nope' } });
    expect(bad.json.ErrorCode).toBe(100);
  });

  it('cleans up abandoned partial uploads and leaves recent and finished ones alone', async () => {
    const context = uploadContextOf(t.app);
    const stale = newFileCode();
    await sendChunk(demo, { fileCode: stale, chunk: 1 }, jpegBytes(UPLOAD_CHUNK_SIZE));
    const staleChunks = await chunkFilesOf(stale);
    expect(staleChunks).toHaveLength(1);
    const finished = await uploadWhole(demo, jpegBytes(1500));
    const storedBefore = storedFiles().length;

    t.clock.advance((t.config.uploads.abandonAfterSeconds - 60) * 1000);
    const recent = newFileCode();
    await sendChunk(demo, { fileCode: recent, chunk: 1 }, jpegBytes(UPLOAD_CHUNK_SIZE));
    expect(await cleanupAbandonedUploads(context)).toBe(0);

    t.clock.advance(120 * 1000);
    try {
      // Earlier tests left unfinished uploads too: they are as old as this one.
      expect(await cleanupAbandonedUploads(context)).toBeGreaterThanOrEqual(1);
      expect(staleChunks.filter((chunkFile) => fs.existsSync(chunkFile))).toEqual([]);
      expect(await chunkFilesOf(recent)).toHaveLength(1);
      const left = await t.database.db.selectFrom('upload_sessions').select('file_code').execute();
      const codes = left.map((row) => row.file_code);
      expect(codes).toContain(recent);
      expect(codes).not.toContain(stale);
      expect(codes).not.toContain(finished.fileCode);
      expect((await merge(demo, { fileCode: stale, moduleName: 'LifePhoto' })).json.Msg).toBe(Messages.uploadMissingChunk);
      expect(storedFiles()).toHaveLength(storedBefore);
      expect((await fetchFile(finished.merged.json.Body.url, demo)).status).toBe(200);
    } finally {
      t.clock.advance(-(t.config.uploads.abandonAfterSeconds + 60) * 1000);
    }
  });
});

function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe(`plain one-request upload for benchmarks (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { UPLOAD_PLAIN_ROUTE: 'true' } });
  });
  afterAll(async () => t.close());

  async function plainUpload(token: string, bytes: Buffer, fileName: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
    const query = { moduleName: 'LifePhoto' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Upload/Plain?moduleName=LifePhoto',
      headers: { ...signHeaders(t.config, query, undefined), authorization: `Bearer ${token}` },
      payload: form,
    });
    return { status: response.statusCode, json: response.json<Envelope<UploadedFile>>() };
  }

  it('stores a whole file in one request for staff only, with the same checks on the bytes', async () => {
    const staff = await t.login('staff', DemoUsers.staff.password);
    const demo = await t.login('demo', DemoUsers.demo.password);
    const file = jpegBytes(3 * UPLOAD_CHUNK_SIZE);

    expect((await plainUpload(demo, file, 'a.jpg')).json.ErrorCode).toBe(ErrorCode.Forbidden);
    const stored = await plainUpload(staff, file, 'a.jpg');
    expect(stored.json).toMatchObject({ ErrorCode: 0, Body: { contentType: 'image/jpeg', size: file.length } });
    const served = await t.app.inject({ method: 'GET', url: stored.json.Body.previewUrl });
    expect(Buffer.compare(served.rawPayload, file)).toBe(0);

    const pdf = await plainUpload(staff, Buffer.from('%PDF-1.4 not a photo'), 'b.jpg');
    expect(pdf.json.Msg).toMatch(/^The file content is not of a type accepted here\./);
    expect(listFiles(path.join(t.config.uploads.dir, 'files'))).toHaveLength(1);
  });
});
