import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// Files run in name order against one server: this one runs first because every other flow
// records the demo tutors' guided tour as done before signing in (support.ts signIn).
const panel = (page: Page) => page.getByRole('complementary', { name: 'Your panel' });

test('the first-login tour walks the sidebar, the floating buttons and the shortcuts once', async ({ page }) => {
  await signIn(page, 'demo2', 'demo1234', { keepTour: true });
  const step1 = page.getByRole('dialog', { name: 'Your menu' });
  await expect(step1).toContainText('1 / 3');
  await step1.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Quick buttons' })).toContainText('2 / 3');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Shortcuts' }).getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('dialog', { name: 'Shortcuts' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Joseph Reyes' })).toBeVisible();
  await expect(panel(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your menu' })).toHaveCount(0);
});
