import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Wide enough for the full person panel (below 1400 px its points fold behind a button).
test.use({ viewport: { width: 1440, height: 900 } });

/** "Why did this move?" in Chromium against the real server: the seeded classes' ledger entries. */
test('opens "why" on teaching points and sees the class that earned them', async ({ page }) => {
  await signIn(page, 'demo', 'demo1234');
  const panel = page.getByRole('complementary', { name: 'Your panel' });
  const more = panel.getByRole('button', { name: 'Points and actions' });
  if ((await more.count()) > 0 && (await more.getAttribute('aria-expanded')) === 'false') await more.click();
  await panel.getByRole('button', { name: 'Why did Teaching Points move?' }).click();

  const dialog = page.getByRole('dialog', { name: 'Why Teaching Points moved' });
  const table = dialog.getByRole('table', { name: 'Entries behind Teaching Points' });
  const earned = table
    .getByRole('row')
    .filter({ hasText: /Completed class|Weekend class/ })
    .first();
  await expect(earned).toBeVisible();
  const classLink = earned.getByRole('link', { name: /^Class \d+$/ });
  const classId = (await classLink.textContent())!.replace('Class ', '');
  await expect(classLink).toHaveAttribute('href', `/classDetail/${classId}`);
  await expect(dialog.getByRole('img', { name: /^Teaching Points this month: / })).toBeVisible();
  // The class page itself arrives with the teaching area; the entry names the class it came from.
  await expect(earned).toContainText(/\+0\.[23]/);
  if (process.env.WHY_SCREENSHOT) await page.screenshot({ path: process.env.WHY_SCREENSHOT });
});
