import { expect, test } from '@playwright/test';
import { finishGuidedTour, signIn } from './support';

// Kept for this flow: an open-class teacher whose public class runs from the seed's half hour for an hour.
const TUTOR = { account: 'publicclass', password: 'demo1234' };

test('a tutor opens public classes from the layout entry and joins the live one', async ({ page, request }) => {
  await finishGuidedTour(request, TUTOR.account, TUTOR.password);
  await signIn(page, TUTOR.account, TUTOR.password);
  await page.getByRole('link', { name: 'Public class' }).click();
  await expect(page).toHaveURL(/\/publicClass$/);
  await expect(page.getByRole('heading', { name: 'Public Class' })).toBeVisible();
  // The entry hides on its own page.
  await expect(page.getByRole('link', { name: 'Public class' })).toHaveCount(0);
  const classes = page.getByRole('table', { name: 'Public classes' });
  await expect(classes.getByRole('row')).toHaveCount(4);
  const popup = page.waitForEvent('popup');
  await classes.getByRole('button', { name: /^Join the public class/ }).click();
  await popup;
  await expect(page.getByText('The AClassroom classroom opened in a new window.')).toBeVisible();
  // The link the server answered for this class's room (the partner host itself is not reachable here).
  await expect(page.getByRole('link', { name: 'Open it again' })).toHaveAttribute('href', /^https:\/\/aclassroom\.example\/join\?room=/);
});
