import { expect, test } from '@playwright/test';
import { finishGuidedTour, signIn } from './support';

test.beforeEach(async ({ request }) => finishGuidedTour(request, 'demo2', 'demo1234'));

test('a tutor exchanges flowers within the quota, sees the balance, the used record and the pay statement change, and is refused over the quota', async ({
  page,
}) => {
  await signIn(page, 'demo2', 'demo1234');
  await page.goto('/flowers');
  const balance = page.getByTestId('flower-balance');
  await expect(balance).toHaveText(/^\d+$/);
  const before = Number(await balance.textContent());
  expect(before).toBeGreaterThanOrEqual(2);

  await page.getByRole('button', { name: 'Flowers For Cash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Flowers For Cash' });
  await dialog.getByRole('button', { name: 'More flowers' }).click();
  await dialog.getByRole('button', { name: 'More flowers' }).click();
  await dialog.getByLabel('Remark').fill('For the school fees, e2e');
  await dialog.getByRole('button', { name: 'Exchange' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.flowers-notice[role=status]')).toContainText('Exchange succeeded.');
  await expect(balance).toHaveText(String(before - 2));
  const usedRow = page.getByRole('table', { name: 'Used flowers' }).getByRole('row', { name: /For the school fees, e2e/ });
  await expect(usedRow).toContainText('10');

  // The same exchange is a pay line of this month's service fee statement (2 flowers x 5 PHP).
  await page.goto('/serviceFee');
  const payLine = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Flower exchange' }) })
    .filter({ hasText: 'PHP 10.00' });
  // The statement is paged in time order: the exchange, this month's newest line, is on its last
  // page. Early in a month the statement fits one page and has no pager, hence Next's short wait.
  await expect(page.getByRole('heading', { name: /^Statement for / })).toBeVisible();
  await expect(async () => {
    if (!(await payLine.first().isVisible())) await page.getByRole('button', { name: 'Next' }).click({ timeout: 1_000 });
    await expect(payLine.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.goto('/flowers');

  await page.getByRole('button', { name: 'Flowers For Cash' }).click();
  const quota = Number(/up to (\d+) flowers/.exec((await dialog.getByText(/You can exchange up to/).textContent()) ?? '')?.[1]);
  await dialog.getByRole('textbox', { name: 'Flowers', exact: true }).fill(String(quota + 1));
  await dialog.getByLabel('Remark').fill('Too many');
  await dialog.getByRole('button', { name: 'Exchange' }).click();
  await expect(dialog.getByText('Exceeding the quota, please re-enter!')).toBeVisible();
  await expect(dialog).toBeVisible();
});
