import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Messages } from '../../src/domain/messages';
import { signIn } from './support';

/** The shell in Chromium against the real server and its demo data (shell.md §2, §4, §5, §9). */

const panel = (page: Page) => page.getByRole('complementary', { name: 'Your panel' });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Below 1400 px the panel's points and actions open on demand. */
async function openPanelDetails(page: Page) {
  await expect(panel(page).getByRole('button', { name: /^(Clock In|Clocked In|Late)$/ })).toBeVisible();
  const more = panel(page).getByRole('button', { name: 'Points and actions' });
  if ((await more.count()) > 0 && (await more.getAttribute('aria-expanded')) === 'false') await more.click();
}

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test("the Message badge shows '99+' for a tutor with over 99 unread messages", async ({ page }) => {
  await signIn(page, 'franchisee', 'demo1234');
  await expect(page.getByRole('link', { name: 'Message 99+ unread' })).toContainText('99+');
});

test('opening /home signed in asks for the scores and the growth tasks once each', async ({ page }) => {
  await signIn(page, 'demo', 'demo1234');
  await page.waitForLoadState('networkidle');
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/(TutorAllScore|GetTutorHomeTask)$/.test(path)) asked.push(path);
  });
  // The tutor comes back to the portal: a visit that starts on /home with the session kept.
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Scores and points' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The follow-up loads, the person panel and the dashboard share one TutorAllScore; the growth
  // entry, not shown on /home, asks for its tasks only when the tutor leaves.
  expect(asked.sort()).toEqual(['/api/GrowthSystem/GetTutorHomeTask', '/api/tutordata/TutorAllScore']);
});

