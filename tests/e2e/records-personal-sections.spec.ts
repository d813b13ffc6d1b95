import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// The training area's demo tutor (whose contract no test reads): saving a section recomputes
// completeness, which gates contract signing
// (records.spec signs as demo; the shell's Sign Contract rules read demo, demo2, intl and franchisee).

async function skipTour(page: Page) {
  const skip = page.getByRole('button', { name: 'Skip' });
  if (await skip.isVisible().catch(() => false)) await skip.click();
}

test('edits a personal data section: rules first, then saved and shown after a reload', async ({ page }) => {
  await signIn(page, 'trainee', 'demo1234');
  await page.goto('/personalData');
  await skipTour(page);
  const card = page.getByRole('region', { name: 'Work experience' });
  await card.getByRole('button', { name: 'Edit work experience' }).click();
  const form = card.getByRole('form', { name: 'Work experience' });
  // Re-runnable: the section is replaced as a whole, so start from one fresh entry.
  while ((await form.getByRole('button', { name: /^Remove entry/ }).count()) > 0)
    await form
      .getByRole('button', { name: /^Remove entry/ })
      .first()
      .click();
  await form.getByRole('button', { name: 'Add entry' }).click();
  await form.getByLabel('Company').fill('Northwind Call Center');
  await form.getByLabel('From (YYYY-MM)').fill('2019-13');
  await form.getByRole('button', { name: 'Save work experience' }).click();
  await expect(form.getByText('Use the form YYYY-MM.')).toBeVisible();
  await expect(form.getByText('Required.')).toBeVisible();
  await form.getByLabel('Position').fill('Team lead');
  await form.getByLabel('From (YYYY-MM)').fill('2019-03');
  await form.getByLabel('To (YYYY-MM) (optional)').fill('2021-08');
  await form.getByRole('button', { name: 'Save work experience' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(card.getByText('Northwind Call Center · Team lead · 2019-03 · 2021-08')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Work experience' }).getByText('Northwind Call Center · Team lead · 2019-03 · 2021-08')).toBeVisible();
});

test('fills the TESOL identity review dialog, uploads the certificate and submits it', async ({ page }) => {
  await signIn(page, 'trainee', 'demo1234');
  await page.goto('/signContract/tesolCertification');
  await skipTour(page);
  await page.getByRole('button', { name: 'Open identity review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Identity review (TESOL)' });
  await dialog.getByLabel('First name').fill('   ');
  await dialog.getByText('Yes', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Required', { exact: true })).toHaveCount(4);
  await expect(dialog.getByText('Please upload your TESOL certificate.')).toBeVisible();

  await dialog.getByLabel('First name').fill('Maria');
  await dialog.getByLabel('Last name').fill('Santos');
  await dialog.getByLabel('ID number').fill('P7654321');
  await dialog.getByLabel('Birthday').fill('1949-12-31');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('The birthday must be between 1950-01-01 and today.')).toBeVisible();
  await dialog.getByLabel('Birthday').fill('1993-04-18');
  await dialog.getByLabel('TESOL certificate').setInputFiles({ name: 'tesol.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%tesol\n') });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Your Personal Information shall not be changed or altered upon submission.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your TESOL information has been submitted.')).toBeVisible();
  await expect(dialog).toBeHidden();
});
