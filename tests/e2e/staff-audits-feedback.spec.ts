import { expect, test } from '@playwright/test';
import { AuditFeedbackTutor } from '../../server/seed/staff-audits.seed';
import { openQueue, tutorAndStaff } from './staff-audits-support';

/** Staff answer Clara's suggestion from the Replies page; the Feedback dot lights on her open page without a reload. */
test("staff reply to feedback and the tutor's dot lights without a reload", async ({ browser }) => {
  const { tutor, staff, close } = await tutorAndStaff(browser, AuditFeedbackTutor);
  const feedbackLink = tutor.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Feedback/ });
  await expect(feedbackLink).toHaveText('Feedback');

  await openQueue(staff, 'Replies', 'Feedback');
  await staff.getByRole('button', { name: /^Open feedback \d+ of Clara Lim$/ }).click();
  const item = staff.getByRole('article', { name: /^Open: feedback \d+ of Clara Lim$/ });
  await expect(item.getByText('Could the class table show the student level on the card?').first()).toBeVisible();
  await item.getByRole('textbox', { name: 'Reply' }).fill('Good idea: it is planned for next month.');
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByRole('status', { name: 'Decision' })).toContainText(/Audit entry: feedback\.reply by staff at /);

  await expect(feedbackLink).toHaveText('Feedback, new feedback message');
  await close();
});
