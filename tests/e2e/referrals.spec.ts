import { expect, test } from '@playwright/test';
import { LotteryMessages } from '../../src/domain/referrals';
import { finishGuidedTour, signIn } from './support';

/** The referral pages run as the referrals area's own demo tutor, whose referrals and draws no other spec touches. */
const TUTOR = { account: 'referrer', password: 'demo1234' };

test.beforeEach(async ({ request }) => finishGuidedTour(request, TUTOR.account, TUTOR.password));

test("reads the referrals' period, draws the lottery to its last chance, follows a referral's status and shares the link", async ({ page }) => {
  await signIn(page, TUTOR.account, TUTOR.password);

  // The share floating button: the tutor's link.
  await page.getByRole('button', { name: 'Share your referral link' }).click();
  const share = page.getByRole('dialog', { name: 'Refer a tutor' });
  await expect(share.getByLabel('Your referral link')).toHaveValue(/\/apply\?ref=T100261$/);
  await share.getByRole('button', { name: 'Close' }).click();
  await expect(share).toBeHidden();

  await page.goto('/referrals');
  const figures = page.getByRole('definition');
  await expect(page.getByRole('heading', { name: 'Referrals', exact: true })).toBeVisible();
  // The last 90 days: four referred, three accounts opened, two started class, 43 growth.
  await expect(figures).toHaveText(['4', '3', '2', '43']);
  await page.getByLabel('From').fill(new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10));
  await expect(figures).toHaveText(['1', '0', '0', '0']);

  // Two draws, each a prize or not, then the warning without a draw left.
  await expect(page.getByRole('status').filter({ hasText: 'Draws left' })).toHaveText('Draws left: 2');
  let prizes = 0;
  for (const left of [1, 0]) {
    await page.getByRole('button', { name: 'Draw' }).click();
    const notice = page.getByRole('dialog', { name: /Congratulations!|Better luck next time/ });
    await expect(notice).toBeVisible();
    if ((await notice.getAttribute('class'))?.includes('notice-lotterySuccess')) {
      prizes += 1;
      await expect(notice).toContainText('You won:');
    } else {
      await expect(notice).toContainText(LotteryMessages.missed);
    }
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draws left' })).toHaveText(`Draws left: ${left}`);
  }
  await page.getByRole('button', { name: 'Draw' }).click();
  const warning = page.getByRole('dialog', { name: 'Notice' });
  await expect(warning).toContainText(LotteryMessages.noDraws);
  await warning.getByRole('button', { name: 'OK' }).click();
  if (prizes > 0) await expect(page.getByRole('list', { name: 'My prizes' }).getByRole('listitem')).toHaveCount(prizes);
  else await expect(page.getByText('No prizes won yet.')).toBeVisible();

  // The list, then Liza's status: her track, levels, the bonuses she earned and her own team.
  await page.getByRole('link', { name: 'All my referrals' }).click();
  await expect(page).toHaveURL(/\/referralsList$/);
  await expect(page.getByRole('row')).toHaveCount(5);
  await page.getByRole('link', { name: 'Status of Liza Garcia' }).click();
  await expect(page.getByRole('heading', { name: 'Referral status: Liza Garcia' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Application track' }).getByRole('listitem')).toHaveText([/Applied/, /Account opened/, /First class/]);
  await expect(page.getByRole('region', { name: 'Growth levels' })).toContainText('LV.2 (17 growth)');
  const bonuses = page.getByRole('region', { name: 'Bonuses' });
  await expect(bonuses.getByRole('row', { name: /Referral started class/ })).toContainText('+20');
  await expect(bonuses.getByRole('row', { name: /Referral account opened/ })).toContainText('+1');
  await expect(page.getByRole('region', { name: 'Their team' }).getByRole('row', { name: /Carlo R\./ })).toContainText('Applied');
});
