import { expect, test } from '@playwright/test';
import { signIn } from './support';

// The life show's own demo tutor (server/seed/life-show.seed.ts): no other spec touches its data.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('uploads an equipment photo and a certificate, deletes the certificate, adds a hobby and moves to Cebu City', async ({ page }) => {
  await signIn(page, 'lifeshow', 'demo1234');
  await page.goto('/personalData/upload');
  const equipment = page.getByRole('region', { name: 'Equipment photo' });
  await equipment.getByLabel('Upload equipment photo').setInputFiles({ name: 'desk.png', mimeType: 'image/png', buffer: png });
  await expect(equipment.getByRole('img', { name: 'Your equipment photo' })).toBeVisible();

  await page.getByLabel('Add a certificate').setInputFiles({ name: 'tefl.png', mimeType: 'image/png', buffer: png });
  const certificates = page.getByRole('list', { name: 'Certificates' });
  await expect(certificates.getByRole('link', { name: 'tefl.png' })).toBeVisible();
  await certificates.getByRole('button', { name: 'Delete tefl.png' }).click();
  await expect(page.getByText('No certificates yet.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Equipment photo' }).getByRole('img', { name: 'Your equipment photo' })).toBeVisible();

  await page.getByRole('link', { name: 'Interests' }).click();
  await page.getByLabel('New hobby').fill('Chess');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('button', { name: 'Save hobbies' }).click();
  await expect(page.getByRole('button', { name: 'Save hobbies' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your hobbies' }).getByText('Chess')).toBeVisible();

  await page.getByRole('link', { name: 'Profile' }).click();
  const place = page.getByRole('region', { name: 'Where you teach from' });
  await place.getByLabel('Country').selectOption('Philippines');
  await place.getByLabel('Province').selectOption('Cebu');
  await place.getByLabel('City').selectOption('Cebu City');
  await place.getByRole('button', { name: 'Save location' }).click();
  await expect(place.getByText('Cebu City, Cebu, Philippines')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('City', { exact: true })).toHaveValue('Cebu City');
});
