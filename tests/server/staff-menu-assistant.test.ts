import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiChatMessages } from '../../src/domain/ai-chat';
import { ErrorCode } from '../../src/domain/error-codes';
import type { SidebarMenuItem } from '../../src/domain/menu';
import type { AuditLogItem } from '../../src/domain/staff-console';
import { DEFAULT_CHAT_PROMPT, StaffAssistantMessages, type AssistantSettingsView } from '../../src/domain/staff-assistant';
import { StaffMenuMessages, type MenuDraft, type StaffMenuItem } from '../../src/domain/staff-menu';
import { AiChatTutors } from '../../server/seed/ai-chat.seed';
import { startStandIn, type StandIn } from '../support/openai-stand-in';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

type Page<T> = { Total: number; Items: T[] };

describe(`staff console: the menu and the assistant settings (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let standIn: StandIn;
  let t: TestApp;
  let staff: string;
  let demo: string;
  let demo2: string;
  let aichat: string;

  beforeAll(async () => {
    standIn = await startStandIn();
    t = await startTestApp({ env: { AI_BASE_URL: standIn.url, AI_API_KEY: 'sk-secret-key', AI_MODEL: 'stand-in', AI_MONTHLY_TOKEN_CAP: '100000' } });
    staff = await t.login('staff', DemoUsers.staff.password);
    demo = await t.login('demo', DemoUsers.demo.password);
    demo2 = await t.login('demo2', DemoUsers.demo2.password);
    aichat = await t.login(AiChatTutors.aichat.account, AiChatTutors.aichat.password);
    // Seeding the demo provider on a busy PostgreSQL can take over a minute.
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const menu = async () => (await t.call<{ Items: StaffMenuItem[] }>('GET', '/api/Staff/Menu', { token: staff })).json.Body.Items;
  const saveItem = (draft: MenuDraft, token = staff) => t.call<StaffMenuItem>('POST', '/api/Staff/SaveMenuItem', { token, body: { ...draft } });
  const sidebarOf = async (token: string) =>
    (await t.call<SidebarMenuItem[]>('GET', '/api/System/GetMenuList', { token })).json.Body.filter((item) => item.type === 0 && item.isShow);
  const draftOf = (item: StaffMenuItem, patch: Partial<MenuDraft> = {}): MenuDraft => ({
    Id: item.Id,
    Name: item.Name,
    RouteName: item.RouteName,
    Icon: item.Icon,
    SortOrder: item.SortOrder,
    IsShow: item.IsShow,
    TutorGroup: item.TutorGroup,
    ...patch,
  });
  const auditFor = async (subjectType: string) =>
    (await t.call<Page<AuditLogItem>>('GET', '/api/Staff/AuditLog', { token: staff, query: { pageSize: 100 } })).json.Body.Items.filter(
      (item) => item.SubjectType === subjectType,
    );
  const settings = async () => (await t.call<AssistantSettingsView>('GET', '/api/Staff/AssistantSettings', { token: staff })).json.Body;
  const saveSettings = (body: Record<string, unknown>, token = staff) =>
    t.call<AssistantSettingsView>('POST', '/api/Staff/SaveAssistantSettings', { token, body: body });

  it('lists the menu entries; a renamed, re-iconed, reordered entry shows in the tutor’s sidebar on the next load; audited', async () => {
    const items = await menu();
    expect(items.filter((item) => item.Type === 0).map((item) => item.Name)).toContain('Class Table');
    expect(items.some((item) => item.Type === 1 && item.Name === 'Message')).toBe(true);
    const classTable = items.find((item) => item.RouteName === 'classTab')!;
    expect(classTable).toMatchObject({ IsShow: true, TutorGroup: null, Url: '/classTab' });

    const saved = await saveItem(draftOf(classTable, { Name: ' My classes ', Icon: 'pi pi-table', SortOrder: -10 }));
    expect(saved.json).toMatchObject({ ErrorCode: 0, Msg: StaffMenuMessages.updated });
    expect(saved.json.Body).toMatchObject({ Name: 'My classes', Icon: 'pi pi-table', SortOrder: -10 });
    const sidebar = await sidebarOf(demo);
    expect(sidebar[0]).toMatchObject({ name: 'My classes', icon: 'pi pi-table', routeName: 'classTab', url: '/classTab' });

    const hidden = await saveItem(draftOf(saved.json.Body, { IsShow: false }));
    expect(hidden.json.ErrorCode).toBe(0);
    expect((await sidebarOf(demo)).map((item) => item.routeName)).not.toContain('classTab');

    const [update] = (await auditFor('menu_item')).filter(
      (item) => item.SubjectId === String(classTable.Id) && JSON.parse(item.Before!).Name === 'Class Table',
    );
    expect(update!.Action).toBe('menu.update');
    expect(JSON.parse(update!.After!)).toMatchObject({ Name: 'My classes', SortOrder: -10 });
    await saveItem(draftOf(saved.json.Body, { IsShow: true }));
  });

  it('adds an https link and an entry for one tutor group only; the other group’s tutors do not see it', async () => {
    const link = await saveItem({
      Name: 'Handbook',
      RouteName: 'https://handbook.example.com/tutors',
      Icon: 'pi pi-book',
      SortOrder: 50,
      IsShow: true,
      TutorGroup: null,
    });
    expect(link.json).toMatchObject({ ErrorCode: 0, Msg: StaffMenuMessages.created });
    expect(link.json.Body).toMatchObject({ Type: 0, Url: 'https://handbook.example.com/tutors' });
    expect((await sidebarOf(demo)).find((item) => item.name === 'Handbook')?.url).toBe('https://handbook.example.com/tutors');

    const group = await t.database.db.selectFrom('tutor_profiles').select('tutor_group').where('user_id', '=', DemoUsers.demo.id).executeTakeFirstOrThrow();
    await t.database.db.updateTable('tutor_profiles').set({ tutor_group: 'Cebu Team 1' }).where('user_id', '=', DemoUsers.demo2.id).execute();
    const teamOnly = await saveItem({
      Name: 'AI Mind',
      RouteName: '/aiChat?systemType=5',
      Icon: '',
      SortOrder: 60,
      IsShow: true,
      TutorGroup: ` ${group.tutor_group} `,
    });
    expect(teamOnly.json.ErrorCode, teamOnly.json.Msg).toBe(0);
    expect(teamOnly.json.Body).toMatchObject({ RouteName: 'aiChat?systemType=5', TutorGroup: group.tutor_group });
    expect((await sidebarOf(demo)).map((item) => item.name)).toContain('AI Mind');
    expect((await sidebarOf(demo2)).map((item) => item.name)).not.toContain('AI Mind');
    expect((await auditFor('menu_item')).filter((item) => item.Action === 'menu.create').map((item) => JSON.parse(item.After!).Name)).toEqual(
      expect.arrayContaining(['Handbook', 'AI Mind']),
    );
  });

  it('refuses a bad menu entry with its reason and stores nothing', async () => {
    const [first] = await menu();
    const before = (await menu()).length;
    const cases: Array<[Partial<MenuDraft>, string]> = [
      [{ Name: '  ' }, StaffMenuMessages.nameRequired],
      [{ Name: 'x'.repeat(41) }, StaffMenuMessages.nameTooLong],
      [{ RouteName: '' }, StaffMenuMessages.pathRequired],
      [{ RouteName: 'notAPage' }, StaffMenuMessages.badPath],
      [{ RouteName: 'http://insecure.example.com' }, StaffMenuMessages.badPath],
      [{ RouteName: 'javascript:alert(1)' }, StaffMenuMessages.badPath],
      [{ RouteName: '//evil.example.com/home' }, StaffMenuMessages.badPath],
      [{ Icon: 'fa fa-home' }, StaffMenuMessages.badIcon],
      [{ SortOrder: 5000 }, StaffMenuMessages.badOrder],
      [{ TutorGroup: 'g'.repeat(61) }, StaffMenuMessages.groupTooLong],
    ];
    for (const [patch, message] of cases) {
      expect((await saveItem(draftOf(first!, { ...patch, Id: undefined }))).json, message).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: message });
    }
    expect((await saveItem(draftOf(first!, { Id: 999_999 }))).json).toMatchObject({ ErrorCode: ErrorCode.NotFound, Msg: StaffMenuMessages.notFound });
    expect((await menu()).length).toBe(before);
  });

  it('answers the assistant settings with their defaults, never the API key', async () => {
    const view = await settings();
    expect(view).toMatchObject({
      Settings: { ChatEnabled: true, MindEnabled: true, Model: 'stand-in', ChatPrompt: DEFAULT_CHAT_PROMPT, MonthlyTokenCap: 100000 },
      Stored: [],
      EndpointConfigured: true,
      ApiKeySet: true,
    });
    expect(JSON.stringify(view)).not.toContain('sk-secret-key');
  });

  it('stores a model, a prompt and an allowance that the next question uses; a reset goes back to the default; audited', async () => {
    const saved = await saveSettings({ Model: ' gpt-4o-mini ', ChatPrompt: 'You are the demo provider’s helper. Be brief.', MonthlyTokenCap: 5000 });
    expect(saved.json).toMatchObject({ ErrorCode: 0, Msg: StaffAssistantMessages.saved });
    expect(saved.json.Body.Settings).toMatchObject({ Model: 'gpt-4o-mini', MonthlyTokenCap: 5000 });
    expect([...saved.json.Body.Stored].sort()).toEqual(['ChatPrompt', 'Model', 'MonthlyTokenCap']);

    const status = await t.call<{ Model: string; MonthlyCap: number; Enabled: boolean }>('POST', '/api/AiChat/Status', { token: aichat, body: {} });
    expect(status.json.Body).toMatchObject({ Model: 'gpt-4o-mini', MonthlyCap: 5000, Enabled: true });
    const asked = standIn.requests.length;
    const answer = await t.call('POST', '/api/AiChat/Send', { token: aichat, body: { content: 'Hello there' } });
    expect(answer.status).toBe(200);
    const request = standIn.requests[asked] as unknown as { model: string; messages: Array<{ role: string; content: string }> };
    expect(request.model).toBe('gpt-4o-mini');
    expect(request.messages[0]).toEqual({ role: 'system', content: 'You are the demo provider’s helper. Be brief.' });

    const reset = await saveSettings({ Reset: ['Model', 'ChatPrompt'] });
    expect(reset.json.ErrorCode, reset.json.Msg).toBe(0);
    expect(reset.json.Body.Settings).toMatchObject({ Model: 'stand-in', ChatPrompt: DEFAULT_CHAT_PROMPT, MonthlyTokenCap: 5000 });
    expect(reset.json.Body.Stored).toEqual(['MonthlyTokenCap']);

    const audit = await auditFor('assistant_settings');
    expect(audit.map((item) => item.Action)).toEqual(['assistant.update', 'assistant.update']);
    const first = audit.find((item) => JSON.parse(item.After!).Settings.Model === 'gpt-4o-mini')!;
    expect(JSON.parse(first.Before!).Settings).toMatchObject({ Model: 'stand-in', MonthlyTokenCap: 100000 });
    expect(first.After).not.toContain('sk-secret-key');

    await saveSettings({ MonthlyTokenCap: 0 });
    const capped = await t.call('POST', '/api/AiChat/Send', { token: aichat, body: { content: 'Hello again' } });
    expect(capped.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: AiChatMessages.capReached });
    await saveSettings({ Reset: ['MonthlyTokenCap'] });
  });

  it('switches AI Mind off for tutors while AI Chat still answers, and on again', async () => {
    await saveSettings({ MindEnabled: false });
    const mindStatus = await t.call<{ Enabled: boolean }>('POST', '/api/AiChat/Status', { token: aichat, body: { systemType: 5 } });
    expect(mindStatus.json.Body.Enabled).toBe(false);
    expect((await t.call<{ Enabled: boolean }>('POST', '/api/AiChat/Status', { token: aichat, body: {} })).json.Body.Enabled).toBe(true);
    const refused = await t.call('POST', '/api/AiChat/Send', { token: aichat, body: { content: 'Plan it', systemType: 5, classId: 1 } });
    expect(refused.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffAssistantMessages.mindOff });
    await saveSettings({ MindEnabled: true, ChatEnabled: false });
    const chatRefused = await t.call('POST', '/api/AiChat/Send', { token: aichat, body: { content: 'Hello' } });
    expect(chatRefused.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffAssistantMessages.chatOff });
    await saveSettings({ Reset: ['ChatEnabled', 'MindEnabled'] });
    expect((await settings()).Settings.ChatEnabled).toBe(true);
  });

  it('refuses bad assistant settings with their reason and stores nothing', async () => {
    const before = await settings();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, StaffAssistantMessages.nothingToSave],
      [{ Reset: [] }, StaffAssistantMessages.nothingToSave],
      [{ Model: 'gpt 4' }, StaffAssistantMessages.badModel],
      [{ Model: '' }, StaffAssistantMessages.badModel],
      [{ ChatPrompt: '   ' }, StaffAssistantMessages.promptRequired],
      [{ MindPrompt: 'x'.repeat(8001) }, StaffAssistantMessages.promptTooLong],
      [{ MonthlyTokenCap: -1 }, StaffAssistantMessages.badCap],
    ];
    for (const [body, message] of cases) expect((await saveSettings(body)).json, message).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: message });
    expect((await saveSettings({ ApiKey: 'sk-other' })).json.ErrorCode).not.toBe(0);
    expect(await settings()).toEqual(before);
  });

  it('refuses tutors on every menu and assistant settings call', async () => {
    expect((await t.call('GET', '/api/Staff/Menu', { token: demo })).json.ErrorCode).toBe(ErrorCode.Forbidden);
    expect((await saveItem({ Name: 'x', RouteName: 'home', Icon: '', SortOrder: 0, IsShow: true, TutorGroup: null }, demo)).json.ErrorCode).toBe(
      ErrorCode.Forbidden,
    );
    expect((await t.call('GET', '/api/Staff/AssistantSettings', { token: demo })).json.ErrorCode).toBe(ErrorCode.Forbidden);
    expect((await saveSettings({ ChatEnabled: false }, demo)).json.ErrorCode).toBe(ErrorCode.Forbidden);
    const document = JSON.parse((await t.app.inject({ url: '/api/docs/openapi.json' })).body) as { paths: Record<string, unknown> };
    for (const path of ['/api/Staff/Menu', '/api/Staff/SaveMenuItem', '/api/Staff/AssistantSettings', '/api/Staff/SaveAssistantSettings']) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});
