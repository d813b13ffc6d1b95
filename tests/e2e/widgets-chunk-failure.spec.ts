import { expect, test, type Route } from '@playwright/test';
import { ChunkFailureTexts, type ClientErrorReport } from '../../src/domain/client-errors';
import { ChunkFailureTutor } from '../../server/seed/widget-notices.seed';
import { signIn } from './support';

/** The feedback page's own code file (shared chunks such as `feedback-*.js` load with the shell). */
const isFeedbackPageChunk = (url: URL) => /\/assets\/feedback\.page-[^/]+\.js$/.test(url.pathname);

/** A lazy page whose code fails to load (shell.md §8): a clear retry, not a blank page, and a report in the client-error log. */
test('a page whose code fails to load shows a retry and is reported; retrying after the network is back opens the page', async ({ page }) => {
  await signIn(page, ChunkFailureTutor.account, ChunkFailureTutor.password);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  const blocked: string[] = [];
  const block = (route: Route) => {
    blocked.push(route.request().url());
    return route.abort('internetdisconnected');
  };
  await page.route(isFeedbackPageChunk, block);
  const reported = page.waitForRequest((request) => request.url().includes('/api/ClientLog/ReportClientError'));
  await page.goto('/myFeedback');

  const failure = page.getByRole('alert', { name: ChunkFailureTexts.title });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(ChunkFailureTexts.message);
  // The layout stays: the tutor can still go elsewhere.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const report = await reported;
  const body = report.postDataJSON() as ClientErrorReport;
  expect(body).toMatchObject({ Type: 'chunk', Path: '/myFeedback' });
  expect(blocked.some((url) => body.Request === url || body.Message.includes(url))).toBe(true);
  expect(((await (await report.response())!.json()) as { ErrorCode: number }).ErrorCode).toBe(0);

  await page.unroute(isFeedbackPageChunk, block);
  await failure.getByRole('button', { name: ChunkFailureTexts.retry }).click();
  await expect(page.getByRole('heading', { name: 'My Feedback' })).toBeVisible();
  await expect(page.getByRole('alert', { name: ChunkFailureTexts.title })).toHaveCount(0);
});
