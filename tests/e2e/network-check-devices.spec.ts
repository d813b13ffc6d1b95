import { expect, test } from '@playwright/test';
import { DeviceCheckTexts } from '../../src/domain/device-check';
import { TasksTutor } from '../../server/seed/teacher-tasks.seed';
import { signIn } from './support';

// Chromium's fake camera and microphone, granted without a prompt: for this spec only.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

/** The device check at /test (agora-test, issue 20): camera, microphone and speakers, recorded. */
test('checks the fake camera and microphone, asks about the speakers and records the result', async ({ page }) => {
  await signIn(page, TasksTutor.account, TasksTutor.password);
  await page.goto('/test');
  await expect(page.getByRole('heading', { name: 'Classroom Device Test' })).toBeVisible();
  await page.getByRole('button', { name: 'Test my devices' }).click();
  const devices = page.getByRole('list', { name: 'Devices' });
  await expect(devices).toContainText(DeviceCheckTexts.cameraOk);
  await expect(devices).toContainText(DeviceCheckTexts.microphoneOk);
  const speakers = page.getByRole('group', { name: 'Speakers' });
  await speakers.getByRole('button', { name: 'Play sound' }).click();
  await speakers.getByRole('button', { name: 'Yes, I heard it' }).click();
  await expect(page.getByText(DeviceCheckTexts.ready)).toBeVisible();
  await expect(page.getByText(DeviceCheckTexts.recorded)).toBeVisible();
});
