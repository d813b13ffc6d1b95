import { expect, test } from '@playwright/test';
import { SOP_ITEMS, SopMessages, type SopClassScore, type SopScorePage } from '../../src/domain/sop';
import { apiCall, apiToken, signIn } from './support';

// The training tutor: seeded with eight past classes of its own, seven of them SOP-scored.
const TRAINEE = { account: 'trainee', password: 'demo1234' };

test('open the SOP pages: the quality team scores a class, the tutor sees it per class and in the summary', async ({ page, request }) => {
  const tutorToken = await apiToken(request, TRAINEE.account, TRAINEE.password);
  const before = await apiCall<SopScorePage>(request, 'POST', '/api/SOP/GetScoreClassList', { token: tutorToken, query: { pageSize: '100' } });
  expect(before.Body.Total).toBe(7);

  // The unscored class is the newest one (yesterday): staff score it below the standard.
  const staffToken = await apiToken(request, 'staff', 'staff1234');
  const recent = await apiCall<{ Classes: Array<{ CLID: number; Status: string }> }>(request, 'POST', '/api/ClassTable/GetTutorRealTimeClassByWeek', {
    token: tutorToken,
    body: { StartTime: new Date(Date.now() - 3 * 86_400_000).toISOString(), EndTime: new Date().toISOString() },
  });
  const scoredIds = new Set(before.Body.Items.map((item) => item.ClassId));
  const target = recent.Body.Classes.map((item) => item.CLID).find((id) => !scoredIds.has(id));
  expect(target).toBeDefined();
  const scores = Object.fromEntries(SOP_ITEMS.map(({ item, max }) => [item, item === 'correction' ? 4 : item === 'interaction' ? 8 : max]));
  const saved = await apiCall<SopClassScore>(request, 'POST', '/api/Staff/ScoreClassSop', {
    token: staffToken,
    body: { ClassId: target!, Scores: scores, Comment: 'Correct more, talk less.' },
  });
  expect([saved.Msg, saved.Body.Score]).toEqual([SopMessages.scored, 72]);

  await signIn(page, TRAINEE.account, TRAINEE.password);
  await page.getByRole('link', { name: 'SOP Score/class' }).first().click();
  await expect(page).toHaveURL(/\/SOP$/);
  await expect(page.getByRole('heading', { name: 'SOP Score', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Score per class' })).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: 'SOP scores' });
  await expect(table.getByRole('row')).toHaveCount(9);
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('72 / 100');
  await expect(newest).toContainText('Below the standard');
  await newest.getByRole('button', { name: /^Show items/ }).click();
  const items = page.getByRole('list', { name: /^Item scores/ });
  await expect(items.getByRole('progressbar', { name: 'Error correction' })).toHaveAttribute('value', '4');
  await expect(items).toContainText('Comment: Correct more, talk less.');

  await page.getByRole('link', { name: 'Assessment summary' }).click();
  await expect(page).toHaveURL(/\/SOP\/assessmentSummary$/);
  const figures = page.locator('dl.sop-figures');
  await expect(figures.getByText('Scored classes')).toBeVisible();
  await expect(figures.locator('div', { hasText: 'Scored classes' }).locator('dd')).toHaveText('8');
  await expect(page.getByRole('table', { name: 'SOP scores by month' }).getByRole('row')).toHaveCount(7);
  await expect(page.getByRole('list', { name: 'SOP items' }).getByRole('listitem')).toHaveCount(SOP_ITEMS.length);
});
