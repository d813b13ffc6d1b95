import { deflateSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * Issue 19 in the browser: two tutors (demo, an admin of the seeded team group, and demo2, a
 * member) signed in in two browser contexts, against the real server and hub. The fake camera and
 * microphone come from the shared launch options (playwright.config.ts).
 */
const GROUP = 'Manila Team A';

/** A real PNG (grey, one colour) of the given size. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openChat(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account, 'demo1234');
  await page.getByRole('link', { name: /^Chat/ }).click();
  await expect(page).toHaveURL(/\/im$/);
  // The lists load only once the chat's hub connection is open: a listed group means connected.
  await expect(page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(GROUP) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Connecting' })).toHaveCount(0);
  return page;
}

async function openConversation(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Messages' })).toHaveAttribute('aria-busy', 'false');
}

test('a message and an image arrive without a reload, and a message is withdrawn within 2 minutes', async ({ browser }) => {
  const demo = await openChat(browser, 'demo');
  const demo2 = await openChat(browser, 'demo2');
  await openConversation(demo, new RegExp(GROUP));
  await openConversation(demo2, new RegExp(GROUP));
  await demo2.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // Texts and file name of this attempt only, so a retry (CI retries once) is not confused by the first attempt's messages.
  const attempt = Date.now().toString(36);
  const hello = `Good morning, team! ${attempt}`;
  const wrong = `Sorry, wrong group ${attempt}`;
  const image = `whiteboard-${attempt}.png`;

  await demo.getByLabel('Message', { exact: true }).fill(hello);
  await demo.getByRole('button', { name: 'Send' }).click();
  const log2 = demo2.getByRole('log', { name: 'Messages' });
  await expect(log2.getByText(hello)).toBeVisible();

  await demo.getByLabel('Send image').setInputFiles({ name: image, mimeType: 'image/png', buffer: png(320, 320) });
  await expect(log2.getByRole('img', { name: image })).toBeVisible();
  await expect.poll(() => log2.getByRole('img', { name: image }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);

  // Withdrawn by its sender within the 2 minutes: gone for the other member too.
  await demo.getByLabel('Message', { exact: true }).fill(wrong);
  await demo.getByRole('button', { name: 'Send' }).click();
  await expect(log2.getByText(wrong)).toBeVisible();
  await demo.getByRole('log', { name: 'Messages' }).getByRole('article').filter({ hasText: wrong }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(log2.getByText(wrong)).toHaveCount(0);
  await expect(log2.getByText('Message withdrawn')).toBeVisible();
  expect(await demo2.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await demo.context().close();
  await demo2.context().close();
});

test('a group is administered by its roles: an admin removes a member, a member cannot', async ({ browser }) => {
  const demo = await openChat(browser, 'demo');
  const demo2 = await openChat(browser, 'demo2');
  await openConversation(demo, new RegExp(GROUP));
  await openConversation(demo2, new RegExp(GROUP));
  await demo.getByRole('button', { name: 'Group details' }).click();
  await demo2.getByRole('button', { name: 'Group details' }).click();
  const panel = demo.getByRole('complementary', { name: 'Group details' });
  const panel2 = demo2.getByRole('complementary', { name: 'Group details' });
  await expect(panel.getByText('Your role: Admin')).toBeVisible();
  await expect(panel2.getByText('Your role: Member')).toBeVisible();
  // A member has no remove buttons; an admin cannot remove the owner.
  await expect(panel2.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Remove Grace Tan' })).toHaveCount(0);
  // The masked student (type 3) is removed by the admin; the member sees the change live.
  await panel.getByRole('button', { name: 'Remove Kim***' }).click();
  await expect(panel.getByRole('list', { name: 'Members' }).getByText('Kim***')).toHaveCount(0);
  await expect(panel2.getByRole('list', { name: 'Members' }).getByText('Kim***')).toHaveCount(0);
  await expect(demo2.getByRole('log', { name: 'Messages' }).getByText('Maria Santos removed Kim***')).toBeVisible();
  // The admin's e-mail check.
  await panel.getByLabel('Member e-mail').fill('not-an-e-mail');
  await panel.getByRole('button', { name: 'Add' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please enter a valid e-mail address.');
  await demo.context().close();
  await demo2.context().close();
});

test('a video call between two pages with fake devices connects and hangs up', async ({ browser }) => {
  const demo = await openChat(browser, 'demo');
  const demo2 = await openChat(browser, 'demo2');
  // demo and demo2 share the team group, so they may chat (and call) one-to-one.
  // Under "Start a chat" the first time; among the conversations once a direct chat exists.
  await demo
    .getByRole('navigation')
    .getByRole('button', { name: /^Joseph Reyes/ })
    .first()
    .click();
  await expect(demo.getByRole('heading', { level: 2, name: 'Joseph Reyes' })).toBeVisible();
  await demo.getByRole('button', { name: 'Video call', exact: true }).click();

  const card = demo2.getByRole('dialog', { name: 'Incoming video call' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Maria Santos')).toBeVisible();
  await card.getByRole('button', { name: 'Accept' }).click();

  const callerWindow = demo.getByRole('dialog', { name: 'Video call' });
  const calleeWindow = demo2.getByRole('dialog', { name: 'Video call' });
  await expect(callerWindow.getByRole('status')).toHaveText('Connected', { timeout: 15_000 });
  await expect(calleeWindow.getByRole('status')).toHaveText('Connected', { timeout: 15_000 });
  const box = await calleeWindow.boundingBox();
  expect(box?.width).toBe(500);
  expect(box?.height).toBe(500);
  // Media flows: the remote video plays frames from the other page's fake camera.
  await expect
    .poll(() => calleeWindow.getByLabel('Remote video').evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);

  await callerWindow.getByRole('button', { name: 'Hang up' }).click();
  await expect(demo2.getByRole('dialog', { name: 'Call ended' }).getByRole('alert')).toHaveText('The call has ended.');
  await expect(
    demo
      .getByRole('log', { name: 'Messages' })
      .getByText(/^Video call ended, \d\d:\d\d$/)
      .last(),
  ).toBeVisible();
  await demo.context().close();
  await demo2.context().close();
});
