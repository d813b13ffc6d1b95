import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, apiToken, signIn } from './support';

/** The newest message the portal sent to `recipient`, from the development outbox (no SMTP or SMS provider in tests). */
async function outboxCode(request: APIRequestContext, recipient: string): Promise<string> {
  const response = await request.get('/api/Dev/Outbox', { params: { recipient, pageSize: '1' } });
  const body = ((await response.json()) as { Body: { items: Array<{ body: string }> } }).Body;
  const match = /\b(\d{6})\b/.exec(body.items[0]?.body ?? '');
  expect(match, `a code sent to ${recipient}`).not.toBeNull();
  return match![1]!;
}

async function skipTour(page: Page) {
  const skip = page.getByRole('button', { name: 'Skip' });
  if (await skip.isVisible().catch(() => false)) await skip.click();
}

test('binds a phone with the code from the outbox', async ({ page }) => {
  await signIn(page, 'demo', 'demo1234');
  await page.goto('/newPersonalData');
  await page.getByRole('button', { name: 'Bind phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bind your phone' });
  await expect(dialog.getByLabel('Area code')).toHaveValue('63');
  await dialog.getByLabel('Phone', { exact: true }).fill('917 555 0199abc');
  await expect(dialog.getByLabel('Phone', { exact: true })).toHaveValue('9175550199');
  await dialog.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText('send success')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /wait \d+ seconds/ })).toBeDisabled();
  await dialog.getByLabel('Verification code', { exact: true }).fill(await outboxCode(page.request, '+639175550199'));
  await dialog.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByText('Binding success')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-phone')).toHaveText('+63 ******0199');
});

test('resets a forgotten password with the e-mailed code', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgetPassword$/);
  await page.getByLabel('E-mail').fill('daniel.okafor@example.com');
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText('If an account uses this e-mail, a verification code has been sent to it.')).toBeVisible();
  await page.getByLabel('Verification code', { exact: true }).fill(await outboxCode(page.request, 'daniel.okafor@example.com'));
  await page.getByRole('button', { name: 'Next' }).click();
  // The same password again, so the other browser tests still sign in as intl.
  await page.getByLabel('New password', { exact: true }).fill('demo1234');
  await page.getByLabel('Confirm the new password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been changed and every device was signed out.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.getByLabel('Username').fill('intl');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('requests, edits and undoes a leave', async ({ page }) => {
  await signIn(page, 'demo', 'demo1234');
  await page.goto('/leaveRequest');
  await expect(page).toHaveURL(/\/leave\/leaveRequest$/);
  const form = page.getByRole('form', { name: 'Request leave' });
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Required.').first()).toBeVisible();
  const day = (offset: number) => {
    const date = new Date(Date.now() + offset * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T09:00`;
  };
  await form.getByLabel('Start', { exact: true }).fill(day(20));
  await form.getByLabel('End', { exact: true }).fill(day(22));
  await form.locator('.p-dropdown').click();
  await page.getByRole('option', { name: 'Sick leave' }).click();
  await form.getByLabel('Reason').fill('Dental surgery and recovery');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your leave request has been sent.').first()).toBeVisible();

  await page.getByRole('link', { name: 'Leave record' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Dental surgery and recovery' });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: /Edit leave/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit leave' });
  await edit.getByLabel('Reason').fill('Dental surgery, two days');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const edited = page.getByRole('row').filter({ hasText: 'Dental surgery, two days' });
  await expect(edited).toContainText('Pending');
  await edited.getByRole('button', { name: /Undo leave/ }).click();
  await expect(edited).toContainText('Withdrawn');
  await expect(edited.getByRole('button', { name: /Undo leave/ })).toHaveCount(0);
});

test('signs the contract and downloads the signed PDF', async ({ page }) => {
  await signIn(page, 'demo', 'demo1234');
  await page.goto('/signContract');
  await skipTour(page);
  await page.getByRole('link', { name: 'Tutor services agreement' }).click();
  await expect(page.getByTestId('contract-status')).toHaveText('Not signed');
  await page.getByLabel('Type your full name as your signature').fill('Maria Santos');
  await page.getByLabel('I have read the contract and agree to its terms').check();
  await page.getByRole('button', { name: 'Continue to sign' }).click();
  await page.getByRole('button', { name: 'By e-mail' }).click();
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText('send success')).toBeVisible();
  await page.getByLabel('Verification code', { exact: true }).fill(await outboxCode(page.request, 'maria.santos@example.com'));
  await page.getByRole('button', { name: 'Sign the contract' }).click();
  await expect(page.getByTestId('contract-status')).toHaveText('Auditing');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download the signed contract/ }).click();
  const download = await downloading;
  const path = await download.path();
  const fs = await import('node:fs');
  const bytes = fs.readFileSync(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Staff fail the audit so the shell tests still see an unsigned contract for demo (the row applies again).
  const staff = await apiToken(page.request, 'staff', 'staff1234');
  const audited = await apiCall(page.request, 'POST', '/api/Staff/AuditContract', { token: staff, body: { Tuid: 100231, Status: 2, Reason: 'Browser test' } });
  expect(audited.ErrorCode).toBe(0);
});

test('uploads a life photo and edits the profile', async ({ page }) => {
  await signIn(page, 'demo', 'demo1234');
  await page.goto('/personalData');
  await skipTour(page);
  // A 1x1 PNG: the server decides the type from these bytes.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await page.getByLabel('Upload a life photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Your life photo has been saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your life photo' })).toBeVisible();

  const provider = page.getByLabel('Internet service provider', { exact: true });
  await provider.fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('form', { name: 'Profile' }).getByText('Required.')).toBeVisible();
  await provider.fill('Converge ICT');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Internet service provider', { exact: true })).toHaveValue('Converge ICT');
});