test('a franchisee tutor has no Service Fee', async ({ page }) => {
  await signIn(page, 'franchisee', 'demo1234');
  await expect(mainMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const franchisee = await mainMenu(page).getByRole('link').allTextContents();
  expect(franchisee).toEqual(['Dashboard', 'SOP Score/class', 'Class Table', 'Training Center', 'Student Comment', 'Assessment', 'Feedback']);
});

test('other tutors have Service Fee; nobody sees the referrals item', async ({ page }) => {
  await signIn(page, 'demo', 'demo1234');
  await expect(mainMenu(page).getByRole('link', { name: 'Service Fee' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: /Feedback/ })).toHaveText('Feedback, new feedback message');
  await expect(mainMenu(page).getByRole('link', { name: /Referrals/ })).toHaveCount(0);
});

test('the Network Test shortcut opens the speed test page (its run: network-check-speed.spec.ts)', async ({ page }) => {
  await signIn(page, 'demo', 'demo1234');
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Network Test' }).click();
  const speed = await popup;
  await expect(speed).toHaveURL(/\/speed\/speed\.html$/);
  await expect(speed.getByRole('heading', { name: 'Network Test' })).toBeVisible();
  await expect(speed.getByRole('button', { name: 'Start' })).toBeEnabled();
});

test('clocking in turns the button into Clocked In, and it stays so after a reload', async ({ page }) => {
  await signIn(page, 'demo', 'demo1234');
  await panel(page).getByRole('button', { name: 'Clock In' }).click();
  const alert = page.getByRole('dialog', { name: 'Notice' });
  await expect(alert).toContainText(Messages.clockInSuccess);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(panel(page).getByRole('button', { name: 'Clocked In' })).toBeDisabled();
  await page.reload();
  await expect(panel(page).getByRole('button', { name: 'Clocked In' })).toBeDisabled();
});

test('Soft Mode switches to the dark theme with the holiday dialog and back, and each survives a reload', async ({ page }) => {
  await signIn(page, 'intl', 'demo1234');
  const softMode = panel(page).getByRole('switch', { name: 'Soft Mode' });
  await expect(softMode).not.toBeChecked();
  const savedOn = page.waitForResponse((response) => response.url().includes('SelectEyeProtectionMode'));
  await softMode.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('dialog', { name: 'Happy holidays!' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Happy holidays!' }).getByRole('button', { name: 'OK' }).click();
  await savedOn;
  await page.reload();
  await expect(panel(page).getByRole('switch', { name: 'Soft Mode' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.screenshot({ path: 'test-results/shell-soft-mode-dark.png' });
  const saved = page.waitForResponse((response) => response.url().includes('SelectEyeProtectionMode'));
  await panel(page).getByRole('switch', { name: 'Soft Mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await saved;
  await page.reload();
  await expect(panel(page).getByRole('switch', { name: 'Soft Mode' })).not.toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('mini mode shows a tooltip on each item and is remembered', async ({ page }) => {
  await signIn(page, 'demo2', 'demo1234');
  await expect(mainMenu(page).getByRole('link', { name: 'Class Table' })).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().includes('SetSidebarMenuMini'));
  await page.getByRole('button', { name: 'Collapse the menu' }).click();
  await saved;
  await mainMenu(page).getByRole('link', { name: 'Class Table' }).hover();
  await expect(page.locator('.p-tooltip')).toHaveText('Class Table');
  await page.screenshot({ path: 'test-results/shell-mini-mode.png' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand the menu' })).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'Training Center' }).hover();
  await expect(page.locator('.p-tooltip')).toHaveText('Training Center');
  await page.getByRole('button', { name: 'Expand the menu' }).click();
  await expect(page.getByRole('button', { name: 'Collapse the menu' })).toBeVisible();
});

test.describe('Sign Contract follows the four rules in order', () => {
  test('rule 1 (demo2): personal information to improve asks first, then opens /newPersonalData', async ({ page }) => {
    await signIn(page, 'demo2', 'demo1234');
    await openPanelDetails(page);
    await panel(page).getByRole('button', { name: 'Sign Contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(dialog).toContainText(Messages.personalInfoAsap);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/newPersonalData$/);
  });

  test('rule 2 (franchisee): awaiting approval is told and stays', async ({ page }) => {
    await signIn(page, 'franchisee', 'demo1234');
    await openPanelDetails(page);
    await panel(page).getByRole('button', { name: 'Sign Contract' }).click();
    await expect(page.getByRole('dialog', { name: 'Notice' })).toContainText(Messages.personalDataVerifying);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('rule 3 (intl): an international or custom tutor opens /signContractCustom', async ({ page }) => {
    await signIn(page, 'intl', 'demo1234');
    await openPanelDetails(page);
    await panel(page).getByRole('button', { name: 'Sign Contract' }).click();
    await expect(page).toHaveURL(/\/signContractCustom$/);
  });

  test('rule 4 (demo): anyone else opens /signContract', async ({ page }) => {
    await signIn(page, 'demo', 'demo1234');
    await openPanelDetails(page);
    await panel(page).getByRole('button', { name: 'Sign Contract' }).click();
    await expect(page).toHaveURL(/\/signContract$/);
  });
});

test.describe('layout', () => {
  test('1280 px: the small layout, nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'demo', 'demo1234');
    await expect(page.getByRole('region', { name: 'Next class' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bulletin board' })).toContainText('Holiday schedule');
    await expect(page.locator('.app-shell')).toHaveAttribute('data-layout', 'small');
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: 'test-results/shell-home-1280.png', fullPage: true });
    await openPanelDetails(page);
    await expectNoHorizontalOverflow(page);
  });

  test('1440 px: the wide layout with the panel beside the page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo', 'demo1234');
    await expect(page.locator('.app-shell')).toHaveAttribute('data-layout', 'wide');
    await expect(panel(page).getByRole('button', { name: 'Points and actions' })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: 'test-results/shell-home-1440.png' });
  });

  test('390 px: the sidebar is a drawer and nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'demo', 'demo1234');
    await expect(page.getByRole('region', { name: 'Bulletin board' })).toContainText('Holiday schedule');
    await expect(page.locator('.app-shell')).toHaveAttribute('data-layout', 'phone');
    await expect(mainMenu(page)).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: 'test-results/shell-home-390.png', fullPage: true });
    await openPanelDetails(page);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(mainMenu(page).getByRole('link', { name: 'Student Comment' })).toBeVisible();
    await page.screenshot({ path: 'test-results/shell-drawer-390.png' });
    await mainMenu(page).getByRole('link', { name: 'Student Comment' }).click();
    await expect(page).toHaveURL(/\/comments$/);
    await expect(mainMenu(page)).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('accessibility (axe-core)', () => {
  async function seriousOrCritical(page: Page, name: string) {
    const results = await new AxeBuilder({ page }).analyze();
    const byImpact = (impact: string) => results.violations.filter((violation) => violation.impact === impact);
    const counts = {
      critical: byImpact('critical').length,
      serious: byImpact('serious').length,
      moderate: byImpact('moderate').length,
      minor: byImpact('minor').length,
    };
    console.log(`axe ${name}: ${JSON.stringify(counts)} ${results.violations.map((violation) => `${violation.id}(${violation.impact})`).join(' ')}`);
    return [...byImpact('critical'), ...byImpact('serious')].map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }

  test('home has no serious or critical violations', async ({ page }) => {
    await signIn(page, 'demo', 'demo1234');
    await expect(page.getByRole('region', { name: 'Bulletin board' })).toContainText('Holiday schedule');
    await expect(panel(page).getByRole('button', { name: /Clock|Late/ })).toBeVisible();
    expect(await seriousOrCritical(page, 'home')).toEqual([]);
  });

  test('login has no serious or critical violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(await seriousOrCritical(page, 'login')).toEqual([]);
  });

  test('welcome has no serious or critical violations', async ({ page }) => {
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { name: 'Welcome to the Tutor Portal' })).toBeVisible();
    expect(await seriousOrCritical(page, 'welcome')).toEqual([]);
  });
});
