import { expect, test, type Page } from '@playwright/test';
import { TRAINING_KIT_SEED } from '../../server/seed/training-kits.data';
import { TrainingMessages } from '../../src/domain/training';
import { TrainingCenterMessages } from '../../src/domain/training-center';
import { TrainingBookingMessages } from '../../src/domain/training-booking';
import { finishGuidedTour, signIn } from './support';

// The training tutor is kept for these flows, so no other spec changes what they see.
const TRAINEE = { account: 'trainee', password: 'demo1234' };

test.beforeEach(async ({ request }) => finishGuidedTour(request, TRAINEE.account, TRAINEE.password));

const qaKit = TRAINING_KIT_SEED.flatMap((category) => category.kits).find((kit) => kit.name === 'Classroom QA Test')!;

/** Answers the QA test: right everywhere except the questions `wrong` names. */
async function answerQaTest(page: Page, wrong: (index: number) => boolean) {
  for (const [index, question] of qaKit.questions.entries()) {
    const group = page.getByRole('group', { name: question.text });
    const choices = wrong(index) ? [question.options.findIndex((_, option) => !question.key.includes(option))] : question.key;
    for (const choice of choices) await group.getByLabel(question.options[choice]!, { exact: true }).check();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('a tutor takes a kit test, fails it, retakes and passes it, and sees the answers', async ({ page }) => {
  await signIn(page, TRAINEE.account, TRAINEE.password);
  await page.goto('/trainingKit');
  await expect(page.getByRole('heading', { name: 'Teaching Standards' })).toBeVisible();
  await page.getByRole('link', { name: 'Classroom QA Test' }).click();
  await expect(page.getByRole('heading', { name: 'Classroom QA Test' })).toBeVisible();
  await page.getByRole('link', { name: /Take the test/ }).click();

  // A submit with questions left open is refused on the page.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(TrainingMessages.answersRequired);

  await answerQaTest(page, (index) => index < 2);
  const result = page.getByRole('status', { name: 'Test result' });
  await expect(result).toContainText(TrainingMessages.failed);
  await expect(page.getByTestId('test-score')).toHaveText('60');

  await page.getByRole('button', { name: 'Retake the test' }).click();
  await answerQaTest(page, () => false);
  await expect(result).toContainText(TrainingMessages.passed);
  await expect(page.getByTestId('test-score')).toHaveText('100');

  await page.getByRole('link', { name: 'See the answers' }).click();
  await expect(page.getByTestId('answers-score')).toHaveText('100');
  const report = page.getByRole('list', { name: 'Test report' });
  await expect(report.getByRole('progressbar', { name: 'Teaching Skills' })).toHaveAttribute('value', '100');
  await expect(report.getByRole('progressbar', { name: 'Classroom Management' })).toBeVisible();
  await expect(report).not.toContainText('TESOL');
  await expect(report).not.toContainText('Result');
  await expect(page.getByRole('list', { name: 'Answers' })).toContainText(
    'Greet the student, check sound and video, state the goal (correct answer) (your answer)',
  );
  await page.screenshot({ path: 'test-results/training-answers.png', fullPage: true });

  await page.getByRole('link', { name: 'Back to the kit' }).click();
  await expect(page.getByTestId('kit-test-state')).toHaveText('Passed (latest score 100)');
  await page.goto('/trainingKit');
  await expect(page.getByRole('region', { name: 'Teaching Standards' }).getByRole('listitem').filter({ hasText: 'Classroom QA Test' })).toContainText('Passed');
});

test('a tutor subscribes to a course, finishes a chapter and sees the progress', async ({ page }) => {
  await signIn(page, TRAINEE.account, TRAINEE.password);
  await page.goto('/trainingCenter');
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('list', { name: 'Courses' }).getByRole('link', { name: 'Online Classroom Tools' }).click();
  await expect(page.getByRole('heading', { name: 'Online Classroom Tools' })).toBeVisible();
  const chapter = page.getByRole('listitem', { name: 'The whiteboard' });
  // A retry finds the course subscribed and the chapter learned by the first attempt.
  const firstRun = await page.getByRole('button', { name: 'Subscribe' }).isVisible();
  if (firstRun) {
    await expect(page.getByTestId('course-progress')).toHaveText('0%');
    await expect(chapter.getByRole('button', { name: 'Finish chapter' })).toBeDisabled();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('.training-notice[role=status]')).toHaveText(TrainingCenterMessages.subscribed);
    await chapter.getByRole('button', { name: 'Finish chapter' }).click();
    await expect(page.locator('.training-notice[role=status]')).toHaveText(TrainingCenterMessages.chapterLearned);
  }
  await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(chapter).toContainText('Learned');
  await expect(page.getByTestId('course-progress')).toHaveText('50%');
  await page.screenshot({ path: 'test-results/training-course.png', fullPage: true });

  await page.getByRole('link', { name: 'Training Center' }).first().click();
  await page.getByRole('link', { name: 'My Subscription' }).click();
  const mine = page.getByRole('list', { name: 'My courses' });
  await expect(mine.getByRole('link', { name: 'Online Classroom Tools' })).toBeVisible();
  await expect(mine.getByRole('progressbar', { name: 'Online Classroom Tools progress' })).toHaveAttribute('value', '50');
});

test('a tutor pages the self-study courses and downloads a source file', async ({ page }) => {
  await signIn(page, TRAINEE.account, TRAINEE.password);
  await page.goto('/trainingCenter/selfstudyCourses');
  const list = page.getByRole('list', { name: 'Self-study courses' });
  await expect(list.getByRole('link', { name: 'Self-study: Phonics Games' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await list.getByRole('button', { name: 'Download Self-study: Phonics Games' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('phonics-games-handout.txt');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(list.getByRole('link', { name: 'Self-study: Teaching Teens' })).toBeVisible();
});

test('a tutor books a training class and cancels it with a reason', async ({ page }) => {
  await signIn(page, TRAINEE.account, TRAINEE.password);
  await page.goto('/trainingCenter/onlineTraining');
  const offered = page.getByRole('table', { name: 'Training classes offered' });
  // The first workshop still free to book (a retry finds the first attempt's cancelled booking; it may book again).
  const row = offered
    .getByRole('row')
    .filter({ hasText: 'Classroom skills workshop' })
    .filter({ has: page.getByRole('button', { name: 'Book' }) })
    .first();
  const time = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  await row.getByRole('button', { name: 'Book' }).click();
  const form = page.getByRole('form', { name: 'Book Classroom skills workshop' });
  await form.getByLabel('Remark for the trainer').fill('First workshop, e2e');
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.locator('.training-notice[role=status]')).toHaveText(TrainingBookingMessages.booked);
  const mine = page.getByRole('table', { name: 'My training classes' });
  const bookedRow = mine.getByRole('row').filter({ hasText: time }).filter({ hasText: 'Booked' });
  await expect(bookedRow).toContainText('First workshop, e2e');
  await expect(offered.getByRole('row').filter({ hasText: time }).filter({ hasText: 'Classroom skills workshop' })).toContainText('Booked');

  await bookedRow.getByRole('button', { name: 'Cancel Classroom skills workshop' }).click();
  const cancelForm = page.getByRole('form', { name: 'Cancel Classroom skills workshop' });
  await cancelForm.getByRole('button', { name: 'Confirm cancel' }).click();
  await expect(cancelForm.getByRole('alert')).toHaveText(TrainingBookingMessages.reasonRequired);
  await cancelForm.getByLabel('Reason').fill('A family emergency');
  await cancelForm.getByRole('button', { name: 'Confirm cancel' }).click();
  await expect(page.locator('.training-notice[role=status]')).toHaveText(TrainingBookingMessages.cancelled);
  await expect(mine.getByRole('row').filter({ hasText: time }).filter({ hasText: 'Reason: A family emergency' })).toContainText('Cancelled');
  await page.screenshot({ path: 'test-results/training-booking.png', fullPage: false });
});
