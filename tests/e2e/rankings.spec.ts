import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * The ranking pages in Chromium against the real server, as the seeded `rankings` tutor (Rhea
 * Santos): from the growth centre's Rankings card to the 10 s response rate ranking, where 9 of
 * her 12 class requests this month were answered within 10 s, then along the ranking tabs to the
 * conversion ranking with its two boards. Read-only, so a retry finds the same.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test('opens the 10 s response rate ranking from the growth centre and finds her own line', async ({ page }) => {
  await signIn(page, 'rankings', 'demo1234');
  await page.goto('/growthCenter');
  const card = page.getByRole('region', { name: /^Rankings/ });
  await card.getByRole('link', { name: '10s response rate ranking' }).click();
  await expect(page).toHaveURL(/\/10sResponseRateRanking$/);
  await expect(page.getByRole('heading', { level: 1, name: '10s response rate ranking' })).toBeVisible();

  const board = page.locator('section.ranking-board');
  await expect(board.getByTestId('my-rank-response')).toHaveText(/^You are number \d+ of \d+ \(75%\)\.$/);
  const table = board.getByRole('table', { name: '10s response rate ranking' });
  const mine = table.getByRole('row', { name: /Rhea S\. \(you\)/ });
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await expect(mine).toContainText('75%');
  await expect(mine).toContainText('12');
  await expect(table.getByRole('row', { name: /Miguel C\./ })).toContainText('100%');
  await page.screenshot({ path: 'test-results/rankings-response.png', fullPage: true });

  await page.getByRole('navigation', { name: 'Rankings' }).getByRole('link', { name: 'Conversion ranking' }).click();
  await expect(page).toHaveURL(/\/conversionRanking$/);
  await expect(page.getByTestId('my-rank-conversionOverall')).toHaveText(/^(You are number \d+ of \d+ \(\d+\)|You are not in this ranking this month yet)\.$/);
  await expect(page.getByRole('table', { name: 'Conversion progress' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Conversion ranking' }).getByRole('row', { name: /Paolo R\./ })).toBeVisible();
});
