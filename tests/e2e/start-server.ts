import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

/**
 * The server the browser tests run against: the real app with demo data on a fresh SQLite
 * database in a temporary folder, serving the built front end from dist/.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const loaded = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  SEED_DEMO_DATA: 'true',
  // Every browser test calls from 127.0.0.1: one address standing for many tutors, so the per-address limit is raised here (server tests cover it).
  RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '100000',
});
// Below the configuration's 60 s minimum, so the silent renewal test sees a token expire within seconds.
const oidcTtl = Number(process.env.E2E_OIDC_ACCESS_TOKEN_TTL_SECONDS);
const config = oidcTtl > 0 ? { ...loaded, oidc: { ...loaded.oidc, accessTokenTtlSeconds: oidcTtl } } : loaded;
const app = await buildApp({ config });
await app.listen({ host: config.host, port: config.port });
console.log(`e2e server on ${config.port}, data in ${dataDir}`);
const stop = async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
