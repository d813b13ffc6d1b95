import { expect, type Browser, type Page } from '@playwright/test';
import { signIn } from './support';

/** Two browser contexts: the tutor signed in with her realtime connection up, and staff in the console. */
export async function tutorAndStaff(
  browser: Browser,
  tutor: { account: string; password: string },
): Promise<{ tutor: Page; staff: Page; close(): Promise<void> }> {
  const tutorContext = await browser.newContext();
  const tutorPage = await tutorContext.newPage();
  await signIn(tutorPage, tutor.account, tutor.password);
  await expect(tutorPage.locator('body')).toHaveAttribute('data-realtime-state', 'connected');

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/login');
  await staffPage.getByLabel('Username').fill('staff');
  await staffPage.getByLabel('Password', { exact: true }).fill('staff1234');
  await staffPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(staffPage).toHaveURL(/\/staff$/);
  return {
    tutor: tutorPage,
    staff: staffPage,
    close: async () => {
      await staffContext.close();
      await tutorContext.close();
    },
  };
}

/** Opens a queue of the console's Audits or Replies page from the navigation. */
export async function openQueue(staff: Page, page: 'Audits' | 'Replies', queue: string): Promise<void> {
  await staff.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: page }).click();
  await staff
    .getByRole('navigation', { name: `${page} queues` })
    .getByRole('link', { name: queue })
    .click();
  await expect(staff.getByRole('heading', { name: queue, level: 2 })).toBeVisible();
}
