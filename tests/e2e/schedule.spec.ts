import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiToken, signIn } from './support';

/**
 * A tutor's time in the browser: plotting next week and running into the modify count, cancelling
 * a class within the weekly allowance (then seen cancelled on the class table), and releasing a day.
 */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a70000000049454e44ae426082',
  'hex',
);

/** The names of the free cells of the night rows (00:00 to 06:30), where the demo plots nothing. */
async function freeNightCells(page: Page): Promise<string[]> {
  const cells = page.locator('tbody tr', { has: page.locator('th', { hasText: /^0[0-6]:[03]0$/ }) }).getByRole('button', { name: /Canceled$/ });
  const names: string[] = [];
  for (const cell of await cells.all()) names.push((await cell.getAttribute('aria-label')) ?? '');
  return names;
}

test("plot next week, then over-plot it and see 'No modification for plotted schedule'", async ({ page }) => {
  // Twenty-four clicks on a grid of 336 cells, on a shared machine.
  test.setTimeout(60_000);
  await signIn(page, 'intl', 'demo1234');
  await page.goto('/classTab/schedule');
  await expect(page.getByRole('heading', { name: 'Self-schedule' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your half-hour slots' })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByText('Next week', { exact: true })).toBeVisible();
  await expect(page.getByTestId('modify-count')).toHaveText('First plot of this week: free of the modify count.');

  const names = await freeNightCells(page);
  expect(names.length).toBeGreaterThan(24);
  const cell = (i: number) => page.getByRole('button', { name: names[i]!.replace(/Canceled$/, ''), exact: false }).first();
  for (let i = 0; i < 3; i++) await cell(i).click();
  await expect(cell(0)).toHaveAccessibleName(/Waited$/);
  await expect(page.getByTestId('changes')).toHaveText('Unsaved changes: 3.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your schedule is saved.' })).toBeVisible();
  await expect(page.getByTestId('modify-count')).toHaveText('Changes left for this week: 20 of 20.');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(cell(0)).toHaveAccessibleName(/Waited$/);

  // Twenty changes fit the plotted week's modify count; the twenty-first is refused on the page.
  for (let i = 3; i < 23; i++) await cell(i).click();
  await expect(page.getByTestId('changes')).toHaveText('Unsaved changes: 20.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await cell(23).click();
  await expect(page.getByRole('alert')).toHaveText('No modification for plotted schedule');
  await expect(cell(23)).toHaveAccessibleName(/Canceled$/);
});

test('cancel a class within the allowance: the counter and the class change', async ({ page, request }) => {
  await signIn(page, 'demo2', 'demo1234');
  await page.goto('/releaseTime/cancle');
  const remaining = page.getByTestId('remaining');
  await expect(remaining).toHaveText('2');

  // A class of this week, not today's (the other browser tests read today's classes).
  const items = page
    .getByRole('list', { name: 'Classes' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { disabled: false }) });
  expect(await items.count()).toBeGreaterThan(1);
  const item = items.last();
  const box = item.getByRole('checkbox');
  const classId = Number(await item.locator('[data-class-id]').getAttribute('data-class-id'));
  await box.check();
  await expect(remaining).toHaveText('1');
  await box.uncheck();
  await expect(remaining).toHaveText('2');
  await box.check();

  await page.getByLabel('Reason').fill('A family emergency');
  await page.getByLabel('Proof (.jpg or .png)').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Cancel selected classes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The selected classes are cancelled.' })).toBeVisible();
  await expect(remaining).toHaveText('1');
  await expect(page.locator(`[data-class-id="${classId}"]`)).toHaveText(/^cancelled/);

  const token = await apiToken(request, 'demo2', 'demo1234');
  const count2 = await apiCall<{ Remaining: number }>(request, 'POST', '/api/ClassTable/GetRemainingCancelCountOfThisWeek', { token });
  expect(count2.Body.Remaining).toBe(1);

  // The class table shows the same class as cancelled.
  await page.goto('/classTab');
  await expect(page.getByRole('link', { name: new RegExp(`, Cancelled: open class ${classId}$`) })).toBeVisible();
});

test('release a day', async ({ page }) => {
  await signIn(page, 'franchisee', 'demo1234');
  await page.goto('/releaseTime/submit');
  await expect(page.getByRole('heading', { name: 'Release time' })).toBeVisible();
  const release = page.getByRole('button', { name: /^Release / }).first();
  await expect(release).toBeVisible();
  const thisWeek = (await release.textContent()) ?? '';
  await page.getByRole('button', { name: 'Next week' }).click();
  // Wait for next week's days, or the clicks below would act on this week's while it loads.
  await expect(release).not.toHaveText(thisWeek);
  const dayName = ((await release.textContent()) ?? '').replace(/^Release /, '');
  const day = page.getByRole('region', { name: dayName });
  const held = day.getByRole('button', { name: / held$/ });
  expect(await held.count()).toBeGreaterThan(0);
  await release.click();
  await expect(held).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your release time is saved.' })).toBeVisible();
  await expect(day.getByRole('button', { name: / released$/ }).first()).toBeVisible();
  await expect(day.getByRole('button', { name: / held$/ })).toHaveCount(0);
});
