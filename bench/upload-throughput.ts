/**
 * Chunked upload vs one plain HTTP upload of the same file to the same server, in one run (issue 6).
 *
 *   npx tsx bench/upload-throughput.ts [megabytes=100] [rounds=2]
 *
 * Starts the real server in a child process (its own event loop, a fresh SQLite database and
 * upload folder in a temporary directory, UPLOAD_PLAIN_ROUTE on), then from this process uploads
 * one file of random bytes with an MP4 header as LifeVideo:
 * - chunked: the client's own upload machine, actors and fetch transport, 524288-byte chunks one
 *   by one, then Merge (timed until the merge answers; the 1500 ms dialog delay is not counted);
 * - plain: one multipart POST of the whole file to the staff-only /api/Upload/Plain.
 * Both end the same way on the server: bytes hashed, type checked, stored under a server-chosen
 * name, a row recorded. Rounds alternate the two; the best round of each is reported in MB/s
 * (MiB), with their ratio, and the server process's CPU time for each way (user + system, from
 * process.cpuUsage): a figure less at the mercy of other load on the machine than wall time.
 * Client and server share the machine's cores.
 */
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createActor, waitFor } from 'xstate';
import { createUploadLogic } from '../src/actors/upload.actors';
import { computeSignature } from '../src/domain/signature';
import { createUploadTransport, newFileCode } from '../src/services/upload-transport';

const APP_SECRET = 'bench-secret';
const APP_ID = 'tutor-portal-web';
const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');
const sign = (query: Record<string, string>, body?: Record<string, string>) => ({
  'x-app-id': APP_ID,
  'x-signature': computeSignature(query, body, APP_SECRET, md5Hex),
});

if (process.argv.includes('--serve')) {
  await serve(process.argv[process.argv.indexOf('--serve') + 1] ?? '');
} else {
  await compare(Number(process.argv[2] ?? 100), Number(process.argv[3] ?? 2));
}

/** The child: the real server, listening on a free port; tells the parent its address. */
async function serve(dataDir: string): Promise<void> {
  const { buildApp } = await import('../server/app');
  const { loadConfig } = await import('../server/config');
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET,
    APP_ID,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'none'),
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_WINDOW_MS: '100',
    UPLOAD_PLAIN_ROUTE: 'true',
    UPLOAD_CLEANUP_INTERVAL_SECONDS: '0',
  });
  const app = await buildApp({ config });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ address });
  process.on('message', (message: { kind?: string }) => {
    if (message.kind !== 'cpu') return;
    const usage = process.cpuUsage();
    process.send?.({ kind: 'cpu', ms: (usage.user + usage.system) / 1000 });
  });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
}

