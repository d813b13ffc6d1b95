import { expect, test } from '@playwright/test';
import { TrainingResourcesMessages, type TrainingClassLine, type TrainingClassPage } from '../../src/domain/training-resources';
import { apiCall, apiToken, signIn } from './support';

// This area's own tutors (server/seed/training-resources.seed.ts), so other specs see nothing change.
const RESOURCES = { account: 'resources', password: 'demo1234' };
const TRAINRESULT = { account: 'trainresult', password: 'demo1234' };

test('a tutor opens a kit’s resources, reads a document, browses the folders and pages, and sees the videos', async ({ page }) => {
  await signIn(page, RESOURCES.account, RESOURCES.password);
  await page.goto('/trainingKit');
  await page.getByRole('link', { name: 'Phonics Starter Kit' }).click();
  await page.getByRole('link', { name: 'Resources', exact: true }).click();
  await expect(page).toHaveURL(/\/trainingResources\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Phonics Starter Kit: resources' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Resources' });
  await list.getByText('Letter sounds chart').click();
  await expect(list.getByText(/Short vowels: a as in apple/)).toBeVisible();
  await expect(list.getByRole('link', { name: 'Blending sounds with young learners' })).toHaveAttribute('target', '_blank');

  await page.getByRole('link', { name: 'Browse every resource folder' }).click();
  await expect(page).toHaveURL(/\/resourcesFolder$/);
  const folders = page.getByRole('navigation', { name: 'Folders' });
  await expect(folders.getByRole('button', { name: 'Teaching Standards (2)' })).toHaveAttribute('aria-pressed', 'true');
  await folders.getByRole('button', { name: 'Phonics (3)' }).click();
  const phonics = page.getByRole('list', { name: 'Phonics resources' });
  await expect(phonics.getByRole('listitem')).toHaveCount(3);
  await expect(phonics.getByRole('link', { name: 'Phonics songs playlist' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Instructional videos' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('Watched 0:00 of 5:00')).toBeVisible();
});

test('the trainers record a training result and the trainee sees it in their training classes', async ({ page, request }) => {
  const tutorToken = await apiToken(request, TRAINRESULT.account, TRAINRESULT.password);
  const classes = await apiCall<TrainingClassPage>(request, 'POST', '/api/tutordata/TraiClass', { token: tutorToken });
  const yesterday = classes.Body.Items.find((line) => line.Title === 'Teaching phonics online');
  expect(yesterday).toBeDefined();
  // A retry finds the first attempt's result already recorded; the page check below still holds.
  if (yesterday!.Result === null) {
    const staffToken = await apiToken(request, 'staff', 'staff1234');
    const todo = await apiCall<TrainingClassPage>(request, 'POST', '/api/Staff/GetTrainingClassesToRecord', { token: staffToken, query: { pageSize: '50' } });
    expect(todo.Body.Items.some((line) => line.ClassId === yesterday!.ClassId)).toBe(true);
    const saved = await apiCall<TrainingClassLine>(request, 'POST', '/api/Staff/RecordTrainingResult', {
      token: staffToken,
      body: { ClassId: yesterday!.ClassId, Result: 'pass', Comment: 'Clear sounds, good pacing.' },
    });
    expect([saved.Msg, saved.Body.Status]).toEqual([TrainingResourcesMessages.resultRecorded, 'finished']);
  }

  await signIn(page, TRAINRESULT.account, TRAINRESULT.password);
  await page.goto('/trainingCenter/onlineTraining');
  const mine = page.getByRole('table', { name: 'My training classes' });
  await expect(mine.getByRole('row').filter({ hasText: 'Teaching phonics online' })).toContainText('Passed: Clear sounds, good pacing.');
});
