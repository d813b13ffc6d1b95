import { expect, test } from '@playwright/test';
import { StaffAdminMessages } from '../../src/domain/staff-admin';

/** The demo admin signs in, lands in the staff console and creates a staff account there. */
test('an admin lands on /staff and creates a staff account', async ({ page }) => {
  const login = `e2e${Date.now()}`;
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Staff accounts' }).click();

  const form = page.getByRole('form', { name: 'New staff account' });
  await form.getByLabel('First name').fill('Liza');
  await form.getByLabel('Last name').fill('Ramos');
  await form.getByLabel('E-mail').fill(`${login}@example.com`);
  await form.getByLabel('Sign-in name').fill(login);
  await form.getByLabel('Initial password').fill('first-pass-1');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').filter({ hasText: StaffAdminMessages.created })).toBeVisible();
});
