import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createUploadLogic } from '../../src/actors/upload.actors';
import { Messages } from '../../src/domain/messages';
import { UPLOAD_CHUNK_SIZE } from '../../src/domain/upload';
import type { UploadInput } from '../../src/machines/upload.types';
import { createUploadTransport, newFileCode, type UploadTransport } from '../../src/services/upload-transport';
import { DemoUsers, signHeaders, startTestApp, usingPostgres, type TestApp } from './harness';

const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);

/**
 * The client half against the real server over HTTP: the upload machine with its real actors and
 * fetch transport, signing and bearer token included.
 */
describe(`upload machine, actors and transport against the server (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let baseUrl: string;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    token = await t.login('demo', DemoUsers.demo.password);
  });
  afterAll(async () => t.close());

  const transport = (getToken = () => token) => createUploadTransport({ baseUrl, getToken, signHeaders: (query) => signHeaders(t.config, query, undefined) });

  function startUpload(uploads: UploadTransport, input: UploadInput) {
    const clock = new SimulatedClock();
    const actor = createActor(createUploadLogic(uploads), { input, clock });
    actor.start();
    return { actor, clock };
  }

  it('uploads a multi-chunk file, reaches 100%, ends 1500 ms later with the stored file, byte for byte', async () => {
    const bytes = jpeg(2 * UPLOAD_CHUNK_SIZE + 4321);
    const file = new File([new Uint8Array(bytes)], 'class photo.jpg');
    const { actor, clock } = startUpload(transport(), { fileCode: newFileCode(), moduleName: 'GroupPhoto', file });
    const progress: number[] = [];
    actor.subscribe((snapshot) => {
      if (progress.at(-1) !== snapshot.context.progress) progress.push(snapshot.context.progress);
    });

    const complete = await waitFor(actor, (s) => s.matches('complete') || s.matches('failed'), { timeout: 20_000 });
    expect(complete.context.failure).toBeNull();
    expect(progress).toEqual([33, 66, 99, 100]);
    clock.increment(1499);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    const output = actor.getSnapshot().output;
    expect(output?.status).toBe('done');
    if (output?.status !== 'done') return;
    expect(output.file).toMatchObject({ fileName: 'class photo.jpg', contentType: 'image/jpeg', size: bytes.length });

    const served = await fetch(`${baseUrl}${output.file.previewUrl}`);
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), bytes)).toBe(0);
  });

  it('shows the server message when the server refuses the file', async () => {
    const file = new File([new TextEncoder().encode('<html>not a photo</html>')], 'photo.jpg');
    const { actor } = startUpload(transport(), { fileCode: newFileCode(), moduleName: 'LifePhoto', file });
    const failed = await waitFor(actor, (s) => s.matches('failed') || s.status === 'done', { timeout: 20_000 });
    expect(failed.context.failedStep).toBe('merge');
    expect(failed.context.failure?.message).toMatch(/^The file content is not of a type accepted here\./);
    expect(failed.context.failure?.retryable).toBe(false);
  });

  it('passes an expired session on as a failure with ErrorCode 3, without retrying it', async () => {
    const file = new File([new Uint8Array(jpeg(1000))], 'photo.jpg');
    const { actor } = startUpload(
      transport(() => 'not-a-token'),
      { fileCode: newFileCode(), moduleName: 'LifePhoto', file },
    );
    const failed = await waitFor(actor, (s) => s.matches('failed'), { timeout: 20_000 });
    expect(failed.context.failure).toEqual({ code: 3, message: Messages.tokenInvalid, retryable: false });
  });

  it('cancels mid-way: the chunk in flight is aborted and the server removes the chunks it had', async () => {
    const base = transport();
    const aborted: number[] = [];
    // The second chunk is held until the upload aborts it, so cancel lands between two chunks.
    const holding: UploadTransport = {
      ...base,
      sendChunk: (request, signal) =>
        request.chunk < 2
          ? base.sendChunk(request, signal)
          : new Promise((_, reject) =>
              signal?.addEventListener('abort', () => {
                aborted.push(request.chunk);
                reject(signal.reason as Error);
              }),
            ),
    };
    const fileCode = newFileCode();
    const file = new File([new Uint8Array(jpeg(3 * UPLOAD_CHUNK_SIZE))], 'photo.jpg');
    const { actor } = startUpload(holding, { fileCode, moduleName: 'LifePhoto', file });
    await waitFor(actor, (s) => s.context.chunk === 2, { timeout: 20_000 });
    const session = await t.database.db.selectFrom('upload_sessions').select('storage_prefix').where('file_code', '=', fileCode).executeTakeFirstOrThrow();
    const chunkFolder = path.join(t.config.uploads.dir, session.storage_prefix);
    expect(fs.readdirSync(chunkFolder)).toEqual(['data']);

    actor.send({ type: 'upload.cancel' });
    const cancelled = await waitFor(actor, (s) => s.status === 'done', { timeout: 20_000 });
    expect(cancelled.output).toEqual({ status: 'cancelled' });
    expect(aborted).toEqual([2]);
    expect(fs.existsSync(chunkFolder)).toBe(false);
    const left = await t.database.db.selectFrom('upload_sessions').select('id').where('file_code', '=', fileCode).execute();
    expect(left).toEqual([]);
  });
});
