import { expect, test } from '@playwright/test';
import { LEARNING_TAG_COUNTDOWN_OVERRIDE_KEY, LearningTagTexts } from '../../src/domain/learning-tags';
import { LearningTagsTutor, LearningTagSeed } from '../../server/seed/widgets.seed';
import { apiCall, apiToken, signIn } from './support';

/** The learning-tag dialog (growth-account.md §4): the tutor's tags run in order, each learned and gone for good. */
test('the learning tags open one after another in order, close only after the countdown, and stay learned', async ({ page }) => {
  test.setTimeout(90_000);
  // The configuration knob shortens the spec's 10 s countdown to 2 s for this page only.
  await page.addInitScript(([key, seconds]) => window.localStorage.setItem(key, seconds), [LEARNING_TAG_COUNTDOWN_OVERRIDE_KEY, '2'] as const);
  const token = await apiToken(page.request, LearningTagsTutor.account, LearningTagsTutor.password);
  const pending = async () => (await apiCall<{ TagIds: number[] }>(page.request, 'GET', '/api/Teacher/GetLearningTagIds', { token })).Body.TagIds;
  // A Playwright retry finds the tags already learned: then none may open.
  const tagIds = await pending();
  await signIn(page, LearningTagsTutor.account, LearningTagsTutor.password);
  const learnedButton = page.getByRole('button', { name: LearningTagTexts.close });
  for (const tagId of tagIds) {
    const tag = LearningTagSeed.find((seeded) => seeded.id === tagId)!;
    const dialog = page.getByRole('dialog', { name: tag.title });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(dialog).toContainText(tag.content);
    await expect(dialog).toContainText(/You can close this in \d s/);
    await expect(learnedButton).toBeDisabled();
    await expect(learnedButton).toBeEnabled({ timeout: 5_000 });
    await learnedButton.click();
    await expect(dialog).toBeHidden();
  }
  expect(await pending()).toEqual([]);
  // Nothing is left to learn: once the layout has asked again, no dialog opens.
  const askedAgain = page.waitForResponse((response) => response.url().includes('/api/Teacher/GetLearningTagIds'));
  await page.reload();
  expect(((await (await askedAgain).json()) as { Body: { TagIds: number[] } }).Body.TagIds).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
