import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { computeSignature, type SignableParams } from '../../src/domain/signature';

/** Helpers shared by the browser tests: signing in through the page and calling the API directly. */
const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * Signs in through the login page. The first-login guided tour covers the page until it is done, so
 * it is recorded as done first unless the test is about the tour (`keepTour`).
 */
export async function signIn(page: Page, username: string, password: string, options: { keepTour?: boolean } = {}): Promise<void> {
  if (!options.keepTour) await finishTour(page.request, username.trim(), password);
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

interface AppSetting {
  AppId: string;
  AppSecret: string;
}

/** Calls the API as the front end does: envelope, signature headers and an optional bearer token. */
export async function apiCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: SignableParams; query?: Record<string, string> } = {},
): Promise<{ ErrorCode: number; Msg: string; Body: T }> {
  const settingResponse = await request.get('/api/System/setting');
  const app = ((await settingResponse.json()) as { Body: { AppSetting: AppSetting } }).Body.AppSetting;
  const query = options.query ?? {};
  const headers: Record<string, string> = {
    'X-App-Id': app.AppId,
    'X-Signature': computeSignature(query, options.body, app.AppSecret, md5Hex),
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
  };
  const response = await request.fetch(path, { method, headers, params: query, ...(options.body ? { data: options.body } : {}) });
  return (await response.json()) as { ErrorCode: number; Msg: string; Body: T };
}

/** Records the guided tour as done for the tutor, as finishing it in the page would. */
export async function finishTour(request: APIRequestContext, username: string, password: string): Promise<void> {
  const token = await apiToken(request, username, password);
  expect((await apiCall(request, 'POST', '/api/Account/FinishGuidedTour', { token })).ErrorCode).toBe(0);
}

export async function apiToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const result = await apiCall<{ access_token: string }>(request, 'POST', '/api/account/login', { body: { username, password } });
  expect(result.ErrorCode).toBe(0);
  return result.Body.access_token;
}

/** Marks the first-login guided tour as done for a tutor, so it does not cover what a test clicks. */
export async function finishGuidedTour(request: APIRequestContext, username: string, password: string): Promise<void> {
  const token = await apiToken(request, username, password);
  expect((await apiCall(request, 'POST', '/api/Account/FinishGuidedTour', { token })).ErrorCode).toBe(0);
}
