import { expect, test, type Page } from '@playwright/test';
import type { FeedbackPage } from '../../src/domain/feedback';
import { apiCall, apiToken, finishGuidedTour, signIn } from './support';

/** The voices area's flows run as the international demo tutor, whose feedback no other spec reads. */
const TUTOR = { account: 'intl', password: 'demo1234' };
// A header-only PNG: enough for the upload's signature check.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

test.beforeEach(async ({ request }) => finishGuidedTour(request, TUTOR.account, TUTOR.password));

const feedbackLink = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Feedback/ });

async function attachScreenshot(page: Page, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Screenshot').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('screen.png')).toBeVisible();
}

test('sends feedback of type 11 and of type 1, edits it, reads a staff reply and sees the dot clear', async ({ page, request }) => {
  const run = String(Date.now());
  await signIn(page, TUTOR.account, TUTOR.password);

  // Type 11 from the floating button: Complaint Name shown and required, no Class ID.
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await expect(dialog.getByTestId('feedback-remaining')).toContainText('Feedback left this month:');
  await dialog.getByLabel('Type').selectOption({ label: 'Complaint about a person' });
  await expect(dialog.getByLabel('Complaint Name')).toBeVisible();
  await expect(dialog.getByLabel(/Class ID/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Required.')).toHaveCount(3);
  await dialog.getByLabel('Complaint Name').fill('TM Carla');
  await dialog.getByLabel('Content').fill(`Rude answer in the group chat ${run}`);
  await expect(dialog.getByText(`${`Rude answer in the group chat ${run}`.length}/500`)).toBeVisible();
  await attachScreenshot(page, 'Feedback');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your feedback has been sent. We will reply as soon as possible.').first()).toBeVisible();

  // Type 1 from /myFeedback: Class ID shown, optional, with the salary hint.
  await page.goto('/myFeedback');
  await expect(page.getByRole('row', { name: new RegExp(`Rude answer in the group chat ${run}`) })).toBeVisible();
  await page.getByRole('button', { name: 'New feedback' }).click();
  await dialog.getByLabel('Type').selectOption({ label: 'Salary concern' });
  await expect(dialog.getByLabel('Class ID (optional)')).toBeVisible();
  await expect(dialog.getByText('If you have salary concerns about a class, please fill in the Class ID.')).toBeVisible();
  await dialog.getByLabel('Content').fill(`My pay looks short ${run}`);
  await attachScreenshot(page, 'Feedback');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  const salaryRow = page.getByRole('row', { name: new RegExp(`My pay looks short ${run}`) });
  await expect(salaryRow).toContainText('Salary concern');

  // Edit it while pending.
  await salaryRow.getByRole('button', { name: /^Edit feedback/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit feedback' });
  await expect(edit.getByLabel('Content')).toHaveValue(`My pay looks short ${run}`);
  await edit.getByLabel('Content').fill(`My pay for last week looks short ${run}`);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`My pay for last week looks short ${run}`) })).toBeVisible();

  // Staff reply to the type 11 feedback: the dot shows; reading the replies clears it.
  const token = await apiToken(request, TUTOR.account, TUTOR.password);
  const mine = await apiCall<FeedbackPage>(request, 'POST', '/api/FeedBack/List', { token, body: { PageIndex: 1, PageSize: 50, Type: 11 } });
  const complaint = mine.Body.Items.find((item) => item.Remark.includes(run))!;
  const staff = await apiToken(request, 'staff', 'staff1234');
  expect(
    (await apiCall(request, 'POST', '/api/Staff/FeedbackReply', { token: staff, body: { FeedBackId: complaint.ID, Remark: `We spoke with Carla ${run}` } }))
      .ErrorCode,
  ).toBe(0);
  await page.reload();
  await expect(feedbackLink(page)).toHaveText('Feedback, new feedback message');
  const complaintRow = page.getByRole('row', { name: new RegExp(`Rude answer in the group chat ${run}`) });
  await expect(complaintRow).toContainText('Replied, new reply');
  await complaintRow.getByRole('button', { name: /^Replies to feedback/ }).click();
  await expect(page.getByRole('region', { name: `Replies to feedback ${complaint.ID}` }).getByText(`We spoke with Carla ${run}`)).toBeVisible();
  await expect(feedbackLink(page)).toHaveText('Feedback');
  await expect(complaintRow).not.toContainText('new reply');
  await page.getByLabel('Your reply').fill('Thank you.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('region', { name: `Replies to feedback ${complaint.ID}` }).getByText('Thank you.')).toBeVisible();
});

test('replies to a received complaint, reads the late records and gives feedback on a recitation class', async ({ page }) => {
  const run = String(Date.now());
  await signIn(page, TUTOR.account, TUTOR.password);
  await page.goto('/complaintList/receivedComplaint');
  const received = page.getByRole('table', { name: 'Complaints about my classes' });
  const standing = received.getByRole('row', { name: /Late arrival/ });
  await expect(standing).toContainText('Standing');
  await expect(standing).toContainText('-10 TP, -5 growth');
  await expect(received.getByRole('row', { name: /Network problem/ })).toContainText('Withdrawn');
  await standing.getByRole('button', { name: /^Replies to complaint/ }).click();
  const thread = page.getByRole('region', { name: /^Replies to complaint/ });
  await expect(thread.getByText('Please tell us what happened before this class; you can reply here.')).toBeVisible();
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByText('Please write a reply.')).toBeVisible();
  await thread.getByLabel('Your reply').fill(`My router restarted during the class ${run}`);
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByText(`My router restarted during the class ${run}`)).toBeVisible();

  await page.getByRole('link', { name: 'Late attendance / early leave' }).click();
  const late = page.getByRole('table', { name: 'Late attendance and early leave' });
  await expect(late.getByRole('row', { name: /3 min/ })).toBeVisible();
  await expect(late.getByRole('row', { name: /7 min/ })).toBeVisible();

  await page.getByRole('link', { name: 'Recitation classes report' }).click();
  const report = page.getByRole('table', { name: 'Recitation classes' });
  await expect(report.getByText('4/5 · Read the whole passage with good pronunciation.')).toBeVisible();
  const form = report.getByRole('form').first();
  await form.getByLabel('Comment').fill(`Fluent reading ${run}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(report.getByText(`5/5 · Fluent reading ${run}`)).toBeVisible();
});

test('reads student comments, by level and by label', async ({ page }) => {
  await signIn(page, TUTOR.account, TUTOR.password);
  await page.goto('/comments');
  const details = page.getByRole('table', { name: 'Student comments' });
  await expect(details.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Level', { exact: true }).selectOption({ label: 'Good' });
  await expect(details.getByRole('row').nth(1)).toContainText('Good');
  await expect(details.getByText(/Poor \(/)).toHaveCount(0);
  await page.getByLabel('Level', { exact: true }).selectOption({ label: 'All' });

  await page.getByRole('link', { name: 'Label impression' }).click();
  const labels = page.getByRole('list', { name: 'Labels' });
  const first = labels.getByRole('button').first();
  const text = (await first.textContent()) ?? '';
  const [, label, count] = /^(.+) \((\d+)\)$/.exec(text.trim()) ?? [];
  expect(label).toBeTruthy();
  await first.click();
  const byLabel = page.getByRole('table', { name: `Comments labelled ${label}` });
  const rows = byLabel.getByRole('row');
  await expect(rows).toHaveCount(Math.min(Number(count), 10) + 1);
  for (const row of await rows.all()) if (!(await row.getByRole('columnheader').count())) await expect(row).toContainText(label!);
});

test('adds a referral and follows its track', async ({ page, request }) => {
  const run = String(Date.now());
  await signIn(page, TUTOR.account, TUTOR.password);
  await page.goto('/myReferrals');
  await expect(page.getByRole('link', { name: /\/apply\?ref=T100234$/ })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add referral' });
  await form.getByRole('button', { name: 'Submit referral' }).click();
  await expect(form.getByText('Required.')).toHaveCount(5);
  await form.getByLabel('First name').fill('Ana');
  await form.getByLabel('Last name').fill(`Cruz ${run}`);
  await form.getByLabel('E-mail').fill(`ana.${run}@example.com`);
  await form.getByLabel('Mobile number').fill('0917-555-0101');
  await form.getByLabel('Country').fill('Philippines');
  await form.getByRole('button', { name: 'Submit referral' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Referral sent.' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`Ana Cruz ${run}`) });
  await expect(row).toContainText('Applied');

  // The same e-mail again: the server Msg shows as an error.
  await page.getByRole('button', { name: 'Add another referral' }).click();
  for (const [label, value] of [
    ['First name', 'Ana'],
    ['Last name', 'Again'],
    ['E-mail', `ana.${run}@example.com`],
    ['Mobile number', '0917'],
    ['Country', 'PH'],
  ] as const)
    await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Submit referral' }).click();
  await expect(page.getByText('This e-mail has already been referred.').first()).toBeVisible();

  // Staff open the applicant's account: the track shows it.
  const token = await apiToken(request, TUTOR.account, TUTOR.password);
  const mine = await apiCall<{ Items: Array<{ ApplyId: number; Email: string }> }>(request, 'POST', '/api/Referrals/TeachReferralsV2', {
    token,
    body: { pageIndex: 1, pageSize: 50 },
  });
  const applyId = mine.Body.Items.find((item) => item.Email === `ana.${run}@example.com`)!.ApplyId;
  const staff = await apiToken(request, 'staff', 'staff1234');
  expect(
    (await apiCall(request, 'POST', '/api/Staff/AdvanceApplication', { token: staff, body: { ApplyId: applyId, Step: 'Account opened' } })).ErrorCode,
  ).toBe(0);
  await page.reload();
  await row.getByRole('button', { name: /^Track of/ }).click();
  const track = page.getByRole('region', { name: 'Application track' });
  await expect(track.getByRole('listitem')).toHaveCount(2);
  await expect(track).toContainText('Applied');
  await expect(track).toContainText('Account opened');
  await expect(row).toContainText('Account opened');
});
