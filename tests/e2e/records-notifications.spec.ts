import { expect, test } from '@playwright/test';
import { signIn } from './support';

// The franchisee demo tutor (Ana Lim): no other browser test reads its mail.
const outboxOf = async (request: import('@playwright/test').APIRequestContext) => {
  const response = await request.get('/api/Dev/Outbox', { params: { pageSize: '50', recipient: 'ana.lim@example.com' } });
  return (await response.json()) as { Body: { items: Array<{ recipient: string; subject: string; body: string }> } };
};

test('turns on class reminders by e-mail, receives one, and unsubscribes from the link without signing in', async ({ page, browser }) => {
  await signIn(page, 'franchisee', 'demo1234');
  await page.goto('/personalData/notifications');
  const form = page.getByRole('form', { name: 'Notification preferences' });
  const reminderByEmail = form.getByRole('checkbox', { name: 'Reminder before each class by e-mail' });
  if (!(await reminderByEmail.isChecked())) await reminderByEmail.click();
  await expect(reminderByEmail).toBeChecked();
  await form.locator('.p-dropdown').click();
  await page.getByRole('option', { name: '1 day before' }).click();
  await form.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your notification preferences have been saved.')).toBeVisible();

  // The job's round, now: the franchisee's classes of the next day get their reminder e-mails.
  expect((await page.request.post('/api/Dev/NotificationRound')).ok()).toBe(true);
  const outbox = await outboxOf(page.request);
  const reminder = outbox.Body.items.find((item) => item.subject.startsWith('Reminder: class at'));
  expect(reminder, 'a reminder e-mail in the outbox').toBeDefined();
  const link = /(https?:\/\/\S+)/.exec(reminder!.body)![1]!;

  // A fresh browser with no session opens the link from the mail.
  const stranger = await browser.newPage();
  await stranger.goto(new URL(link).pathname + new URL(link).search);
  await expect(stranger.getByText('You will no longer receive "Reminder before each class" by e-mail.', { exact: false })).toBeVisible();
  await stranger.close();

  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Notification preferences' }).getByRole('checkbox', { name: 'Reminder before each class by e-mail' }),
  ).not.toBeChecked();
  await expect(page.getByRole('form', { name: 'Notification preferences' }).locator('.p-dropdown-label')).toHaveText('1 day before');
});
