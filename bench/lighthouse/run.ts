import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startGzipProxy } from './gzip-proxy';
import { formatWeights, measureRoutes } from './page-weight';
import { repoRoot, signedInStorageValue, startPortal, TOKEN_STORAGE_KEY } from './portal-server';

/**
 * Lighthouse (mobile, its default simulated throttling) on /login, /welcome and /home signed in,
 * against the production build served by the portal's own server with demo data, offline; then
 * the JavaScript and CSS each route loads. Options: `--no-build` reuses dist/, `--routes=/home,...`
 * audits only those, `--gzip-proxy` audits through a gzipping proxy (see gzip-proxy.ts), `--runs=N` takes the
 * median of N runs per route (the machine is shared, so scores move between runs).
 */
const port = Number(process.env.PORT ?? 8231);
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transferKb: number;
}

/** One Lighthouse run on a page of a Chromium that already holds the visitor's local storage. */
async function audit(url: string, chromePort: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    // Keeps the signed-in token that was put in local storage before the run.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  // LIGHTHOUSE_REPORT_DIR keeps each run's full report (JSON) for a closer look.
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${new URL(url).pathname.slice(1) || 'root'}-${Date.now()}.json`),
      JSON.stringify(result.lhr),
    );
  }
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const metric = (key: string) => audits[key]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    transferKb: metric('total-byte-weight') / 1024,
  };
}

async function clearCache(chromePort: number): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  await (await page.createCDPSession()).send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const portal = await startPortal(port);
// Until the server compresses by itself: `--gzip-proxy` audits through a gzipping proxy on PORT+1.
const proxy = process.argv.includes('--gzip-proxy') ? await startGzipProxy(portal.origin, port + 1) : null;
const origin = proxy?.origin ?? portal.origin;
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
try {
  const storage = await signedInStorageValue(portal.origin);
  const only = process.argv
    .find((arg) => arg.startsWith('--routes='))
    ?.slice('--routes='.length)
    .split(',');
  const routes = [
    { path: '/login', signedIn: false },
    { path: '/welcome', signedIn: false },
    { path: '/home', signedIn: true },
  ].filter((route) => !only || only.includes(route.path));
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, ${runs} run(s) per route (median), ${origin}${proxy ? ' (gzipping proxy)' : ''}`,
  );
  console.log('route      perf  a11y  best   seo    FCP ms   LCP ms   TBT ms    CLS  transfer');
  for (const route of routes) {
    // The visitor's storage, set on the origin through the same browser Lighthouse drives.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${origin}/404`);
    await page.evaluate(
      (key, value) => (value ? window.localStorage.setItem(key, value) : window.localStorage.removeItem(key)),
      TOKEN_STORAGE_KEY,
      route.signedIn ? storage : '',
    );
    await page.close();
    await browser.disconnect();
    const results: Scores[] = [];
    for (let run = 0; run < runs; run += 1) {
      // A first visit each time: Lighthouse keeps the cache along with the storage.
      await clearCache(chrome.port);
      results.push(await audit(origin + route.path, chrome.port));
    }
    const pick = (key: keyof Scores) => median(results.map((item) => item[key]));
    console.log(
      [
        route.path.padEnd(9),
        String(pick('performance')).padStart(5),
        String(pick('accessibility')).padStart(5),
        String(pick('bestPractices')).padStart(5),
        String(pick('seo')).padStart(5),
        pick('fcp').toFixed(0).padStart(9),
        pick('lcp').toFixed(0).padStart(8),
        pick('tbt').toFixed(0).padStart(8),
        pick('cls').toFixed(3).padStart(6),
        `${pick('transferKb').toFixed(0).padStart(6)} KB`,
      ].join(' '),
    );
  }
  console.log('\nJavaScript and CSS per route (gzip level 9, whatever the server sends):');
  console.log(formatWeights(await measureRoutes(portal.origin, [{ path: '/login' }, { path: '/welcome' }, { path: '/home', storage }])));
} finally {
  chrome.kill();
  await proxy?.stop();
  await portal.stop();
}
