import { expect, test } from '@playwright/test';
import { AuditLeaveTutor } from '../../server/seed/staff-audits.seed';
import { openQueue, tutorAndStaff } from './staff-audits-support';
import { apiCall, apiToken } from './support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Nina asks for a leave of her own (this attempt's: its reason and days are new on a retry); staff
 * approve it from the Audits queue; her leave record shows it approved.
 */
test("staff approve a leave from the queue and the tutor's leave record shows it", async ({ browser, request }) => {
  const run = Date.now();
  const reason = `Family event in the province ${run}`;
  const start = new Date(Math.ceil(run / HOUR) * HOUR + (20 + (Math.floor(run / 1000) % 300)) * DAY);
  const token = await apiToken(request, AuditLeaveTutor.account, AuditLeaveTutor.password);
  const asked = await apiCall(request, 'POST', '/api/TutorComm/AddTutorLeave', {
    token,
    body: { StartTime: start.toISOString(), EndTime: new Date(start.getTime() + DAY).toISOString(), LeaveType: 2, Reason: reason },
  });
  expect(asked.ErrorCode, asked.Msg).toBe(0);

  const { tutor, staff, close } = await tutorAndStaff(browser, AuditLeaveTutor);
  await tutor.goto('/leave/leaveRecord');
  await expect(tutor.getByRole('row').filter({ hasText: reason })).toContainText('Pending');

  await openQueue(staff, 'Audits', 'Leave');
  const name = `leave of Nina Reyes from ${start.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  await staff.getByRole('button', { name: `Open ${name}` }).click();
  const item = staff.getByRole('article', { name: `Open: ${name}` });
  await expect(item.getByText(reason)).toBeVisible();
  await item.getByRole('button', { name: 'Approve' }).click();
  const result = staff.getByRole('status', { name: 'Decision' });
  await expect(result).toContainText('Approve: done for Nina Reyes.');
  await expect(result).toContainText(/Audit entry: leave\.approve by staff at /);
  await expect(staff.getByRole('button', { name: `Open ${name}` })).toHaveCount(0);

  await tutor.reload();
  await expect(tutor.getByRole('row').filter({ hasText: reason })).toContainText('Approved');
  await close();
});
