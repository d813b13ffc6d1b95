import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from './portal-server';

/** What one route made the browser load, by kind: raw bytes and bytes after gzip (level 9). */
export interface RouteWeight {
  route: string;
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
  cssFiles: number;
  cssGzip: number;
  /** Each file loaded, with its gzip size, largest first. */
  files: { url: string; gzip: number }[];
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Opens each route in a fresh headless Chromium context (cold cache) and adds up the scripts and
 * stylesheets it loaded until the network was idle, gzipped here so the figure does not depend on
 * whether the server compresses.
 */
export async function measureRoutes(origin: string, routes: { path: string; storage?: string }[]): Promise<RouteWeight[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const weights: RouteWeight[] = [];
    for (const route of routes) {
      const context = await browser.newContext();
      if (route.storage) {
        await context.addInitScript(
          ([key, value]) => {
            if (!window.localStorage.getItem(key!)) window.localStorage.setItem(key!, value!);
          },
          [TOKEN_STORAGE_KEY, route.storage],
        );
      }
      const page = await context.newPage();
      const bodies: Promise<{ kind: 'js' | 'css'; url: string; body: Buffer }>[] = [];
      page.on('response', (response) => {
        const kind = response.request().resourceType();
        if (kind === 'script' || kind === 'stylesheet')
          bodies.push(response.body().then((body) => ({ kind: kind === 'script' ? 'js' : 'css', url: response.url(), body })));
      });
      await page.goto(origin + route.path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      const loaded = await Promise.all(bodies);
      const js = loaded.filter((item) => item.kind === 'js');
      const css = loaded.filter((item) => item.kind === 'css');
      weights.push({
        route: route.path,
        jsFiles: js.length,
        jsRaw: js.reduce((sum, item) => sum + item.body.length, 0),
        jsGzip: js.reduce((sum, item) => sum + gzipSync(item.body, { level: 9 }).length, 0),
        cssFiles: css.length,
        cssGzip: css.reduce((sum, item) => sum + gzipSync(item.body, { level: 9 }).length, 0),
        files: loaded.map((item) => ({ url: new URL(item.url).pathname, gzip: gzipSync(item.body, { level: 9 }).length })).sort((a, b) => b.gzip - a.gzip),
      });
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}

export function formatWeights(weights: RouteWeight[], options: { files?: boolean } = {}): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return weights
    .map((w) => {
      const line = `${w.route.padEnd(10)} JS ${String(w.jsFiles).padStart(2)} files ${kb(w.jsRaw).padStart(7)} KB raw ${kb(w.jsGzip).padStart(6)} KB gzip | CSS ${w.cssFiles} files ${kb(w.cssGzip).padStart(5)} KB gzip`;
      return options.files ? [line, ...w.files.map((file) => `    ${kb(file.gzip).padStart(6)} KB  ${file.url}`)].join('\n') : line;
    })
    .join('\n');
}
