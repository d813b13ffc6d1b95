import { expect, test } from '@playwright/test';
import { SPEED_VERDICT_TEXT, SpeedMessages } from '../../src/domain/speed-test';
import { TasksTutor } from '../../server/seed/teacher-tasks.seed';
import { signIn } from './support';

/** The network test (issue 20): it measures against the portal itself and shows the four figures and a verdict. */
test('runs the speed test, shows all four figures and a verdict, and saves the result', async ({ page }) => {
  // Two measuring phases run for several seconds each.
  test.setTimeout(90_000);
  await signIn(page, TasksTutor.account, TasksTutor.password);
  await page.goto('/speed/speed.html');
  await expect(page.getByRole('heading', { name: 'Network Test' })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  const verdicts = Object.values(SPEED_VERDICT_TEXT).map((text) => page.getByText(text));
  await expect(verdicts.reduce((a, b) => a.or(b))).toBeVisible({ timeout: 60_000 });
  const results = page.getByRole('definition');
  await expect(results).toHaveCount(4);
  for (const [i, unit] of ['ms', 'ms', 'Mbps', 'Mbps'].entries()) await expect(results.nth(i)).toHaveText(new RegExp(`^\\d+(\\.\\d)? ${unit}$`));
  await page.getByRole('button', { name: 'Save to my profile' }).click();
  await expect(page.getByText(SpeedMessages.saved)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved to my profile' })).toBeDisabled();
});