async function compare(megabytes: number, rounds: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-upload-bench-'));
  const child = fork(fileURLToPath(import.meta.url), ['--serve', dataDir], { execArgv: process.execArgv });
  try {
    const address = await new Promise<string>((resolve, reject) => {
      child.once('message', (message: { address: string }) => resolve(message.address));
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const tutor = await login(address, 'demo', 'demo1234');
    const staff = await login(address, 'staff', 'staff1234');

    const bytes = Buffer.concat([Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0]), randomBytes(megabytes * 1024 * 1024 - 16)]);
    const file = new File([new Uint8Array(bytes)], 'intro.mp4', { type: 'video/mp4' });
    const digest = createHash('sha256').update(bytes).digest('hex');
    console.log(`\nUpload throughput: ${megabytes} MB file, ${rounds} round(s) each, server in a child process\n`);

    const best = { chunked: Infinity, plain: Infinity, merge: Infinity, chunkedCpu: Infinity, plainCpu: Infinity };
    const serverCpu = () =>
      new Promise<number>((resolve) => {
        child.once('message', (message: { ms: number }) => resolve(message.ms));
        child.send({ kind: 'cpu' });
      });
    for (let round = 1; round <= rounds; round += 1) {
      let merge = 0;
      const cpuBefore = await serverCpu();
      const chunked = await timed(async () => {
        merge = await chunkedUpload(address, tutor, file);
      });
      const cpuBetween = await serverCpu();
      const plain = await timed(() => plainUpload(address, staff, file));
      const cpuAfter = await serverCpu();
      best.chunkedCpu = Math.min(best.chunkedCpu, cpuBetween - cpuBefore);
      best.plainCpu = Math.min(best.plainCpu, cpuAfter - cpuBetween);
      await verify(dataDir, digest, 2 * round);
      if (chunked < best.chunked) Object.assign(best, { chunked, merge });
      best.plain = Math.min(best.plain, plain);
      console.log(`round ${round}: chunked ${rate(megabytes, chunked)} (merge ${merge.toFixed(0)} ms), plain ${rate(megabytes, plain)}`);
    }
    const chunkedRate = megabytes / (best.chunked / 1000);
    const plainRate = megabytes / (best.plain / 1000);
    console.log(
      `\nchunked (${Math.ceil(bytes.length / 524288)} chunks + merge): ${chunkedRate.toFixed(1)} MB/s (${best.chunked.toFixed(0)} ms, merge ${best.merge.toFixed(0)} ms)`,
    );
    console.log(`plain (one request):            ${plainRate.toFixed(1)} MB/s (${best.plain.toFixed(0)} ms)`);
    console.log(`chunked / plain:                ${(chunkedRate / plainRate).toFixed(2)}`);
    console.log(
      `server CPU: chunked ${best.chunkedCpu.toFixed(0)} ms (${(best.chunkedCpu / Math.ceil(bytes.length / 524288)).toFixed(2)} ms a chunk with the merge), plain ${best.plainCpu.toFixed(0)} ms\n`,
    );
  } finally {
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function login(address: string, username: string, password: string): Promise<string> {
  const body = { username, password };
  const response = await fetch(`${address}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sign({}, body) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { ErrorCode: number; Msg: string; Body: { access_token: string } };
  if (envelope.ErrorCode !== 0) throw new Error(`sign-in as ${username} failed: ${envelope.Msg}`);
  return envelope.Body.access_token;
}

/** Resolves with the milliseconds the merge took (from the last chunk's answer to the merge's). */
async function chunkedUpload(address: string, token: string, file: File): Promise<number> {
  const transport = createUploadTransport({ baseUrl: address, getToken: () => token, signHeaders: (query) => sign(query) });
  const actor = createActor(createUploadLogic(transport), { input: { fileCode: newFileCode(), moduleName: 'LifeVideo', file } });
  let mergeStart = 0;
  actor.subscribe((snapshot) => {
    if (snapshot.matches('merging') && mergeStart === 0) mergeStart = performance.now();
  });
  actor.start();
  const end = await waitFor(actor, (s) => s.matches('complete') || s.matches('failed'), { timeout: 600_000 });
  const mergeMs = performance.now() - mergeStart;
  actor.stop();
  if (end.matches('failed')) throw new Error(`chunked upload failed: ${end.context.failure?.message}`);
  return mergeMs;
}

async function plainUpload(address: string, token: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = { moduleName: 'LifeVideo' };
  const response = await fetch(`${address}/api/Upload/Plain?moduleName=LifeVideo`, {
    method: 'POST',
    headers: { ...sign(query), authorization: `Bearer ${token}` },
    body: form,
  });
  const envelope = (await response.json()) as { ErrorCode: number; Msg: string };
  if (envelope.ErrorCode !== 0) throw new Error(`plain upload failed: ${envelope.Msg}`);
}

/** Both ways stored the same bytes, and the chunks are gone. */
async function verify(dataDir: string, digest: string, expectedFiles: number): Promise<void> {
  const folder = path.join(dataDir, 'uploads', 'files', 'LifeVideo');
  const files = fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  if (files.length !== expectedFiles) throw new Error(`expected ${expectedFiles} stored files, found ${files.length}`);
  for (const entry of files) {
    const hash = createHash('sha256');
    for await (const piece of fs.createReadStream(path.join(entry.parentPath, entry.name))) hash.update(piece as Buffer);
    if (hash.digest('hex') !== digest) throw new Error(`${entry.name} differs from the uploaded file`);
  }
  const partial = path.join(dataDir, 'uploads', 'partial');
  if (fs.existsSync(partial) && fs.readdirSync(partial).length > 0) throw new Error('chunks were left behind');
}

async function timed(run: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

function rate(megabytes: number, ms: number): string {
  return `${(megabytes / (ms / 1000)).toFixed(1)} MB/s`;
}
