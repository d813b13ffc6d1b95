import { expect, test } from '@playwright/test';
import { AuditContractTutor } from '../../server/seed/staff-audits.seed';
import { Messages } from '../../src/domain/messages';
import { openQueue, tutorAndStaff } from './staff-audits-support';

/**
 * Staff fail Paolo's contract in audit with a reason: the message reaches his open page at once,
 * and his contract shows the result with the reason.
 */
test('staff audit a contract and the tutor sees the result', async ({ browser }) => {
  const { tutor, staff, close } = await tutorAndStaff(browser, AuditContractTutor);
  await tutor.goto('/signContract');
  await tutor.getByRole('link', { name: 'Tutor services agreement' }).click();
  await expect(tutor.getByTestId('contract-status')).toHaveText('Auditing');

  await openQueue(staff, 'Audits', 'Contracts');
  await staff.getByRole('button', { name: 'Open contract of Paolo Garcia' }).click();
  const item = staff.getByRole('article', { name: 'Open: contract of Paolo Garcia' });
  await item.getByRole('button', { name: 'Fail' }).click();
  await expect(item.getByRole('alert')).toHaveText('Give the reason the contract fails.');
  await item.getByRole('textbox', { name: 'Reason' }).fill('The signature is cut off.');
  await item.getByRole('button', { name: 'Fail' }).click();
  await expect(staff.getByRole('status', { name: 'Decision' })).toContainText(/Audit entry: contract\.audit by staff at /);

  // The failed audit's message reminds: it opens on his page without a reload.
  const message = tutor.getByRole('dialog', { name: 'Contract: Audit failed' });
  await expect(message).toContainText('The signature is cut off.');
  await message.getByRole('button', { name: Messages.noted }).click();
  await expect(message).toBeHidden();
  await tutor.reload();
  await expect(tutor.getByTestId('contract-status')).toHaveText('Audit failed');
  await expect(tutor.getByText('— The signature is cut off.')).toBeVisible();
  await close();
});
