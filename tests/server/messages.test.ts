import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { MessageKind, NoticeStatus, REMINDER_TYPES, unreadBadgeText } from '../../src/domain/message-kinds';
import { Messages } from '../../src/domain/messages';
import { EVENT_OF_KIND, sendMessage } from '../../server/services/messages.service';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { hubClient, listen } from './realtime-helpers';

interface View {
  mid: number;
  kind: string;
  type: number;
  title: string;
  isRead: boolean;
  createTime: string;
  noticeStatus: number;
  refuseReason: string;
  reminderType: string | null;
  reminder: Record<string, string> | null;
}
interface Page {
  total: number;
  page: number;
  size: number;
  items: View[];
}
interface Counters {
  unread: number;
  home: number;
  notice: number;
  warn: number;
  remind: number;
  levelUp: number;
}

describe(`message calls (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  const counters = async (token: string) => (await t.call<Counters>('POST', '/api/Message/NotReadMsgCount', { token })).json.Body;
  const list = async (token: string, url: string, query: Record<string, string | number> = {}) => (await t.call<Page>('POST', url, { token, query })).json;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    demo = await t.login('demo', DemoUsers.demo.password);
    demo2 = await t.login('demo2', DemoUsers.demo2.password);
  });
  afterAll(async () => t.close());

  it('answers the counters, which add up, and the totals by GET and POST', async () => {
    const c = await counters(demo);
    expect(c.unread).toBeGreaterThan(0);
    expect(c.notice + c.warn + c.remind + c.levelUp).toBe(c.unread);
    expect(c.home).toBeGreaterThan(0);
    for (const method of ['GET', 'POST'] as const) {
      const totals = await t.call(method, '/api/message/GetTotalUnreadMessageCount', { token: demo });
      expect(totals.json.Body).toEqual({ Total: c.unread, Notice: c.notice, Warning: c.warn, Remind: c.remind });
    }
  });

  it("shows '99+' for the seeded tutor with over 99 unread", async () => {
    const token = await t.login('franchisee', DemoUsers.franchisee.password);
    const totals = await t.call<{ Total: number }>('GET', '/api/message/GetTotalUnreadMessageCount', { token });
    expect(totals.json.Body.Total).toBeGreaterThan(99);
    expect(unreadBadgeText(totals.json.Body.Total)).toBe('99+');
  });

  it('lists a tab newest first with paging; type 1 (notice) by default', async () => {
    const first = await list(demo, '/api/Message/GetTutorMessageList', { page: 1, size: 3 });
    expect(first.ErrorCode).toBe(0);
    expect(first.Body.items).toHaveLength(3);
    expect(first.Body.items.every((item) => item.type === 1)).toBe(true);
    const times = first.Body.items.map((item) => item.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await list(demo, '/api/Message/GetTutorMessageList', { page: 2, size: 3, type: 1 });
    expect(second.Body.total).toBe(first.Body.total);
    expect(second.Body.items.map((item) => item.mid)).not.toContain(first.Body.items[0]?.mid);
    expect(first.Body.total).toBeGreaterThan(3);
    // A page past the end has no row to carry the count: the total still comes with it.
    const pastTheEnd = await list(demo, '/api/Message/GetTutorMessageList', { page: 1000, size: 3, type: 1 });
    expect(pastTheEnd.Body).toMatchObject({ total: first.Body.total, items: [] });
  });

  it('searches title and content case-insensitively, treating % and _ as text', async () => {
    const found = await list(demo, '/api/Message/GetTutorMessageList', { key: 'PRONUNCIATION', page: 1, size: 10, type: 1 });
    expect(found.Body.items.map((item) => item.title)).toEqual(['Student requests a focus on pronunciation']);
    const wildcard = await list(demo, '/api/Message/GetTutorMessageList', { key: '%', page: 1, size: 10, type: 1 });
    expect(wildcard.Body.total).toBe(0);
  });

  it('lists the remind tab with all eight reminder types and their fields', async () => {
    const reminders = await list(demo, '/api/Message/GetTutorMsgMessageList', { type: 2, page: 1, size: 50 });
    const types = reminders.Body.items.map((item) => item.reminderType).filter(Boolean);
    expect(new Set(types)).toEqual(new Set(REMINDER_TYPES));
    const complaint = reminders.Body.items.find((item) => item.reminderType === 'ComplaintReminder');
    expect(complaint?.reminder).toMatchObject({ complainant: expect.any(String), complainttype: expect.any(String), complaintreason: expect.any(String) });
    const missingType = await t.call('POST', '/api/Message/GetTutorMsgMessageList', { token: demo, query: { page: 1, size: 10 } });
    expect(missingType.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: "'type' is required.", Body: null });
    const badType = await t.call('POST', '/api/Message/GetTutorMsgMessageList', { token: demo, query: { type: 9 } });
    expect(badType.json.ErrorCode).toBe(ErrorCode.Failed);
  });

  it('lists level-up messages', async () => {
    const levels = await list(demo, '/api/Message/getTutorLevelMessageList');
    expect(levels.Body.total).toBeGreaterThanOrEqual(2);
    expect(levels.Body.items.every((item) => item.kind === MessageKind.levelUp && item.type === 4)).toBe(true);
  });

  it('opens a message, marking it read, and keeps other tutors out', async () => {
    const before = await counters(demo);
    const unreadNotice = (await list(demo, '/api/Message/GetTutorMessageList', { page: 1, size: 50 })).Body.items.find((item) => !item.isRead);
    expect(unreadNotice).toBeDefined();
    const opened = await t.call<View>('POST', '/api/Message/GetMessageById', { token: demo, query: { id: unreadNotice!.mid } });
    expect(opened.json.Body).toMatchObject({ mid: unreadNotice!.mid, isRead: true });
    expect((await counters(demo)).unread).toBe(before.unread - 1);
    const foreign = await t.call('POST', '/api/Message/GetMessageById', { token: demo2, query: { id: unreadNotice!.mid } });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ ErrorCode: ErrorCode.NotFound, Msg: Messages.messageNotFound, Body: null });
  });

  it('opens a reminder with its fields, and only reminders', async () => {
    const reminders = await list(demo, '/api/Message/GetTutorMsgMessageList', { type: 2, page: 1, size: 50 });
    const booking = reminders.Body.items.find((item) => item.reminderType === 'BookingReminder')!;
    const opened = await t.call<View>('POST', '/api/Message/GetMessageRemindById', { token: demo, query: { id: booking.mid } });
    expect(opened.json.Body.reminder).toMatchObject({ classid: expect.any(String), operationtype: 'Book' });
    const notice = (await list(demo, '/api/Message/GetTutorMessageList')).Body.items[0]!;
    const wrongKind = await t.call('POST', '/api/Message/GetMessageRemindById', { token: demo, query: { id: notice.mid } });
    expect(wrongKind.json.ErrorCode).toBe(ErrorCode.NotFound);
  });

  it("marks read by ids (only the caller's) and by tab, pushing the new counters", async () => {
    const baseUrl = await listen(t.app);
    const client = hubClient(baseUrl, demo2);
    await client.connection.start();
    const demo2Items = (await list(demo2, '/api/Message/GetTutorMessageList', { page: 1, size: 50 })).Body.items.filter((item) => !item.isRead);
    const demoItem = (await list(demo, '/api/Message/GetTutorMessageList', { page: 1, size: 50 })).Body.items.find((item) => !item.isRead)!;
    const pushed = client.log.next('GetTutorNotReadMsgCount');
    const byIds = await t.call<number>('POST', '/api/Message/BatchSetReadedByMIds', {
      token: demo2,
      body: { Mids: [...demo2Items.map((item) => item.mid), demoItem.mid] },
    });
    expect(byIds.json.Body).toBe(demo2Items.length);
    const [pushedCounters] = (await pushed) as [Counters];
    expect(pushedCounters).toEqual(await counters(demo2));
    const stillUnread = await t.call<View>('POST', '/api/Message/GetMessageById', { token: demo, query: { id: demoItem.mid } });
    expect(stillUnread.json.Body.mid).toBe(demoItem.mid);
    const empty = await t.call('POST', '/api/Message/BatchSetReadedByMIds', { token: demo2, body: { Mids: [] } });
    expect(empty.json.ErrorCode).toBe(ErrorCode.Failed);

    expect((await counters(demo)).remind).toBeGreaterThan(0);
    const byType = await t.call<number>('POST', '/api/Message/BatchSetReadedByType', { token: demo, query: { type: 2 } });
    expect(byType.json.Body).toBeGreaterThan(0);
    expect((await counters(demo)).remind).toBe(0);
    await client.connection.stop();
  });

  it('accepts a class notice, and refuses one only with a reason', async () => {
    const notices = (await list(demo2, '/api/Message/GetTutorMessageList', { page: 1, size: 50 })).Body.items;
    const notice = notices.find((item) => item.kind === MessageKind.classNotice && item.noticeStatus === NoticeStatus.pending)!;
    for (const reason of ['   ', undefined]) {
      const refused = await t.call('POST', '/api/tutorcomm/NoticeSendRefuse', { token: demo2, body: { mid: notice.mid, reason } });
      expect(refused.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: Messages.refuseReasonRequired, Body: null });
    }
    const foreign = await t.call('POST', '/api/tutorcomm/NoticeSendAccept', { token: demo, body: { mid: notice.mid } });
    expect(foreign.json.ErrorCode).toBe(ErrorCode.NotFound);
    const refused = await t.call('POST', '/api/tutorcomm/NoticeSendRefuse', {
      token: demo2,
      body: { mid: notice.mid, reason: '  I am on leave that week.  ' },
    });
    expect(refused.json).toEqual({ ErrorCode: 0, Msg: '', Body: true });
    const view = await t.call<View>('POST', '/api/Message/GetMessageById', { token: demo2, query: { id: notice.mid } });
    expect(view.json.Body).toMatchObject({ noticeStatus: NoticeStatus.refused, refuseReason: 'I am on leave that week.', isRead: true });
    const acceptAfter = await t.call('POST', '/api/tutorcomm/NoticeSendAccept', { token: demo2, body: { mid: notice.mid } });
    expect(acceptAfter.json).toEqual({ ErrorCode: ErrorCode.Failed, Msg: Messages.noticeAlreadyAnswered, Body: null });

    const pending = (await list(demo, '/api/Message/GetTutorMessageList', { page: 1, size: 50 })).Body.items.find(
      (item) => item.kind === MessageKind.classNotice && item.noticeStatus === NoticeStatus.pending,
    )!;
    const accepted = await t.call('POST', '/api/tutorcomm/NoticeSendAccept', { token: demo, body: { mid: pending.mid } });
    expect(accepted.json.Body).toBe(true);
    const again = await t.call('POST', '/api/tutorcomm/NoticeSendAccept', { token: demo, body: { mid: pending.mid } });
    expect(again.json.Body).toBe(true);
  });

  it('marks a system message read with ReadSysMsg and a class notice with ReadClassMsg, each only for its kind', async () => {
    const items = (await list(demo, '/api/Message/GetTutorMessageList', { page: 1, size: 50 })).Body.items;
    const system = items.find((item) => item.kind === MessageKind.system)!;
    const notice = items.find((item) => item.kind === MessageKind.classNotice)!;
    expect((await t.call('POST', '/api/tutorcomm/ReadSysMsg', { token: demo, body: { Mid: system.mid } })).json.Body).toBe(true);
    expect((await t.call('POST', '/api/tutorcomm/ReadSysMsg', { token: demo, body: { Mid: notice.mid } })).json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await t.call('POST', '/api/tutorcomm/ReadClassMsg', { token: demo, body: { Mid: notice.mid } })).json.Body).toBe(true);
    expect((await t.call('POST', '/api/tutorcomm/ReadClassMsg', { token: demo2, body: { Mid: notice.mid } })).json.ErrorCode).toBe(ErrorCode.NotFound);
  });

  it('lists training messages within a time window', async () => {
    const all = await t.call<{ total: number; items: View[] }>('POST', '/api/Message/GetTutorMoodleMsgList', { token: demo, body: { limit: 10, offset: 0 } });
    expect(all.json.Body.total).toBe(2);
    const recent = await t.call<{ total: number; items: View[] }>('POST', '/api/Message/GetTutorMoodleMsgList', {
      token: demo,
      body: { start: new Date(t.clock.now().getTime() - 48 * 3_600_000).toISOString(), limit: 10, offset: 0 },
    });
    expect(recent.json.Body.items.map((item) => item.title)).toEqual(['New course: Teaching Young Learners']);
    expect((await t.call('POST', '/api/Message/GetTutorMoodleMsgList', { token: demo2, body: { limit: 10, offset: 0 } })).json.Body).toEqual({
      total: 0,
      items: [],
    });
  });

  it('pushes each kind with its event, then the counters', async () => {
    const baseUrl = await listen(t.app).catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
    const client = hubClient(baseUrl, demo2);
    await client.connection.start();
    for (const kind of [MessageKind.reminder, MessageKind.selfSchedule, MessageKind.moodle, MessageKind.paymentProvider, MessageKind.levelUp]) {
      const event = client.log.next(EVENT_OF_KIND[kind], ([message]) => (message as View).kind === kind);
      const count = client.log.next('GetTutorNotReadMsgCount');
      const sent = await sendMessage(t.app, { tutorId: DemoUsers.demo2.id, kind, title: `A ${kind} message` });
      expect(await event).toEqual([sent]);
      expect(await count).toEqual([await counters(demo2)]);
    }
    await client.connection.stop();
  });

  it('refuses calls without a token and from staff', async () => {
    expect((await t.call('POST', '/api/Message/NotReadMsgCount')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
    const staff = await t.login('staff', DemoUsers.staff.password);
    expect((await t.call('POST', '/api/Message/NotReadMsgCount', { token: staff })).json.ErrorCode).toBe(ErrorCode.Forbidden);
  });
});
