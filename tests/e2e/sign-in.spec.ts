import { expect, test } from '@playwright/test';
import { apiCall, apiToken, signIn } from './support';

test('a tutor signs in, sees their name on home, and signs out', async ({ page }) => {
  await signIn(page, '  demo  ', 'demo1234');
  await expect(page.getByRole('heading', { name: 'Welcome back, Maria Santos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Maria Santos ID 100231 account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Maria Santos ID 100231 account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The token was revoked: home is closed again.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('a wrong password shows the error', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo2');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a token the server no longer accepts sends the browser to /login', async ({ page, request }) => {
  const token = await apiToken(request, 'demo', 'demo1234');
  expect((await apiCall(request, 'GET', '/api/account/logout', { token })).ErrorCode).toBe(0);
  await page.goto('/welcome');
  await page.evaluate((revoked) => {
    localStorage.setItem('tutor-portal.token', JSON.stringify({ token: revoked, expiresAt: Date.now() + 3_600_000 }));
  }, token);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('tutor-portal.token'))).toBeNull();
});

test('a token past its expiry is not used', async ({ page, request }) => {
  const token = await apiToken(request, 'demo', 'demo1234');
  await page.goto('/welcome');
  await page.evaluate((live) => {
    localStorage.setItem('tutor-portal.token', JSON.stringify({ token: live, expiresAt: Date.now() - 1000 }));
  }, token);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('a protected URL without a token lands on /welcome', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the Tutor Portal' })).toBeVisible();
});

test('an unknown URL shows /404', async ({ page }) => {
  await signIn(page, 'demo', 'demo1234');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
});

test('unknown API paths answer the envelope, not the page', async ({ request }) => {
  const response = await request.get('/api/no/such/call');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ ErrorCode: 5, Body: null });
});
