import { expect, test } from '@playwright/test';
import { StaffContentMessages } from '../../src/domain/staff-content';
import { signIn } from './support';

/** The datetime-local value of an instant in the browser's time zone (the form's "From (your time)"). */
const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/**
 * Two browsers: staff publish a bulletin in the console's Content section and a tutor's dashboard
 * shows it; staff delete it after confirming and the tutor's dashboard no longer does.
 */
test('staff publish a bulletin that a tutor reads on the dashboard, then delete it', async ({ browser }) => {
  const title = `Holiday weeks ${Date.now()}`;
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/login');
  await staff.getByLabel('Username').fill('staff');
  await staff.getByLabel('Password', { exact: true }).fill('staff1234');
  await staff.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(staff).toHaveURL(/\/staff$/);
  await staff.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Content', exact: true }).click();

  const form = staff.getByRole('form', { name: 'New bulletin' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill('Plot your available time for the holiday weeks by Friday.');
  await form.getByLabel('From (your time)').fill(localInput(new Date(Date.now() - 60_000)));
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(staff.getByRole('status').filter({ hasText: StaffContentMessages.created })).toBeVisible();
  await expect(staff.getByRole('table', { name: 'Bulletins' }).getByRole('row', { name: new RegExp(title) })).toContainText('Running');

  const tutorContext = await browser.newContext();
  const tutor = await tutorContext.newPage();
  await signIn(tutor, 'demo2', 'demo1234');
  const board = tutor.getByRole('region', { name: 'Bulletin board' });
  await expect(board).toContainText(title);

  await staff.getByRole('button', { name: `Delete ${title}` }).click();
  await staff
    .getByRole('group', { name: `Delete ${title}?` })
    .getByRole('button', { name: 'Yes, delete' })
    .click();
  await expect(staff.getByRole('status').filter({ hasText: StaffContentMessages.deleted })).toBeVisible();
  await tutor.reload();
  await expect(board).toContainText('Holiday schedule');
  await expect(board).not.toContainText(title);

  await tutorContext.close();
  await staffContext.close();
});
