import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import type { SidebarMenuItem } from '../../src/domain/menu';
import { saveSystemSetting } from '../../server/services/system-settings';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

describe(`sidebar calls (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const menu = async (who: string) => (await t.call<SidebarMenuItem[]>('GET', '/api/System/GetMenuList', { token: tokens[who] })).json;

  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['demo', 'demo2', 'franchisee'] as const) tokens[who] = await t.login(who, DemoUsers[who].password);
  });
  afterAll(async () => t.close());

  it('answers every menu entry in order, URLs ending with the route name', async () => {
    const result = await menu('demo');
    expect(result.ErrorCode).toBe(0);
    const sidebar = result.Body.filter((item) => item.type === 0 && item.isShow).map((item) => item.name);
    expect(sidebar).toEqual(['Dashboard', 'SOP Score/class', 'Class Table', 'Training Center', 'Service Fee', 'Student Comment', 'Assessment', 'Feedback']);
    expect(result.Body.find((item) => item.name === 'Dashboard')).toEqual({
      name: 'Dashboard',
      routeName: 'home',
      type: 0,
      isShow: true,
      filterName: '',
      url: '/home',
      icon: 'pi pi-home',
      hostKey: 'main',
    });
    expect(result.Body.filter((item) => item.type !== 0).map((item) => item.name)).toEqual(
      expect.arrayContaining(['Home', 'Login', 'PersonalData', 'Message', 'Flowers', 'Welcome']),
    );
  });

  it('keeps the referrals item hidden', async () => {
    const referrals = (await menu('demo')).Body.find((item) => item.routeName === 'myReferrals');
    expect(referrals).toMatchObject({ isShow: false });
  });

  it('leaves Service Fee out for a franchisee user only', async () => {
    const franchisee = (await menu('franchisee')).Body.map((item) => item.name);
    expect(franchisee).not.toContain('Service Fee');
    expect(franchisee).toContain('Dashboard');
    expect((await menu('demo2')).Body.map((item) => item.name)).toContain('Service Fee');
  });

  it("builds URLs from the system setting's host map", async () => {
    await saveSystemSetting(t.database.db, 'Hosts', { main: 'https://tutor.example.com/' });
    const sop = (await menu('demo')).Body.find((item) => item.routeName === 'SOP');
    expect(sop?.url).toBe('https://tutor.example.com/SOP');
    await saveSystemSetting(t.database.db, 'Hosts', { main: '' });
  });

  it('remembers mini mode per tutor, across a restart', async () => {
    const set = await t.call<boolean>('POST', '/api/Account/SetSidebarMenuMini', { token: tokens.demo, query: { mini: true } });
    expect(set.json).toEqual({ ErrorCode: 0, Msg: '', Body: true });
    await t.restart();
    const mine = await t.call<{ sidebarMenuMini: boolean }>('GET', '/api/account/userinfo', { token: tokens.demo });
    expect(mine.json.Body.sidebarMenuMini).toBe(true);
    const other = await t.call<{ sidebarMenuMini: boolean }>('GET', '/api/account/userinfo', { token: tokens.demo2 });
    expect(other.json.Body.sidebarMenuMini).toBe(false);
    await t.call('POST', '/api/Account/SetSidebarMenuMini', { token: tokens.demo, query: { mini: false } });
    const back = await t.call<{ sidebarMenuMini: boolean }>('GET', '/api/account/userinfo', { token: tokens.demo });
    expect(back.json.Body.sidebarMenuMini).toBe(false);
  });

  it('answers a clear message for a missing or wrong mini value', async () => {
    const missing = await t.call('POST', '/api/Account/SetSidebarMenuMini', { token: tokens.demo });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: "'mini' is required.", Body: null });
    const wrong = await t.call('POST', '/api/Account/SetSidebarMenuMini', { token: tokens.demo, query: { mini: 'maybe' } });
    expect(wrong.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: "'mini' must be a boolean.", Body: null });
  });

  it('shows the feedback dot only to the tutor with an unread feedback message', async () => {
    const dot = async (who: string) => (await t.call<boolean>('POST', '/api/FeedBack/IsShowFeeBackMsg', { token: tokens[who] })).json.Body;
    expect(await dot('demo')).toBe(true);
    expect(await dot('demo2')).toBe(false);
    await t.database.db.updateTable('feedback_notices').set({ read_at: t.clock.now().toISOString() }).where('user_id', '=', DemoUsers.demo.id).execute();
    expect(await dot('demo')).toBe(false);
  });

  it('refuses the menu without a token', async () => {
    expect((await t.call('GET', '/api/System/GetMenuList')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });
});
