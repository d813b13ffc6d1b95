import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { computeSignature } from '../../src/domain/signature';

/**
 * Real parts for the scale-out suite: server processes started as in production
 * (`tsx server/main.ts`), each with its own data folder, all on one PostgreSQL schema and one
 * Redis, behind nginx (Debian's package) with round-robin and WebSocket upgrade.
 */
export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const APP_SECRET = 'scale-out-test-secret';
export const APP_ID = 'tutor-portal-web';
const ROOT = path.resolve(import.meta.dirname, '../..');

/** A free loopback port (the OS picks; a tiny race with other programs is accepted). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One server process, with the JSON log lines it wrote. */
export class ServerProcess {
  readonly logs: Array<Record<string, unknown>> = [];
  private output = '';

  private constructor(
    readonly name: string,
    readonly port: number,
    readonly child: ChildProcess,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  static async start(name: string, env: Record<string, string>): Promise<ServerProcess> {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-scale-${name}-`));
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(name, port, child);
    child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} did not start in time:\n${server.output}`)), 90_000);
      child.stdout?.setEncoding('utf8');
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (text: string) => (server.output += text));
      let partial = '';
      child.stdout?.on('data', (text: string) => {
        const lines = (partial + text).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          if (line.startsWith('{')) {
            try {
              server.logs.push(JSON.parse(line) as Record<string, unknown>);
              continue;
            } catch {
              // Not a log record: kept as output below.
            }
          }
          server.output += `${line}\n`;
          if (line.includes('Tutor portal ready')) {
            clearTimeout(timer);
            resolve();
          }
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited with ${code}:\n${server.output}`));
      });
    });
    return server;
  }

  /** Log records whose message is `msg`. */
  logged(msg: string): Array<Record<string, unknown>> {
    return this.logs.filter((record) => record.msg === msg);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}

/** The nginx configuration the suite runs, and README's "Running several processes" shows. */
export function nginxConfig(options: { dir: string; port: number; upstreams: number[] }): string {
  const { dir } = options;
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 1024;
}

http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  # Round-robin (nginx's default) over the portal processes: no sticky sessions are needed.
  upstream portal {
${options.upstreams.map((port) => `    server 127.0.0.1:${port};`).join('\n')}
  }

  # A WebSocket upgrade is passed on; other requests close the upstream connection as usual.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    ''      close;
  }

  server {
    listen 127.0.0.1:${options.port};
    # The largest upload chunk is 524288 bytes; the staff-only plain upload may be larger.
    client_max_body_size 600m;

    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # The hub pings every 15 s; a minute of silence means the client is gone.
      proxy_read_timeout 60s;
      proxy_request_buffering off;
    }
  }
}
`;
}

/** nginx in the foreground with a generated configuration in a temp folder; stop() kills it and removes the folder. */
export class Nginx {
  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly child: ChildProcess,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  static async start(upstreams: number[]): Promise<Nginx> {
    const port = await freePort();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
    // Workers may run as another user when the master is root: they must reach the temp paths.
    fs.chmodSync(dir, 0o755);
    for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, sub), { mode: 0o777 });
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(conf, nginxConfig({ dir, port, upstreams }));
    const child = spawn('nginx', ['-c', conf, '-p', dir, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const nginx = new Nginx(port, dir, child);
    for (let attempt = 0; ; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errors}${readIfThere(path.join(dir, 'error.log'))}`);
      if (await accepts(port)) return nginx;
      if (attempt > 100) throw new Error(`nginx did not listen: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

function readIfThere(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A PostgreSQL schema of its own for one suite run; drop() removes it. */
export async function postgresSchema(): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `scale_${randomBytes(5).toString('hex')}`;
  return {
    name,
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema if exists ${name} cascade`);
      await client.end();
    },
  };
}

const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

export interface CallResult<T = unknown> {
  status: number;
  text: string;
  json: { ErrorCode: number; Msg: string; Body: T } | null;
}

/**
 * A signed API call as the portal's client makes it. `from` is the caller's address, sent as
 * X-Forwarded-For (the processes trust the proxy), so each test counts its own sign-in failures
 * and rate limit.
 */
export async function call<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: Record<string, string | number>; from?: string } = {},
): Promise<CallResult<T>> {
  const queryIndex = url.indexOf('?');
  const query = Object.fromEntries(new URLSearchParams(queryIndex >= 0 ? url.slice(queryIndex + 1) : ''));
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      'x-app-id': APP_ID,
      'x-signature': computeSignature(query, options.body, APP_SECRET, md5Hex),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.from ? { 'x-forwarded-for': options.from } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let json: CallResult<T>['json'] = null;
  try {
    json = JSON.parse(text) as CallResult<T>['json'];
  } catch {
    // Not an envelope (the rate limit answers plain text).
  }
  return { status: response.status, text, json };
}

export async function login(baseUrl: string, account: string, password: string, from?: string): Promise<string> {
  const result = await call<{ access_token: string }>(baseUrl, 'POST', '/api/account/login', {
    body: { username: account, password },
    ...(from ? { from } : {}),
  });
  if (result.json?.ErrorCode !== 0) throw new Error(`sign-in as ${account} failed: ${result.text}`);
  return result.json.Body.access_token;
}
