import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiToken, signIn } from './support';

/**
 * Issue 10 in the browser against the real server with demo data: the class table's week and day
 * views and a class's detail page; joining a class booked by staff now (the classroom window opens
 * at the tool's link) and copying the calendar feed address; the day list on a phone.
 */
const TUTORS = [
  { account: 'demo2', id: 100232 },
  { account: 'franchisee', id: 100233 },
  { account: 'intl', id: 100234 },
];
const HALF_HOUR = 30 * 60_000;

async function openClassTable(page: Page, account: string) {
  await signIn(page, account, 'demo1234');
  await page.getByRole('link', { name: 'Class Table' }).first().click();
  await expect(page).toHaveURL(/\/classTab$/);
  await expect(page.getByRole('heading', { name: 'Class table', level: 1 })).toBeVisible();
  await expect(page.locator('.class-table')).toHaveAttribute('aria-busy', 'false');
}

test('a tutor moves a week forward and back, switches to the day view, and opens a class', async ({ page }) => {
  await openClassTable(page, 'demo');
  const period = page.locator('.class-table-period');
  const thisWeek = await period.innerText();
  expect(thisWeek).toMatch(/ – /);
  await expect(page.getByText(/Times are in Asia\/Manila \(UTC\+08:00\)/)).toBeVisible();
  await expect(page.locator('[data-day-column]')).toHaveCount(7);

  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(period).not.toHaveText(thisWeek);
  const nextWeek = await period.innerText();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(period).toHaveText(thisWeek);
  expect(nextWeek).not.toBe(thisWeek);

  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-day-column]')).toHaveCount(1);
  const today = await period.innerText();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(period).not.toHaveText(today);
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(period).toHaveText(today);

  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.locator('[data-day-column]')).toHaveCount(7);
  const first = page.locator('[data-class-card]').first();
  // Keyboard: the first class is focusable and arrow keys move on to the next one.
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[data-class-card]').nth(1)).toBeFocused();
  const label = (await first.getAttribute('aria-label')) ?? '';
  const clid = /open class (\d+)$/.exec(label)?.[1];
  expect(clid).toBeTruthy();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/classDetail/${clid}$`));
  await expect(page.getByText('CLID', { exact: true })).toBeVisible();
  // The class's own facts come first; the student's profile has facts lists of its own below.
  const facts = page.locator('.class-detail-facts').first();
  await expect(facts).toContainText(clid!);
  await expect(facts).toContainText('Asia/Manila (UTC+08:00)');
});

test('a tutor joins a class booked now and tries the ClassIn test course: each window opens at its link; the calendar feed address is copied', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.route(/^https:\/\/classin\.example\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>ClassIn</title><p>ClassIn classroom</p>' }),
  );
  // Staff book a ClassIn class in the current half hour (or the next when this one's class is over) for a tutor free then.
  const staff = await apiToken(page.request, 'staff', 'staff1234');
  const now = Date.now();
  const slot = Math.floor(now / HALF_HOUR) * HALF_HOUR;
  const startMs = now < slot + 20 * 60_000 ? slot : slot + HALF_HOUR;
  let booked: { tutor: string; clid: number } | null = null;
  for (const tutor of TUTORS) {
    const result = await apiCall<{ CLID: number }>(page.request, 'POST', '/api/Staff/BookClass', {
      token: staff,
      body: { Tuid: tutor.id, StuUID: 7002, ClassType: 'regular', ClassTool: 7, StartTime: new Date(startMs).toISOString(), FeePhp: 200 },
    });
    if (result.ErrorCode === 0) {
      booked = { tutor: tutor.account, clid: result.Body.CLID };
      break;
    }
  }
  expect(booked, 'a demo tutor free in this half hour').not.toBeNull();

  await openClassTable(page, booked!.tutor);
  const card = page.locator(`[data-class-id="${booked!.clid}"]`);
  if ((await card.count()) === 0) await page.getByRole('button', { name: 'Next week' }).click();
  const join = card.getByRole('button', { name: /^Join the class with Kenji Sato at \d\d:\d\d in ClassIn$/ });
  await expect(join).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent('popup'), join.click()]);
  await popup.waitForURL(/^https:\/\/classin\.example\/join\?room=[\w-]+&token=[\w.-]+$/);
  await expect(popup.getByText('ClassIn classroom')).toBeVisible();
  await popup.close();

  // The tutor's own ClassIn test course opens the same way, at the test course's link.
  await context.route(/^https:\/\/testclassin\.example\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>ClassIn test</title><p>ClassIn test course</p>' }),
  );
  const [testPopup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Try ClassIn' }).click()]);
  await testPopup.waitForURL(/^https:\/\/testclassin\.example\/join\?room=[\w-]+&token=[\w.-]+$/);
  await expect(testPopup.getByText('ClassIn test course')).toBeVisible();
  await testPopup.close();

  const address = page.getByLabel('Calendar feed address');
  await expect(address).toHaveValue(/\/calendar\/[\w-]{32}\.ics$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Calendar link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.inputValue());
  const feed = await page.request.get(await address.inputValue());
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain(`UID:class-${booked!.clid}@classes.tutor-portal`);
});

test('390 px: the week is a list of days without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'demo', 'demo1234');
  await page.goto('/classTab');
  await expect(page.locator('.class-table')).toHaveAttribute('aria-busy', 'false');
  const days = page.locator('[data-day-column]');
  await expect(days).toHaveCount(7);
  const [monday, tuesday] = [await days.nth(0).boundingBox(), await days.nth(1).boundingBox()];
  // Stacked: Tuesday starts below Monday, each as wide as the page allows.
  expect(tuesday!.y).toBeGreaterThanOrEqual(monday!.y + monday!.height);
  expect(monday!.width).toBeGreaterThan(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.locator('[data-class-card]').first()).toBeInViewport();
  await page.screenshot({ path: 'test-results/class-table-390.png', fullPage: true });
});
