import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * The growth centre in Chromium against the real server, as its own seeded test-group tutors
 * (`growth`, `growthpet`), so no other flow sees these changes. A retry finds the claims and the
 * pet already made and checks the state they left.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test('finishes a beginner task, claims the points and sees the level move from LV.1 to LV.2', async ({ page }) => {
  await signIn(page, 'growth', 'demo1234');
  // The floating entry (test group only, not on home) leads to the growth centre.
  await page.goto('/flowers');
  await page
    .getByTestId('growth-entry')
    .getByRole('link', { name: /^Growth Centre: (Receive|Enter)$/ })
    .click();
  await expect(page).toHaveURL(/\/growthCenter$/);
  const level = page.getByTestId('growth-level');
  const score = page.getByTestId('growth-score');
  const beginner = page.getByRole('list', { name: 'Beginner tasks' });
  await expect(level).toHaveText(/^LV\.\d$/);

  if ((await level.textContent()) === 'LV.1') {
    const before = Number(await score.textContent());
    const guide = beginner.getByRole('listitem', { name: 'Read the growth centre guide' });
    await guide.getByRole('button', { name: 'Go' }).click();
    await guide.getByRole('button', { name: 'Claim' }).click();
    await expect(page.locator('.growth-notice[role=status]')).toContainText('Points received.');
    await expect(guide).toContainText('Claimed');
    await expect(level).toHaveText('LV.1');
    for (const name of ['Adopt your growth pet', 'Finish your first class', 'Earn your first 5-star rating']) {
      await beginner.getByRole('listitem', { name }).getByRole('button', { name: 'Claim' }).click();
      await expect(beginner.getByRole('listitem', { name })).toContainText('Claimed');
    }
    await expect(level).toHaveText('LV.2');
    // 2 + 5 + 5 + 3 claimed: the level-one total.
    await expect(score).toHaveText(String(before + 15));
    await expect(page.getByTestId('growth-unclaimed')).toHaveText('0');
  }
  await expect(level).toHaveText('LV.2');
  await expect(beginner.getByText('Claimed')).toHaveCount(4);
  await expect(page.getByRole('list', { name: 'Received today' })).toContainText('Read the growth centre guide');
  // LV.2 unlocks the first outfit for the pet.
  const scarf = page.getByRole('list', { name: 'Pet outfits' }).getByRole('listitem', { name: 'Green scarf' });
  const receive = scarf.getByRole('button', { name: 'Receive' });
  const wear = scarf.getByRole('button', { name: 'Wear' });
  const takeOff = scarf.getByRole('button', { name: 'Take off' });
  await expect(receive.or(wear).or(takeOff)).toBeVisible();
  if (await receive.isVisible()) {
    await receive.click();
    await expect(wear).toBeVisible();
  }
  if (await wear.isVisible()) await wear.click();
  await expect(takeOff).toBeVisible();
  await expect(page.getByRole('img', { name: 'wearing the Green scarf' })).toBeVisible();
  // Nothing left to claim: the entry reads Enter.
  await page.goto('/flowers');
  await expect(page.getByTestId('growth-entry').getByRole('link', { name: 'Growth Centre: Enter' })).toBeVisible();
  if (process.env.GROWTH_SCREENSHOT) await page.screenshot({ path: process.env.GROWTH_SCREENSHOT, fullPage: true });
});

test('adopts the pet and renames it', async ({ page }) => {
  await signIn(page, 'growthpet', 'demo1234');
  await page.goto('/growthCenter/achievementRewards');
  const card = page.getByRole('region', { name: 'My pet' });
  const adopt = card.getByRole('button', { name: 'Adopt a pet' });
  const name = card.getByTestId('pet-name');
  await expect(adopt.or(name)).toBeVisible();
  if (await adopt.isVisible()) {
    await adopt.click();
    await expect(name).toHaveText('Sprout');
    await expect(card.getByRole('img', { name: 'Sprout, level 1' })).toBeVisible();
  }
  const newName = `Mochi ${Date.now() % 1000}`;
  await card.getByRole('button', { name: 'Rename' }).click();
  await card.getByLabel('New name').fill('<nope>');
  await card.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('alert')).toHaveText('A pet name may use letters, numbers and spaces only.');
  await card.getByRole('button', { name: 'Rename' }).click();
  await card.getByLabel('New name').fill(newName);
  await card.getByRole('button', { name: 'Save name' }).click();
  await expect(name).toHaveText(newName);
  await expect(card).toContainText(/renamed [1-3] of 3 times/);
  await page.reload();
  await expect(page.getByRole('region', { name: 'My pet' }).getByTestId('pet-name')).toHaveText(newName);
});
