import { expect, test } from '@playwright/test';
import { SkypeTexts } from '../../src/domain/skype';
import { DemoUsers } from '../../server/seed/people.seed';
import { WidgetsSkypeTutor } from '../../server/seed/widgets.seed';
import { apiCall, apiToken, signIn } from './support';

/** The Skype dialog (growth-account.md §4): a staff message asking for the Skype id opens it on the tutor's open page. */
test('a staff message asking for the Skype id opens the Skype dialog; a blank id is Required, the trimmed id is saved', async ({ page }) => {
  await signIn(page, WidgetsSkypeTutor.account, WidgetsSkypeTutor.password);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // The hub connects after the first page has painted: a message sent before then shows only as an
  // unread message (once in a fresh-clone run the Skype dialog opened without the notice first).
  await expect(page.locator('body')).toHaveAttribute('data-realtime-state', 'connected');
  const dialog = page.getByRole('dialog', { name: SkypeTexts.title });
  await expect(dialog).toHaveCount(0);

  const staff = await apiToken(page.request, DemoUsers.staff.account, DemoUsers.staff.password);
  const sent = await apiCall<{ Sent: number }>(page.request, 'POST', '/api/Staff/SendMessage', {
    token: staff,
    body: { Tuid: WidgetsSkypeTutor.id, Type: 'notice', Title: 'Skype ID needed', Content: 'Please give us your Skype ID.', AskSkypeId: true },
  });
  expect(sent.Body.Sent).toBe(1);

  // The notice itself comes first (message dialogs take the screen); the Skype dialog follows it, never underneath.
  const notice = page.getByRole('dialog', { name: 'Skype ID needed' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await notice.getByRole('button', { name: 'Read and Accept' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(SkypeTexts.label).fill('   ');
  await dialog.getByRole('button', { name: SkypeTexts.submit }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Required');
  await dialog.getByLabel(SkypeTexts.label).fill('  live:mara.cruz  ');
  await dialog.getByRole('button', { name: SkypeTexts.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your Skype ID has been saved.')).toBeVisible();
  const token = await apiToken(page.request, WidgetsSkypeTutor.account, WidgetsSkypeTutor.password);
  expect((await apiCall<{ Sky: string }>(page.request, 'GET', '/api/Teacher/GetSkypeId', { token })).Body.Sky).toBe('live:mara.cruz');
});
