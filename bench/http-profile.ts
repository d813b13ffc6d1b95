/**
 * A CPU profile of the portal's process while it serves one request under load (issue 9):
 *
 *   npx tsx bench/http-profile.ts [route=userinfo|timestamp|messages] [seconds=10] [sqlite|postgres]
 *
 * Starts the portal in a child process (production mode, demo data on a fresh database) whose V8
 * CPU profiler (the one behind `node --cpu-prof`, started through node:inspector once the server
 * is ready, so start-up does not count) records while autocannon loads it from a second child
 * (bench/http-load.ts, 50 connections), then prints where the busy time went: the
 * heaviest functions by self time and the totals per package or folder. The .cpuprofile file
 * stays in the printed folder; open it in Chrome DevTools for the full picture.
 */
import { spawn } from 'node:child_process';
import { Session } from 'node:inspector/promises';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeSignature } from '../src/domain/signature';
import { benchEnv } from './bench-env';

const here = path.dirname(fileURLToPath(import.meta.url));
const [mode = 'userinfo', secondsArg = '10', database = 'sqlite'] = process.argv.slice(2);

if (mode === '--serve') await serve();
else await profile();

/** The server side: the real app on a fresh database; prints its address and token, closes on SIGINT. */
async function serve() {
  const { buildApp } = await import('../server/app');
  const { loadConfig } = await import('../server/config');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-profile-'));
  const config = loadConfig(
    benchEnv(dataDir, process.env.PROFILE_DATABASE_URL ? { DATABASE_URL: process.env.PROFILE_DATABASE_URL, DATABASE_SCHEMA: `profile_${process.pid}` } : {}),
  );
  const app = await buildApp({ config });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  process.stdout.write(`READY ${JSON.stringify({ address, appId: config.appId, appSecret: config.appSecret })}\n`);
  process.on('SIGINT', () => {
    void (async () => {
      const { profile } = await session.post('Profiler.stop');
      fs.writeFileSync(path.join(process.env.PROFILE_DIR ?? os.tmpdir(), `portal-${process.pid}.cpuprofile`), JSON.stringify(profile));
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

async function profile() {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cpuprofile-'));
  const env = {
    ...process.env,
    PROFILE_DIR: profileDir,
    ...(database === 'postgres' ? { PROFILE_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' } : {}),
  };
  const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  const ready = await new Promise<{ address: string; appId: string; appSecret: string }>((resolve) => {
    let buffered = '';
    server.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((candidate) => candidate.startsWith('READY '));
      if (line) resolve(JSON.parse(line.slice('READY '.length)) as { address: string; appId: string; appSecret: string });
    });
  });
  const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');
  const sign = (query: Record<string, string>, body?: Record<string, unknown>) => ({
    'x-app-id': ready.appId,
    'x-signature': computeSignature(query, body, ready.appSecret, md5Hex),
  });
  const loginBody = { username: 'demo', password: 'demo1234' };
  const login = await fetch(`${ready.address}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sign({}, loginBody) },
    body: JSON.stringify(loginBody),
  });
  const token = ((await login.json()) as { Body: { access_token: string } }).Body.access_token;
  const listQuery = { type: '1', page: '1', size: '10' };
  const job =
    mode === 'timestamp'
      ? { url: `${ready.address}/api/System/GetTimestamp`, method: 'GET', headers: {} }
      : mode === 'messages'
        ? {
            url: `${ready.address}/api/Message/GetTutorMessageList?${new URLSearchParams(listQuery).toString()}`,
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, ...sign(listQuery) },
          }
        : { url: `${ready.address}/api/account/userinfo`, method: 'GET', headers: { authorization: `Bearer ${token}`, ...sign({}) } };
  const load = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'http-load.ts'), JSON.stringify({ ...job, connections: 50, seconds: Number(secondsArg) })],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let figures = '';
  load.stdout.on('data', (chunk: Buffer) => (figures += chunk.toString()));
  await new Promise((resolve) => load.on('exit', resolve));
  server.kill('SIGINT');
  await new Promise((resolve) => server.on('exit', resolve));
  console.log(`${mode} on ${database}: ${figures.trim()}`);
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  summarize(path.join(profileDir, file));
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Self time per function and per package or folder, as shares of the busy (non-idle) time. */
function summarize(file: string) {
  const profileData = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  const byId = new Map(profileData.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<number, number>();
  profileData.samples.forEach((id, index) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profileData.timeDeltas[index] ?? 0)));
  const functions = new Map<string, number>();
  const groups = new Map<string, number>();
  let busy = 0;
  for (const [id, time] of selfTime) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    busy += time;
    const where = frame.url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
    const fn = `${frame.functionName || '(anonymous)'} ${where ? `${where}:${frame.lineNumber + 1}` : ''}`.trim();
    functions.set(fn, (functions.get(fn) ?? 0) + time);
    groups.set(groupOf(frame), (groups.get(groupOf(frame)) ?? 0) + time);
  }
  const share = (time: number) => `${((time / busy) * 100).toFixed(1).padStart(5)}%`;
  console.log(`\nprofile: ${file}\nbusy ${(busy / 1e6).toFixed(2)} s\n\nby package or folder:`);
  for (const [name, time] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${share(time)}  ${name}`);
  console.log('\nheaviest functions (self time):');
  for (const [name, time] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${share(time)}  ${name}`);
}

function groupOf(frame: ProfileNode['callFrame']): string {
  if (frame.functionName === '(garbage collector)') return 'garbage collection';
  const url = frame.url;
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : 'native (V8 builtins, C++)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0] === 'internal' ? `internal/${url.split('/')[1] ?? ''}` : url.slice(5)}`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const local = url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
  return local.split('/').slice(0, 2).join('/');
}
