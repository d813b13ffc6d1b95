import { expect, test } from '@playwright/test';
import { DEFAULT_PROVIDER_TIME_ZONE, localDate, mondayOf } from '../../src/domain/provider-time';
import { StaffBookingMessages } from '../../src/domain/staff-bookings';
import { signIn } from './support';

/**
 * Two browsers: the `bookings` tutor has her class table open while staff, in the console's
 * Bookings section, book a class with Kenji Sato into her first open slot. The class appears in
 * her table without a reload (the booking's realtime event refreshes it).
 */
test("staff book a class into a tutor's open slot and her open class table shows it without a reload", async ({ browser }) => {
  const tutorContext = await browser.newContext();
  const tutor = await tutorContext.newPage();
  await signIn(tutor, 'bookings', 'demo1234');
  await tutor.getByRole('link', { name: 'Class Table' }).first().click();
  await expect(tutor).toHaveURL(/\/classTab$/);
  await expect(tutor.locator('.class-table')).toHaveAttribute('aria-busy', 'false');
  const kenji = tutor.locator('[data-class-card]').filter({ hasText: 'Kenji Sato' });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/login');
  await staff.getByLabel('Username').fill('staff');
  await staff.getByLabel('Password', { exact: true }).fill('staff1234');
  await staff.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(staff).toHaveURL(/\/staff$/);
  await staff.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Bookings' }).click();
  await staff.getByLabel('Tutor id').fill('100491');
  await staff.getByRole('button', { name: 'Show open slots' }).click();
  const slot = staff.getByLabel('Open slot (provider time)');
  await expect(slot.locator('option')).not.toHaveCount(1);
  await slot.selectOption({ index: 1 });
  // Late on a Sunday (provider time) the first open slot is in next week's table: she turns to it.
  const startTime = await slot.inputValue();
  const weekOf = (instant: number) => mondayOf(localDate(instant, DEFAULT_PROVIDER_TIME_ZONE));
  if (weekOf(Date.parse(startTime)) !== weekOf(Date.now())) {
    await tutor.getByRole('button', { name: 'Next week' }).click();
    await expect(tutor.locator('.class-table')).toHaveAttribute('aria-busy', 'false');
  }
  const before = await kenji.count();
  await staff.getByLabel('Student UID').fill('7002');
  await staff.getByLabel('Fee (PHP)').fill('200');
  await staff.getByRole('button', { name: 'Book class' }).click();
  await expect(staff.getByText(StaffBookingMessages.classBooked)).toBeVisible();

  // Her table was never reloaded: the new class arrives through the realtime event.
  await expect(kenji).toHaveCount(before + 1);

  await staffContext.close();
  await tutorContext.close();
});
