import { deflateSync } from 'node:zlib';
import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { apiCall, apiToken, signIn } from './support';

/**
 * Issue 5 in the browser against the real server and hub: messages pushed by staff reach the
 * header badge and the list without a reload, the class notice dialog's accept and refuse paths,
 * the attendance decline with a real .png attachment, and one live hub connection per browser.
 */
const DEMO_TUID = 100231;

/** The unread count the header's Message badge shows. */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByRole('link', { name: /^Message/ }).locator('.header-badge');
  return Number.parseInt(await badge.innerText(), 10);
}

async function sendAsStaff(page: Page, message: { Type: 'notice' | 'system'; Title: string; Content: string }) {
  const token = await apiToken(page.request, 'staff', 'staff1234');
  const sent = await apiCall<{ Sent: number }>(page.request, 'POST', '/api/Staff/SendMessage', { token, body: { Tuid: DEMO_TUID, ...message } });
  expect(sent.ErrorCode).toBe(0);
  expect(sent.Body.Sent).toBe(1);
}

/** Marks the page so that a reload (a fresh document) would show. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

async function openMessages(page: Page, tab: string) {
  await signIn(page, 'demo', 'demo1234');
  await page.goto(`/message/${tab}`);
  await expect(page.locator('body')).toHaveAttribute('data-realtime-state', 'connected');
  await expect(page.getByRole('list', { name: 'Messages' })).toHaveAttribute('aria-busy', 'false');
}

test('a notice staff sends reaches the badge, the list and the notice dialog without a reload; Read and Accept answers it', async ({ page }) => {
  await openMessages(page, 'notice');
  await markDocument(page);
  const before = await badgeCount(page);
  const title = `Room change ${Date.now()}`;
  await sendAsStaff(page, { Type: 'notice', Title: title, Content: 'Your 18:00 class moves to the blue room.' });

  await expect(page.getByRole('listitem', { name: title })).toBeVisible();
  await expect.poll(() => badgeCount(page)).toBe(before + 1);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('Your 18:00 class moves to the blue room.');

  await dialog.getByRole('button', { name: 'Read and Accept' }).click();
  await expect(dialog).toBeHidden();
  const item = page.getByRole('listitem', { name: title });
  await expect(item).toContainText('Accepted');
  await expect(item).not.toContainText('Unread');
  await expect.poll(() => badgeCount(page)).toBe(before);
  await expectSameDocument(page);
});

test('Refuse asks a reason: empty is refused, Cancel reopens the notice, Submit sends the reason', async ({ page }) => {
  await openMessages(page, 'notice');
  const title = `Extra class request ${Date.now()}`;
  await sendAsStaff(page, { Type: 'notice', Title: title, Content: 'Could you take an extra class on Saturday at 09:00?' });
  const notice = page.getByRole('dialog', { name: title });
  await expect(notice).toBeVisible();

  await notice.getByRole('button', { name: 'Refuse' }).click();
  const reason = page.getByRole('dialog', { name: 'Why do you refuse?' });
  await expect(notice).toBeHidden();
  await reason.getByLabel('Reason').fill('   ');
  await reason.getByRole('button', { name: 'Submit' }).click();
  await expect(reason.getByRole('alert')).toHaveText('pls give the reason why u Refuse');

  await reason.getByRole('button', { name: 'Cancel' }).click();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Refuse' }).click();
  await reason.getByLabel('Reason').fill('  I teach at my school on Saturday mornings.  ');
  await reason.getByRole('button', { name: 'Submit' }).click();
  await expect(reason).toBeHidden();

  const item = page.getByRole('listitem', { name: title });
  await expect(item).toContainText('Refused');
  await expect(item).toContainText('Your reason: I teach at my school on Saturday mornings.');
});

test("'No, I can't' declines the class with a reason, a note and a real .png proof sent through the chunked upload", async ({ page }) => {
  await openMessages(page, 'warning');
  await page.getByRole('button', { name: 'Confirm attendance' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm your class attendance' });
  await expect(dialog.getByRole('table')).toContainText('24 to 48 h');

  await dialog.getByRole('button', { name: "No, I can't" }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(['Required.', 'Required.', 'Required.']);

  await dialog.getByRole('button', { name: 'Choose a reason' }).click();
  await page.getByRole('option', { name: 'Brownout' }).click();
  await expect(dialog.getByRole('form', { name: 'Cancel this class' })).toContainText('Brownout');
  await dialog.getByLabel('Note').fill('A scheduled power interruption in our barangay from 8 to 11 pm.');
  await dialog.getByLabel('Attachment (.jpg or .png)').setInputFiles({ name: 'outage-notice.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(dialog).toBeHidden({ timeout: 15_000 });
  const token = await apiToken(page.request, 'demo', 'demo1234');
  const pending = await apiCall<unknown[]>(page.request, 'POST', '/api/Message/GetAttendanceConfirmList', { token });
  expect(pending.Body).toEqual([]);
  await expect(page.getByRole('listitem', { name: 'Class cancelled at your request' })).toBeVisible();
});

test('two tabs of one browser keep one live hub connection; the other tab follows and takes over when it closes', async ({ browser }) => {
  const context = await browser.newContext();
  // A closed tab's socket is gone with it: live sockets are those of open tabs not closed yet.
  const sockets: Array<{ page: Page; socket: WebSocket }> = [];
  const watch = (page: Page) => page.on('websocket', (socket) => socket.url().includes('/hubs/notice') && sockets.push({ page, socket }));
  const live = () => sockets.filter(({ page, socket }) => !page.isClosed() && !socket.isClosed()).length;

  const first = await context.newPage();
  watch(first);
  await signIn(first, 'demo', 'demo1234');
  await expect(first.locator('body')).toHaveAttribute('data-realtime-state', 'connected');
  await expect.poll(live).toBe(1);

  const second = await context.newPage();
  watch(second);
  await second.goto('/message/notice');
  await expect(second.locator('body')).toHaveAttribute('data-realtime-state', 'connected');
  await expect(first.locator('body')).toHaveAttribute('data-realtime-state', 'following');
  await expect.poll(live).toBe(1);
  expect(sockets).toHaveLength(2);

  // The tab without a connection still hears what the other receives.
  const before = await badgeCount(first);
  await sendAsStaff(first, { Type: 'system', Title: `Holiday schedule ${Date.now()}`, Content: 'The portal closes early on Friday.' });
  await expect.poll(() => badgeCount(first)).toBe(before + 1);
  await expect.poll(() => badgeCount(second)).toBe(before + 1);

  await second.close();
  await expect(first.locator('body')).toHaveAttribute('data-realtime-state', 'connected');
  await expect.poll(live).toBe(1);
  expect(sockets).toHaveLength(3);
  await context.close();
});

/** A real 2x2 PNG (opaque red), built here so the test carries no binary fixture. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = [0, 255, 0, 0, 255, 0, 0];
  const pixels = deflateSync(Buffer.from([...row, ...row]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
