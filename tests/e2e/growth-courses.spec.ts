import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * Course learning rewards in Chromium against the real server, as the seeded `courses` tutor (own
 * data: a finished video-training course and a passed course test). It subscribes, receives the
 * course's growth value, sees it counted in the growth score and opens "why" on Growth Values to
 * find the course by name. A retry finds the reward already received and checks what it left.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test('subscribes to course learning, receives a finished course’s growth value once and sees why', async ({ page }) => {
  await signIn(page, 'courses', 'demo1234');
  await page.goto('/growthCenter');
  const section = page.getByRole('region', { name: 'Course learning' });
  const score = page.getByTestId('growth-score');
  await expect(score).toHaveText(/^\d+(\.\d+)?$/);

  // Loaded once its button shows: Subscribe the first time, Save once subscribed (a retry).
  await expect(section.getByRole('button', { name: /^(Subscribe|Save)$/ })).toBeVisible();
  const subscribe = section.getByRole('button', { name: 'Subscribe' });
  if ((await subscribe.count()) > 0) {
    await expect(section.getByLabel('Video training')).toBeChecked();
    await expect(section.getByLabel('Course tests')).toBeChecked();
    await subscribe.click();
  }
  const table = section.getByRole('table', { name: 'Course rewards' });
  const row = table.getByRole('row', { name: /Online Classroom Tools/ });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row', { name: /Business English Basics/ })).toContainText('Not finished yet');
  await expect(table.getByRole('row', { name: /Trial Class Essentials/ })).toContainText('Course test');

  const receive = row.getByRole('button', { name: 'Receive 2 growth for Online Classroom Tools' });
  await expect(row).toContainText(/Received|Receive/);
  if ((await receive.count()) > 0) {
    const before = Number(await score.textContent());
    await receive.click();
    await expect(section.getByRole('status')).toContainText('Growth value received.');
    // The growth centre reads the ledger: reload it and the score includes the course's 2 points.
    await page.reload();
    await expect(score).toHaveText(String(Math.round((before + 2) * 100) / 100));
  }
  await expect(row).toContainText('Received');
  await expect(row.getByRole('button')).toHaveCount(0);

  const panel = page.getByRole('complementary', { name: 'Your panel' });
  const more = panel.getByRole('button', { name: 'Points and actions' });
  if ((await more.count()) > 0 && (await more.getAttribute('aria-expanded')) === 'false') await more.click();
  await panel.getByRole('button', { name: 'Why did Growth Values move?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Why Growth Values moved' });
  const entry = dialog.getByRole('row').filter({ hasText: 'Finished the course Online Classroom Tools' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('+2');
});
