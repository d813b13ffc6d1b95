import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeSignature, APP_ID_HEADER, SIGNATURE_HEADER } from '../../src/domain/signature';
import { tokenExpiresAt } from '../../src/domain/token-expiry';

/** The repository root, where `vite build` and the server run (PORTAL_ROOT measures another checkout). */
export const repoRoot = process.env.PORTAL_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Local-storage key and shape the token store reads (src/services/token-store.ts). */
export const TOKEN_STORAGE_KEY = 'tutor-portal.token';

export interface RunningPortal {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the production server (built front end, demo data, fresh SQLite folder) as its own
 * process, so the browser and Lighthouse measure it as a visitor would, and waits until it answers.
 */
export async function startPortal(port: number): Promise<RunningPortal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_SECRET: 'lighthouse-bench-secret',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/System/GetTimestamp`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');

async function signedPost<T>(origin: string, apiPath: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const setting = (await (await fetch(`${origin}/api/System/setting`)).json()) as { Body: { AppSetting: { AppId: string; AppSecret: string } } };
  const app = setting.Body.AppSetting;
  const response = await fetch(`${origin}${apiPath}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [APP_ID_HEADER]: app.AppId,
      [SIGNATURE_HEADER]: computeSignature({}, body, app.AppSecret, md5Hex),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { ErrorCode: number; Msg: string; Body: T };
  if (answer.ErrorCode !== 0) throw new Error(`${apiPath}: ${answer.ErrorCode} ${answer.Msg}`);
  return answer.Body;
}

/**
 * Signs a demo tutor in through the API and marks the guided tour done (a visitor's second
 * visit), returning the local-storage value the app reads its token from.
 */
export async function signedInStorageValue(origin: string, username = 'demo', password = 'demo1234'): Promise<string> {
  const login = await signedPost<{ access_token: string; expires_in: number }>(origin, '/api/account/login', { username, password });
  await signedPost(origin, '/api/Account/FinishGuidedTour', {}, login.access_token);
  return JSON.stringify({ token: login.access_token, expiresAt: tokenExpiresAt(Date.now(), login.expires_in) });
}
