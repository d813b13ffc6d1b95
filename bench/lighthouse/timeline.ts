import fs from 'node:fs';
import puppeteer from 'puppeteer-core';
import { signedInStorageValue, startPortal, TOKEN_STORAGE_KEY } from './portal-server';

/**
 * What happens, in order, when a signed-in tutor opens a page (issue 9): every request with its
 * start and end, the first paints, the largest contentful paint and its element, long tasks, and
 * when the shell and the page's heading reach the DOM. The CPU is slowed as Lighthouse's mobile run
 * slows it (4x), so the order and the gaps look as they do there.
 *
 *   npx tsx bench/lighthouse/timeline.ts [--route=/home] [--cpu=4] [--profile=home.cpuprofile]
 *
 * Runs the production build in dist/ (build it first: `npx vite build`). `--profile` also writes a
 * CPU profile of the load (open it in Chrome DevTools' Performance panel).
 */
const option = (name: string, fallback: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const route = option('route', '/home');
const cpuSlowdown = Number(option('cpu', '4'));
const profileFile = option('profile', '');

const portal = await startPortal(Number(process.env.PORT ?? 8241));
const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
try {
  const storage = await signedInStorageValue(portal.origin);
  const page = await browser.newPage();
  await page.goto(`${portal.origin}/404`);
  await page.evaluate((key, value) => window.localStorage.setItem(key, value), TOKEN_STORAGE_KEY, storage);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.evaluateOnNewDocument(() => {
    const marks: [string, number][] = [];
    (window as unknown as { timelineMarks: typeof marks }).timelineMarks = marks;
    const seen = new Set<string>();
    new MutationObserver(() => {
      for (const selector of ['header', 'nav', 'main h1']) {
        if (!seen.has(selector) && document.querySelector(selector)) {
          seen.add(selector);
          marks.push([`in the DOM: ${selector}`, performance.now()]);
        }
      }
    }).observe(document, { childList: true, subtree: true });
    const observe = (type: string, name: (entry: PerformanceEntry) => string) =>
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => marks.push([name(entry), entry.startTime]))).observe({ type, buffered: true });
    observe('paint', (entry) => entry.name);
    observe('largest-contentful-paint', (entry) => `largest-contentful-paint ${(entry as unknown as { element?: Element }).element?.tagName ?? ''}`);
    observe('longtask', (entry) => `long task ${Math.round(entry.duration)} ms`);
  });
  if (profileFile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await page.goto(`${portal.origin}${route}`, { waitUntil: 'networkidle0' });
  if (profileFile) fs.writeFileSync(profileFile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  const lines = await page.evaluate(() => {
    const marks = (window as unknown as { timelineMarks: [string, number][] }).timelineMarks;
    const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => [`${entry.name.replace(location.origin, '')} (until ${Math.round(entry.responseEnd)})`, entry.startTime] as [string, number],
    );
    return [...marks, ...requests].sort((a, b) => a[1] - b[1]).map(([what, at]) => `${String(Math.round(at)).padStart(6)} ms  ${what}`);
  });
  console.log(`${route}, signed in, CPU slowed ${cpuSlowdown}x\n${lines.join('\n')}`);
} finally {
  await browser.close();
  await portal.stop();
}
