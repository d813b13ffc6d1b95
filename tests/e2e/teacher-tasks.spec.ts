import { expect, test } from '@playwright/test';
import { TeacherTaskMessages } from '../../src/domain/teacher-tasks';
import { TasksTutor } from '../../server/seed/teacher-tasks.seed';
import { signIn } from './support';

/** Teacher tasks (issue 20): the tasks tutor opens a task to do, submits an answer and sees it submitted. */
test('a tutor submits a task answer and sees it submitted', async ({ page }) => {
  await signIn(page, TasksTutor.account, TasksTutor.password);
  await page.goto('/teacherTask');
  const table = page.getByRole('table', { name: 'My tasks' });
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table.getByText('Overdue')).toBeVisible();
  await expect(table.getByText('Reviewed')).toBeVisible();
  // A task still to do (on a retry the first one is already submitted).
  const row = table.getByRole('row').filter({ hasText: 'To do' }).first();
  const title = (await row.getByRole('link').first().textContent())!;
  await row.getByRole('link', { name: title }).click();

  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const answer = `My answer, written at ${new Date().toISOString()}.`;
  await page.getByLabel('Your answer').fill(answer);
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(page.getByText(TeacherTaskMessages.submitted)).toBeVisible();
  await expect(page.getByRole('region', { name: 'My answer' })).toContainText(answer);

  await page.getByRole('link', { name: 'Back to my tasks' }).click();
  await expect(table.getByRole('row').filter({ hasText: title })).toContainText('Submitted');
});
