import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * The growth ranking in Chromium against the real server, as the seeded `courses` tutor: before
 * any growth this month it is not ranked; receiving its passed course test's growth (+2) puts it
 * in this month's ranking, and paging the list finds it marked as "you". A retry (or the course
 * flow run first) finds the reward received and checks the ranking it left.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test('earns growth from a course test and finds themselves in this month’s growth ranking', async ({ page }) => {
  await signIn(page, 'courses', 'demo1234');
  await page.goto('/growthCenter');
  const courses = page.getByRole('region', { name: 'Course learning' });
  const ranking = page.getByRole('region', { name: /^Growth ranking/ });
  const mine = ranking.getByTestId('my-growth-rank');
  await expect(courses.getByRole('button', { name: /^(Subscribe|Save)$/ })).toBeVisible();
  await expect(mine).toBeVisible();

  const receive = courses.getByRole('button', { name: 'Receive 2 growth for Trial Class Essentials' });
  if ((await courses.getByRole('button', { name: 'Subscribe' }).count()) > 0) {
    await expect(mine).toHaveText('Earn growth this month to join the ranking.');
    await courses.getByRole('button', { name: 'Subscribe' }).click();
  }
  const row = courses.getByRole('row', { name: /Trial Class Essentials/ });
  await expect(row).toContainText(/Received|Receive/);
  if ((await receive.count()) > 0) {
    await receive.click();
    await expect(courses.getByRole('status')).toContainText('Growth value received.');
    await page.reload();
  }
  await expect(mine).toHaveText(/^You are number \d+ of \d+ with \d+(\.\d+)? growth this month\.$/);
  const place = Number(/number (\d+)/.exec((await mine.textContent())!)![1]);

  // Page forward to the tutor's own place: the list marks it.
  const pageOfMine = Math.ceil(place / 10);
  for (let p = 1; p < pageOfMine; p += 1) {
    await ranking.getByRole('button', { name: 'Next' }).click();
    await expect(ranking.getByText(new RegExp(`^Page ${p + 1} of \\d+$`))).toBeVisible();
  }
  const me = ranking.getByRole('listitem').filter({ hasText: 'Celia A' });
  await expect(me).toHaveAttribute('aria-current', 'true');
  await expect(me).toContainText(`${place}`);
  await expect(me).toContainText('(you)');
});
