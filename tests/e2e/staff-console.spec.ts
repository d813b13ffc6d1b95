import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * Two browsers: the payee tutor keeps her payment records open while staff, in the console,
 * find her, close last period, review her statement and mark it paid; her page shows the payment
 * without a reload (TutorPayChanged). Staff then export the period and read the audit log.
 */
test('staff pay a tutor in the console and her open service fee page shows the payment', async ({ browser }) => {
  const tutorContext = await browser.newContext();
  const tutor = await tutorContext.newPage();
  await signIn(tutor, 'payee', 'demo1234');
  await tutor.goto('/serviceFee/paymentRecord');
  const records = tutor.getByRole('table', { name: 'Payment records' });
  await expect(records).toBeVisible();
  await expect(records.getByText('STAFF-E2E-1')).toHaveCount(0);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/login');
  await staff.getByLabel('Username').fill('staff');
  await staff.getByLabel('Password', { exact: true }).fill('staff1234');
  await staff.getByRole('button', { name: 'Sign in', exact: true }).click();
  // A staff user's home is the console.
  await expect(staff).toHaveURL(/\/staff$/);
  await expect(staff.getByRole('heading', { name: 'Staff console', level: 1 })).toBeVisible();

  const nav = staff.getByRole('navigation', { name: 'Staff console' });
  await nav.getByRole('link', { name: 'Tutors' }).click();
  await staff.getByLabel('Find tutors').fill('payee');
  await staff.getByRole('button', { name: 'Search' }).click();
  await staff.getByRole('table', { name: 'Tutors found' }).getByRole('link', { name: 'Lena Cruz' }).click();
  await expect(staff.getByRole('heading', { name: /Lena Cruz/ })).toBeVisible();
  await expect(staff.getByLabel('Pay').getByText('Confirmed')).toBeVisible();

  await nav.getByRole('link', { name: 'Pay' }).click();
  const period = await staff.getByLabel('Pay period').inputValue();
  const tutors = staff.getByRole('table', { name: 'Tutors of the period' });
  await expect(tutors.getByRole('row', { name: /Lena Cruz/ })).toContainText('PHP 620.00');
  await staff.getByRole('button', { name: 'Close period' }).click();
  await expect(staff.getByText(`Pay period ${period} closed.`)).toBeVisible();
  await tutors.getByRole('button', { name: 'Review Lena Cruz' }).click();
  const review = staff.getByRole('region', { name: /Statement of Lena Cruz/ });
  await expect(review.getByRole('table', { name: 'Statement lines' }).getByRole('row')).toHaveCount(3);
  await review.getByLabel('Payment reference').fill('STAFF-E2E-1');
  await review.getByRole('button', { name: 'Mark paid' }).click();
  await expect(staff.getByText(`Lena Cruz marked paid for ${period}.`)).toBeVisible();
  await expect(tutors.getByRole('row', { name: /Lena Cruz/ })).toContainText('STAFF-E2E-1');

  // The tutor's open page shows the payment without a reload.
  await expect(records.getByText('STAFF-E2E-1')).toBeVisible();
  await expect(records.getByText('PHP 620.00')).toBeVisible();

  const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`pay-period-${period}.csv`);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Lena Cruz,2,0.00,0.00,500.00,0.00,120.00,620.00');
  expect(csv).toContain('STAFF-E2E-1');

  await nav.getByRole('link', { name: 'Audit log' }).click();
  const audit = staff.getByRole('table', { name: 'Audit entries' });
  await expect(audit.getByRole('row').nth(1)).toContainText('pay.export_csv');
  await expect(audit.getByRole('row').nth(2)).toContainText('pay.record_payment');
  await staff.screenshot({ path: 'test-results/staff-console-audit.png' });

  await tutorContext.close();
  await staffContext.close();
});
