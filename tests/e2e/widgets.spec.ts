import { expect, test } from '@playwright/test';
import { IDLE_TIMEOUT_OVERRIDE_KEY, IdleTexts, ProtocolTexts } from '../../src/domain/layout-widgets';
import { WidgetsTutor } from '../../server/seed/widgets.seed';
import { apiCall, apiToken, signIn } from './support';

/** What a newcomer meets at the edges of the route table (issue 18; shell.md §2). */

test('public paths without a page of their own render their page, signed out', async ({ page }) => {
  for (const [path, heading] of [
    ['/forgetPassword', /password/i],
    ['/retrieveEmail', /e-mail/i],
    ['/tutorClient', /TutorClient/i],
    ['/moodle', 'Training platform'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('signed in: / goes home, /leaveRequest opens the leave request, /test and /speed open', async ({ page }) => {
  await signIn(page, 'demo', 'demo1234');
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/leaveRequest');
  await expect(page).toHaveURL(/\/leave\/leaveRequest$/);
  await page.goto('/test');
  await expect(page.getByRole('heading', { name: 'Classroom Device Test' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Test my devices' })).toBeEnabled();
  await page.goto('/speed');
  await expect(page.getByRole('heading', { name: 'Network Test' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the network test' }).click();
  await expect(page).toHaveURL(/\/speed\/speed\.html$/);
});

test('the idle dialog opens after the idle time without activity and Refresh reloads the page', async ({ page }) => {
  // The configuration knob shortens the spec's 600000 ms to 3 s for this page only.
  await page.addInitScript(([key, ms]) => window.localStorage.setItem(key, ms), [IDLE_TIMEOUT_OVERRIDE_KEY, '3000'] as const);
  await signIn(page, 'demo', 'demo1234');
  const dialog = page.getByRole('dialog', { name: IdleTexts.title });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText(IdleTexts.message);
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: IdleTexts.refresh }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('the protocol dialog counts down, then I Agree is enabled and agreeing closes it for good', async ({ page }) => {
  // The 30 s countdown runs on the real clock in the browser.
  test.setTimeout(90_000);
  await signIn(page, WidgetsTutor.account, WidgetsTutor.password);
  const dialog = page.getByRole('dialog', { name: ProtocolTexts.title });
  const agree = dialog.getByRole('button', { name: ProtocolTexts.agree });
  // A Playwright retry finds the agreement already made: the dialog then stays away, as for any agreed tutor.
  const agreedBefore = (
    await apiCall<{ IsAgree: boolean }>(page.request, 'GET', '/api/Teacher/GetIsAgreeProtocol', {
      token: await apiToken(page.request, WidgetsTutor.account, WidgetsTutor.password),
    })
  ).Body.IsAgree;
  if (!agreedBefore) {
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/Please read for \d+ s/);
    await expect(dialog.getByRole('progressbar', { name: 'Reading time' })).toBeVisible();
    await expect(agree).toBeDisabled();
    await expect(agree).toBeEnabled({ timeout: 45_000 });
    await agree.click();
    await expect(dialog).toBeHidden();
  }
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(dialog).toBeHidden();
});
