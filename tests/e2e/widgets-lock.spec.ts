import { expect, test } from '@playwright/test';
import { SessionLockTexts } from '../../src/domain/layout-widgets';
import { WidgetsSkypeTutor } from '../../server/seed/widgets.seed';
import { apiCall, signIn } from './support';

/** The session lock (growth-account.md §4): the page's token is revoked while it is open. */
test('signing the page out elsewhere locks the open page with a Refresh dialog, and Refresh leads to sign-in', async ({ page }) => {
  await signIn(page, WidgetsSkypeTutor.account, WidgetsSkypeTutor.password);
  await expect(page.locator('body')).toHaveAttribute('data-realtime-state', 'connected', { timeout: 15_000 });
  const token = await page.evaluate(() => (JSON.parse(window.localStorage.getItem('tutor-portal.token') ?? '{}') as { token?: string }).token ?? '');
  expect(token).not.toBe('');
  // Another page (or the desktop client) signs this token out: the server revokes it and closes its realtime connection.
  expect((await apiCall(page.request, 'GET', '/api/account/logout', { token })).ErrorCode).toBe(0);

  const lock = page.getByRole('dialog', { name: SessionLockTexts.title });
  await expect(lock).toBeVisible({ timeout: 15_000 });
  await expect(lock).toContainText(SessionLockTexts.message);
  await expect(page).toHaveURL(/\/home$/);
  await expect(lock.getByRole('button', { name: /close/i })).toHaveCount(0);
  await lock.getByRole('button', { name: SessionLockTexts.refresh }).click();
  await expect(page).toHaveURL(/\/login/);
});
