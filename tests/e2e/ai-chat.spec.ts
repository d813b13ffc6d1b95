import { expect, test } from '@playwright/test';
import { signIn } from './support';

// The assistant runs against the OpenAI-compatible stand-in (playwright.config.ts), as the `aichat` demo tutor.
test('asks the assistant about next week’s classes and sees the streamed answer name them', async ({ page }) => {
  await signIn(page, 'aichat', 'demo1234');
  await page.goto('/aiChat');
  await page.getByLabel('Your question').fill('Which classes do I have next week?');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByRole('article', { name: 'Assistant' })).toContainText('Kenji Sato');
  await expect(log.getByRole('article', { name: 'Assistant' })).toContainText('Emma Schulz');
  await expect(
    page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: 'Which classes do I have next week?', exact: true }),
  ).toBeVisible();
});

test('AI Mind drafts a lesson plan and sends it to the class', async ({ page }) => {
  await signIn(page, 'aichat', 'demo1234');
  await page.goto('/aiChat?systemType=5');
  await expect(page.getByLabel('Class')).toContainText('Kenji Sato');
  await page.getByRole('button', { name: 'Draft lesson plan' }).click();
  await expect(page.getByRole('log', { name: 'Conversation' }).getByRole('heading', { name: 'Lesson plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Send to lesson plan' }).click();
  await expect(page).toHaveURL(/\/classDetail\/\d+$/);
  const plan = page.getByLabel('Plan for this class');
  await expect(plan).toHaveValue(/Warm-up: greet Kenji Sato/);
  await page.getByRole('button', { name: 'Save lesson plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
});
