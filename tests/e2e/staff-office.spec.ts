import { expect, test } from '@playwright/test';
import { SessionLockTexts } from '../../src/domain/layout-widgets';
import { Messages } from '../../src/domain/messages';
import { StaffAccountMessages } from '../../src/domain/staff-tutor-account';
import { signIn } from './support';

/**
 * Two browsers: the staffrecord tutor is signed in while staff, in the console, open her record,
 * switch a flag and disable her account. Her open page locks without a reload (the revoked
 * token closes her realtime connection), Refresh leads to the sign-in and signing in again is refused with the spec's
 * text; staff then enable the account and she signs in.
 */
test("staff disable a tutor's account from her record and her open session ends", async ({ browser }) => {
  const tutorContext = await browser.newContext();
  const tutor = await tutorContext.newPage();
  await signIn(tutor, 'staffrecord', 'demo1234');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/login');
  await staff.getByLabel('Username').fill('staff');
  await staff.getByLabel('Password', { exact: true }).fill('staff1234');
  await staff.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(staff).toHaveURL(/\/staff$/);
  await staff.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Tutors' }).click();
  await staff.getByLabel('Find tutors').fill('staffrecord');
  await staff.getByRole('button', { name: 'Search' }).click();
  await staff.getByRole('table', { name: 'Tutors found' }).getByRole('link', { name: 'Mara Santos' }).click();
  await expect(staff.getByRole('heading', { name: /Mara Santos/ })).toBeVisible();

  const flags = staff.getByRole('group', { name: 'Flags' });
  await flags.getByRole('checkbox', { name: 'Growth test group' }).check();
  await flags.getByRole('button', { name: 'Save flags' }).click();
  await expect(staff.getByRole('status').filter({ hasText: StaffAccountMessages.flagsSaved })).toBeVisible();

  await staff.getByLabel('Reason to disable').fill('Contract ended');
  await staff.getByRole('button', { name: 'Disable account' }).click();
  await expect(staff.getByText(/^Disabled since .*: Contract ended$/)).toBeVisible();
  await expect(staff.getByLabel('Profile').getByText('Not franchisee, Disabled')).toBeVisible();

  // Her open page locks without a reload (the revoked token closed her realtime connection);
  // Refresh finds the token gone and opens the sign-in, where signing in again is refused.
  const lock = tutor.getByRole('dialog', { name: SessionLockTexts.title });
  await expect(lock).toBeVisible();
  await lock.getByRole('button', { name: SessionLockTexts.refresh }).click();
  await expect(tutor).toHaveURL(/\/login/);
  await tutor.getByLabel('Username').fill('staffrecord');
  await tutor.getByLabel('Password', { exact: true }).fill('demo1234');
  await tutor.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(tutor.getByText(Messages.wrongCredentials)).toBeVisible();

  await staff.getByRole('button', { name: 'Enable account' }).click();
  await expect(staff.getByText('Active: the tutor can sign in.')).toBeVisible();
  await signIn(tutor, 'staffrecord', 'demo1234');

  await staffContext.close();
  await tutorContext.close();
});
