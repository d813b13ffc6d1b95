import { expect, test } from '@playwright/test';
import { BiAspectTexts } from '../../src/domain/bi-aspect';
import { BiAspectTutor } from '../../server/seed/widget-dialogs.seed';
import { signIn } from './support';

/** Bi-aspect tags (growth-account.md §4): a bi-aspect teacher is asked at sign-in, chooses on both sides, and is not asked again. */
test('a bi-aspect teacher chooses tags on both sides and submits them; the dialog does not come back', async ({ page }) => {
  await signIn(page, BiAspectTutor.account, BiAspectTutor.password);
  const dialog = page.getByRole('dialog', { name: BiAspectTexts.title });
  await expect(dialog).toBeVisible();
  const style = dialog.getByRole('group', { name: /Teaching style/ });
  const personality = dialog.getByRole('group', { name: /Personality/ });

  await dialog.getByRole('button', { name: BiAspectTexts.submit }).click();
  await expect(style.getByRole('alert')).toHaveText('Choose at least 1 tag for Teaching style.');
  await expect(personality.getByRole('alert')).toHaveText('Choose at least 1 tag for Personality.');

  await style.getByLabel('Patient').check();
  await style.getByLabel('Game-based').check();
  await personality.getByLabel('Cheerful').check();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const submitted = page.waitForResponse((response) => response.url().includes('/SubmitSelectedTutorBiAspectTags'));
  await dialog.getByRole('button', { name: BiAspectTexts.submit }).click();
  expect(((await (await submitted).json()) as { ErrorCode: number }).ErrorCode).toBe(0);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(BiAspectTexts.saved)).toBeVisible();

  // Chosen: the next visit does not ask again.
  const selected = page.waitForResponse((response) => response.url().includes('/GetTeacherSelectedTags'));
  await page.reload();
  expect(((await (await selected).json()) as { Body: { SelectedTagIds: number[] } }).Body.SelectedTagIds).toHaveLength(3);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: BiAspectTexts.title })).toHaveCount(0);
});
