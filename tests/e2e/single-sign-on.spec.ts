import { expect, test, type Page } from '@playwright/test';
import { Messages } from '../../src/domain/messages';
import { apiCall, apiToken, finishGuidedTour } from './support';

/**
 * Single sign-on against the portal's own OpenID Connect provider, and the one-time sign-ins.
 * The e2e server's provider issues access tokens that live 12 s (playwright.config.ts).
 */

const TOKEN_KEY = 'tutor-portal.token';

async function startSingleSignOn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Sign in to the Tutor Portal' })).toBeVisible();
}

/** Fills the provider's own sign-in page (server HTML, not the app's). */
async function signInAtProvider(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function storedToken(page: Page): Promise<string> {
  return page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { token: string } | null)?.token ?? '', TOKEN_KEY);
}

async function isAccepted(request: Parameters<typeof apiCall>[0], token: string): Promise<boolean> {
  return (await apiCall(request, 'GET', '/api/account/userinfo', { token })).ErrorCode === 0;
}

test("single sign-on from /login through the provider's page back to /home", async ({ page, request }) => {
  await page.goto('/login');
  await startSingleSignOn(page);
  await signInAtProvider(page, 'demo', 'demo1234');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Maria Santos' })).toBeVisible();
  // The session holds the provider's access token, which the API accepts.
  expect(await isAccepted(request, await storedToken(page))).toBe(true);
});

test('sign-out ends both sessions: the next single sign-on asks for the password again', async ({ page, request }) => {
  await finishGuidedTour(request, 'demo2', 'demo1234');
  await page.goto('/login');
  await startSingleSignOn(page);
  await signInAtProvider(page, 'demo2', 'demo1234');
  await expect(page).toHaveURL(/\/home$/);
  const token = await storedToken(page);

  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // The provider asks before it ends its session (a forged sign-out link cannot do it).
  await expect(page.getByRole('heading', { name: 'Sign out of the Tutor Portal?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  expect(await storedToken(page)).toBe('');
  expect(await isAccepted(request, token)).toBe(false);

  // Not an instant return: the provider has no session left, so it shows its sign-in page.
  await startSingleSignOn(page);
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('/loginAuto?code= signs in once; the second use of the code fails', async ({ page, browser, request }) => {
  const staff = await apiToken(request, 'staff', 'staff1234');
  const issued = await apiCall<{ Code: string; Url: string }>(request, 'POST', '/api/Staff/CreateAutoLoginCode', { token: staff, body: { Tuid: 100231 } });
  expect(issued.ErrorCode).toBe(0);
  const link = new URL(issued.Body.Url);
  expect(link.pathname).toBe('/loginAuto');

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Maria Santos' })).toBeVisible();

  const again = await browser.newContext();
  const secondPage = await again.newPage();
  await secondPage.goto(`${link.pathname}${link.search}`);
  await expect(secondPage.getByRole('alert')).toHaveText(Messages.autoLoginCodeInvalid);
  await secondPage.getByRole('link', { name: 'Go to the sign-in page' }).click();
  await expect(secondPage).toHaveURL(/\/login$/);
  await again.close();
});

test('inside the desktop client, single sign-on records a login sign and hands it to the host', async ({ page, browser, request }) => {
  await page.addInitScript(() => {
    const host = window as unknown as { handOvers: Array<{ token: string; sign: string }>; tutorClientHandOver: (token: string, sign: string) => void };
    host.handOvers = [];
    host.tutorClientHandOver = (token, sign) => void host.handOvers.push({ token, sign });
  });
  await page.goto('/login?client=tutorclient');
  await startSingleSignOn(page);
  await signInAtProvider(page, 'demo', 'demo1234');
  await expect(page).toHaveURL(/\/home$/);

  const handOvers = await page.evaluate(() => (window as unknown as { handOvers: Array<{ token: string; sign: string }> }).handOvers);
  expect(handOvers).toHaveLength(1);
  const [{ token, sign }] = handOvers as [{ token: string; sign: string }];
  expect(await isAccepted(request, token)).toBe(true);
  const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies.client).toBe('tutorclient');
  expect(cookies.loginSign).toBe(sign);
  expect((await apiCall<boolean>(request, 'GET', '/api/Account/CheckLoginSign', { query: { loginSign: sign } })).Body).toBe(true);

  // The desktop client picks the session up with the sign, once.
  const desktop = await browser.newContext();
  const desktopPage = await desktop.newPage();
  await desktopPage.goto(`/clientAutoLogin?loginSign=${encodeURIComponent(sign)}`);
  await expect(desktopPage).toHaveURL(/\/home$/);
  await expect(desktopPage.getByRole('heading', { name: 'Welcome back, Maria Santos' })).toBeVisible();
  await desktop.close();
  expect((await apiCall<boolean>(request, 'GET', '/api/Account/CheckLoginSign', { query: { loginSign: sign } })).Body).toBe(false);
});

test('a session renewed silently before expiry keeps the tutor signed in', async ({ page, request }) => {
  await page.goto('/login');
  await startSingleSignOn(page);
  await signInAtProvider(page, 'demo', 'demo1234');
  await expect(page).toHaveURL(/\/home$/);
  const first = await storedToken(page);

  // Renewed halfway through the 12 s lifetime, without leaving the page.
  await expect.poll(() => storedToken(page), { timeout: 15_000 }).not.toBe(first);
  await expect(page).toHaveURL(/\/home$/);
  // The first token expires at the provider; the tutor carries on with the renewed one.
  await expect.poll(() => isAccepted(request, first), { timeout: 15_000 }).toBe(false);
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Maria Santos' })).toBeVisible();
  expect(await isAccepted(request, await storedToken(page))).toBe(true);
});
