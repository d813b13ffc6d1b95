import { expect, test, type APIRequestContext } from '@playwright/test';
import { ClassDetailMessages } from '../../src/domain/class-detail';
import { apiCall, apiToken, signIn } from './support';

/**
 * The class detail page with its own demo tutor (classdetail): each flow books the class it needs
 * through the staff call, on the first free slot, so the flows are re-runnable and change no other
 * area's data.
 */
const TUTOR = { account: 'classdetail', password: 'demo1234', id: 100241 };
const STUDENT = { uid: 7001, ucid: 17001 };
const SLOT = 30 * 60_000;

/** Books a class for the tutor on the first free slot from `fromSlot` (counted from the current slot) in `step` direction. */
async function bookClass(request: APIRequestContext, fromSlot: number, step: 1 | -1, classType = 'regular'): Promise<number> {
  const staff = await apiToken(request, 'staff', 'staff1234');
  const slotNow = Math.floor(Date.now() / SLOT) * SLOT;
  for (let offset = fromSlot; Math.abs(offset - fromSlot) < 200; offset += step) {
    const body = {
      Tuid: TUTOR.id,
      StuUID: STUDENT.uid,
      UCID: STUDENT.ucid,
      ClassType: classType,
      ClassTool: 7,
      StartTime: new Date(slotNow + offset * SLOT).toISOString(),
      FeePhp: 130,
    };
    const result = await apiCall<{ CLID: number }>(request, 'POST', '/api/Staff/BookClass', { token: staff, body });
    if (result.ErrorCode === 0) return result.Body.CLID;
  }
  throw new Error('no free slot');
}

test('a past class: the tutor writes and submits its remark', async ({ page }) => {
  const clid = await bookClass(page.request, -1, -1);
  await signIn(page, TUTOR.account, TUTOR.password);
  await page.goto(`/classDetail/${clid}`);
  await expect(page.getByRole('heading', { name: 'Class remark' })).toBeVisible();
  // The student's profile, and the level rate kept.
  await expect(page.getByRole('region', { name: 'Student profile' })).toContainText('Speak confidently at school');
  await page.getByLabel('Level rate').selectOption('4');
  await expect(page.getByRole('region', { name: 'Student profile' }).getByRole('status')).toHaveText('Score saved.');
  await page.getByRole('button', { name: 'Submit remark' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ClassDetailMessages.remarkTextLength })).toBeVisible();
  await page.getByLabel('Remark', { exact: true }).fill('Lily read the new words well and answered in full sentences.');
  await page.getByLabel(/Pronunciation/).selectOption('4');
  await page.getByRole('button', { name: 'Submit remark' }).click();
  await expect(page.getByRole('status').filter({ hasText: ClassDetailMessages.remarkSaved })).toBeVisible();
  await expect(page.getByText('Status: Submitted')).toBeVisible();
  // What was written is there when the page opens again.
  await page.reload();
  await expect(page.getByLabel('Remark', { exact: true })).toHaveValue(/answered in full sentences/);
});

