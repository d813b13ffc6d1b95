import { expect, test } from '@playwright/test';
import { LayoutNoticeTexts } from '../../src/domain/layout-notices';
import { NoticeSeed, NoticesTutor } from '../../server/seed/widget-notices.seed';
import { signIn } from './support';

/** The provider's notices (growth-account.md §4): at sign-in one at a time, in the host's order, and once each. */
test('the transfer notice, the app poster and the holiday greeting show one at a time at sign-in, and not again', async ({ page }) => {
  await signIn(page, NoticesTutor.account, NoticesTutor.password);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  // Which check answers first decides which opens first (the host does not take the screen from an
  // open notice); the order among waiting ones is the host's, covered by the view test.
  const notices = [
    { ...NoticeSeed.transfer, answer: LayoutNoticeTexts.transferAnswer },
    { ...NoticeSeed.poster, answer: LayoutNoticeTexts.posterAnswer },
    { ...NoticeSeed.demoHoliday, answer: LayoutNoticeTexts.holidayAnswer },
  ];
  const seen: string[] = [];
  for (let round = 0; round < notices.length; round++) {
    const open = page.getByRole('dialog').filter({
      hasText: new RegExp(
        notices
          .filter((n) => !seen.includes(n.title))
          .map((n) => n.title)
          .join('|'),
      ),
    });
    await expect(open).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    const openNow = await Promise.all(notices.map(async (n) => ((await page.getByRole('dialog', { name: n.title }).count()) > 0 ? n : null)));
    const shown = openNow.find((n) => n !== null);
    if (!shown) throw new Error('no notice is open');
    await expect(open).toContainText(shown.body);
    if (shown.title === NoticeSeed.poster.title) await expect(open.getByRole('img', { name: shown.title })).toBeVisible();
    await open.getByRole('button', { name: shown.answer }).click();
    await expect(page.getByRole('dialog', { name: shown.title })).toHaveCount(0);
    seen.push(shown.title);
  }
  expect(seen.sort()).toEqual(notices.map((n) => n.title).sort());
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Each was closed on the server: a reload shows none of them.
  const checks = ['IsFirstShowPoster', 'IsShowTutorSystemTransferNotice', 'GetHolidayGreeting'].map((call) =>
    page.waitForResponse((response) => response.url().includes(`/${call}`)).then(async (response) => ((await response.json()) as { Body: unknown }).Body),
  );
  await page.reload();
  expect(await Promise.all(checks)).toEqual([null, null, null]);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
