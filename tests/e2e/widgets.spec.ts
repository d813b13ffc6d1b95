import { expect, test } from '@playwright/test';
import { signIn } from './support';

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
  await expect(page.getByRole('button', { name: 'Test camera and microphone' })).toBeEnabled();
  await page.goto('/speed');
  await expect(page.getByRole('heading', { name: 'Network Test' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the network test' }).click();
  await expect(page).toHaveURL(/\/speed\/speed\.html$/);
});