test('a coming class: the current lesson is marked and its material changes', async ({ page }) => {
  const clid = await bookClass(page.request, 96, 1);
  await signIn(page, TUTOR.account, TUTOR.password);
  await page.goto(`/classDetail/${clid}`);
  const current = page.getByTestId('current-lesson');
  await expect(current).not.toHaveText('None');
  const section = page.getByRole('region', { name: 'Teaching materials' });
  await expect(section.locator('tr[aria-current="step"]')).toHaveCount(1);
  await expect(section.locator('tr[aria-current="step"]')).toContainText(await current.innerText());

  await page.getByRole('button', { name: 'Change material' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change material' });
  await dialog.getByRole('button', { name: 'Use Phonics Adventures: Lesson 11' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Material set: Phonics Adventures: Lesson 11' })).toBeVisible();
  await expect(current).toHaveText('Phonics Adventures: Lesson 11');
  await expect(section.locator('tr[aria-current="step"]')).toContainText('set for this class');

  // The lesson plan is kept.
  await page.getByLabel('Plan for this class').fill('Warm-up song, then flashcards for the new words.');
  await page.getByRole('button', { name: 'Save lesson plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: ClassDetailMessages.lessonPlanSaved })).toBeVisible();

  // A mistake in the material goes to the material team.
  await page.getByRole('button', { name: 'Report a mistake' }).click();
  const mistake = page.getByRole('dialog', { name: 'Report a mistake in the material' });
  await expect(mistake.getByLabel('Lesson')).toHaveValue(/\d+/);
  await mistake.getByLabel('Page').fill('4');
  await mistake.getByLabel('What is wrong').fill('The picture shows a cat but the word says dog.');
  await mistake.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: ClassDetailMessages.mistakeSaved })).toBeVisible();
  await expect(mistake).toBeHidden();

  // Support is asked for help; the request shows with its state.
  await page.getByRole('button', { name: 'Ask support for help' }).click();
  const assist = page.getByRole('dialog', { name: 'Ask support for help' });
  await assist.getByRole('button', { name: 'Send to support' }).click();
  await expect(assist.getByRole('alert')).toHaveText(ClassDetailMessages.unknownProblem);
  await assist.getByLabel('Problem').selectOption({ label: 'Courseware does not load' });
  await assist.getByLabel('What happened (optional)').fill('Page 4 stays blank.');
  await assist.getByRole('button', { name: 'Send to support' }).click();
  await expect(page.getByRole('status').filter({ hasText: ClassDetailMessages.assistanceSent })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Support requests' })).toContainText('Classroom issue: Courseware does not load — Waiting for support');
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: '/tmp/class-detail-coming.png', fullPage: true });
});

/** The smallest PNG, as a screenshot of the empty classroom would be. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

test('a class whose student did not come: the tutor sends the absent picture and the class is student-absent', async ({ page }) => {
  // Started 30 to 60 minutes ago, or earlier when that slot is taken.
  const clid = await bookClass(page.request, -1, -1);
  await signIn(page, TUTOR.account, TUTOR.password);
  await page.goto(`/classDetail/${clid}`);
  const absent = page.getByRole('region', { name: 'Student absent' });
  await absent.getByRole('button', { name: 'Send absent picture' }).click();
  await expect(absent.getByRole('alert')).toHaveText(ClassDetailMessages.absentPicRequired);
  await absent.getByLabel(/Absent picture/).setInputFiles({ name: 'classroom.png', mimeType: 'image/png', buffer: PNG });
  await absent.getByRole('button', { name: 'Send absent picture' }).click();
  await expect(absent.getByRole('status')).toHaveText(ClassDetailMessages.absentSaved);
  await page.reload();
  // The class's own facts come first; the student profile has its own lists below.
  await expect(page.locator('.class-detail-facts').first()).toContainText('absent: The student was absent');
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: '/tmp/class-detail-absent.png', fullPage: true });
});

test('a coming trial class: the tutor sees the student progress and plan state, and sends the SMS notice once', async ({ page }) => {
  const clid = await bookClass(page.request, 30, 1, 'trial');
  await signIn(page, TUTOR.account, TUTOR.password);
  await page.goto(`/classDetail/${clid}`);
  const profile = page.getByRole('region', { name: 'Student profile' });
  await expect(profile.getByRole('region', { name: 'Progress with you' })).toBeVisible();
  await expect(profile.getByLabel('Report summary')).not.toBeEmpty();
  await expect(page.getByRole('region', { name: 'Lesson plan' }).getByText(/of the next 7 days/)).toBeVisible();
  const sms = page.getByRole('region', { name: 'Trial class SMS notice' });
  await sms.getByRole('button', { name: 'Send SMS notice' }).click();
  await expect(sms.getByRole('status')).toHaveText('The student was sent an SMS notice.');
  await expect(sms.getByText(/^Sent /)).toBeVisible();
  await page.screenshot({ path: 'test-results/class-detail-trial.png', fullPage: true });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Trial class SMS notice' }).getByRole('button', { name: 'Send SMS notice' })).toHaveCount(0);
});
