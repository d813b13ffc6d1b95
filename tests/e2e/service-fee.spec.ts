import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './support';
import { pdfText } from '../support/pdf-text';

async function outboxCode(request: APIRequestContext, recipient: string): Promise<string> {
  const response = await request.get('/api/Dev/Outbox', { params: { recipient, pageSize: '1' } });
  const body = ((await response.json()) as { Body: { items: Array<{ body: string; subject: string }> } }).Body;
  expect(body.items[0]?.subject).toBe('Your payment account code');
  const match = /\b(\d{6})\b/.exec(body.items[0]?.body ?? '');
  expect(match, `a code sent to ${recipient}`).not.toBeNull();
  return match![1]!;
}

/** The demo tutor's statement of the previous period (full of seeded classes whatever today's date). */
async function previousStatement(page: Page) {
  await page.goto('/serviceFee');
  const picker = page.getByLabel('Pay period');
  await expect(picker).toBeVisible();
  const previous = picker.locator('option').nth(1);
  const label = (await previous.textContent()) ?? '';
  await picker.selectOption((await previous.getAttribute('value')) ?? '');
  // The statement shown is the chosen period's once its heading says so (the old one stays while loading).
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Statement for ${label}`);
  await expect(page.locator('.fee-page')).toHaveAttribute('aria-busy', 'false');
  const lines = page.getByRole('table', { name: 'Statement lines' });
  await expect(lines.getByRole('link', { name: /^Class \d+$/ }).first()).toBeVisible();
  return lines;
}

test('a statement line opens its class', async ({ page }) => {
  await signIn(page, 'demo', 'demo1234');
  const lines = await previousStatement(page);
  await expect(page.getByRole('group', { name: 'Net service fee of the last twelve periods' })).toBeVisible();
  const link = lines.getByRole('link', { name: /^Class \d+$/ }).first();
  const classId = ((await link.textContent()) ?? '').replace('Class ', '');
  await page.screenshot({ path: 'test-results/service-fee-accounting.png' });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/classDetail/${classId}$`));
  await expect(page.getByText(classId, { exact: true }).first()).toBeVisible();
});

test('a tutor downloads the payslip of a period and it carries the statement total', async ({ page }) => {
  await signIn(page, 'demo', 'demo1234');
  await previousStatement(page);
  const total = (await page.getByTestId('statement-total').textContent()) ?? '';
  expect(total).toMatch(/^-?PHP [\d,]+\.\d\d$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download payslip' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payslip-100231-\d{4}-\d{2}\.pdf$/);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain('Service fee payslip');
  expect(text).toContain(total);
  await expect(page.getByRole('status').filter({ hasText: 'Payslip downloaded.' })).toBeVisible();
});

test('a tutor confirms a new payment account with the code from their e-mail and the terms', async ({ page }) => {
  await signIn(page, 'intl', 'demo1234');
  await page.goto('/serviceFee/paymentRecord');
  await expect(page.getByRole('table', { name: 'Payment records' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm or change payment account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment account' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Please read and accept the terms first.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Read the terms' }).click();
  await expect(dialog.getByRole('region', { name: 'Terms' })).toContainText('paid monthly');
  await dialog.getByRole('button', { name: 'Back to the account' }).click();

  await dialog.getByLabel('New PayPal e-mail').fill('dk.payouts@example.com');
  await dialog.getByLabel('Account holder name').fill('Daniel Okafor');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('status')).toContainText('a code was sent to');
  await dialog.getByLabel('Verification code').fill(await outboxCode(page.request, 'daniel.okafor@example.com'));
  await dialog.getByLabel('I have read and accept the terms').check();
  await page.screenshot({ path: 'test-results/service-fee-account-dialog.png' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Your payment account is confirmed.' })).toBeVisible();
  await expect(page.getByTestId('payment-account')).toHaveText('dk***@example.com');
  await expect(page.getByRole('region', { name: 'Payment account' })).toContainText('Confirmed');
  await page.screenshot({ path: 'test-results/service-fee-payment-record.png' });
});
