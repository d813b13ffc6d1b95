import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * Levels (issue 14): the `levels` demo tutor's 30th trial conversion was counted by the class
 * service's hooks; the person panel's level opens the integral level with the grade list.
 */
test('open the integral level and its grade list in two columns, with the trial level', async ({ page }) => {
  await signIn(page, 'levels', 'demo1234');
  const panel = page.getByRole('complementary', { name: 'Your panel' });
  await panel.getByRole('button', { name: 'Level D1: open the level list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Integral level' });
  await expect(dialog.getByTestId('integral-level')).toHaveText('D1');
  await expect(dialog.getByTestId('trial-level')).toHaveText('T1 (30 conversions)');
  const left = dialog.getByRole('table', { name: 'Levels D1 to C3' });
  const right = dialog.getByRole('table', { name: 'Levels B1 to A3' });
  await expect(left.locator('tr[aria-current="true"]')).toContainText('D1');
  await expect(right.getByRole('row')).toHaveCount(7);
  await expect(right.getByRole('row', { name: /A3 1000 and above/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
