import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { finishGuidedTour, signIn } from './support';

/** A real multi-megabyte file whose first bytes say PNG, as the server checks them. */
function pngFile(megabytes: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, randomBytes(megabytes * 1024 * 1024 - signature.length)]);
}

test.beforeEach(async ({ request }) => finishGuidedTour(request, 'demo', 'demo1234'));

test('a tutor uploads a multi-megabyte photo: the progress dialog reaches 100% and closes, the file is listed', async ({ page }) => {
  await signIn(page, 'demo', 'demo1234');
  await page.goto('/personalData/upload');
  await expect(page.getByRole('heading', { name: 'My documents' })).toBeVisible();

  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'classroom-photo.png', mimeType: 'image/png', buffer: pngFile(3) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Uploading' });
  await expect(dialog).toBeVisible();
  const progress = dialog.getByRole('progressbar', { name: 'Upload progress of classroom-photo.png' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 20_000 });
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  const listed = page.getByRole('list', { name: 'Uploaded documents' }).getByRole('link', { name: 'classroom-photo.png' });
  await expect(listed).toBeVisible();
  // The stored file comes back byte-for-byte through its signed link.
  const response = await page.request.get((await listed.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect((await response.body()).length).toBe(3 * 1024 * 1024);
});

test('uploading without a file asks for one first', async ({ page }) => {
  await signIn(page, 'demo', 'demo1234');
  await page.goto('/personalData/upload');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a file first.');
});
