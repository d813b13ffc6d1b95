import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRound } from '../../server/jobs/notification-delivery.job';
import { notificationDeliveryDeps, recordsDepsOf } from '../../server/routes/records/records-deps';
import { DemoStudents, ucidOf } from '../../server/seed/teaching.seed';
import { bookClass, changeClassStatus } from '../../server/services/class.service';
import { notifyFeedbackReply, notifyPayStatementReady } from '../../server/services/notifications.service';
import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { NotificationMessages, type NotificationPreferences } from '../../src/domain/notification-preferences';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

const DAY = 86_400_000;
const MINUTE = 60_000;
const email = 'joseph.reyes@example.com';

describe(`notification preferences and delivery (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let mail: MailCatcher;
  let demo: string;
  let demo2: string;
  const round = () => notificationRound(notificationDeliveryDeps(t.app, recordsDepsOf(t.app)), 'Asia/Manila');
  const mailsTo = (subject: RegExp) => mail.mails.filter((m) => m.to.includes(email) && subject.test(m.subject));
  /** A half-hour start `days` ahead no seeded class uses (02:30 UTC). */
  const freeStart = (days: number) => {
    const day = new Date(t.clock.now().getTime() + days * DAY);
    day.setUTCHours(2, 30, 0, 0);
    return day.toISOString();
  };
  const book = (startAt: string) =>
    bookClass(t.app, {
      tutorId: DemoUsers.demo2.id,
      studentId: DemoStudents[1].id,
      ucid: ucidOf(DemoStudents[1].id),
      classType: ClassType.regular,
      classTool: 7,
      startAt,
      feePhp: 200,
      actor: ClassActor.staff,
    });

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await startTestApp({ env: { SMTP_URL: mail.url, ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    demo = await t.login('demo', DemoUsers.demo.password);
    demo2 = await t.login('demo2', DemoUsers.demo2.password);
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  it('answers defaults, checks and saves choices per tutor', async () => {
    const defaults = (await t.call<NotificationPreferences>('GET', '/api/Notifications/Preferences', { token: demo2 })).json.Body;
    expect(defaults.reminderMinutes).toBe(60);
    expect(defaults.items.every((item) => !item.byEmail && !item.bySms)).toBe(true);
    const bad = await t.call('POST', '/api/Notifications/SavePreferences', { token: demo2, body: { ReminderMinutes: 7, Items: [] } });
    expect(bad.json.Msg).toBe(NotificationMessages.reminderInvalid);
    const unknown = await t.call('POST', '/api/Notifications/SavePreferences', {
      token: demo2,
      body: { ReminderMinutes: 30, Items: [{ Kind: 'everything', ByEmail: true, BySms: false }] },
    });
    expect(unknown.json.Msg).toBe(NotificationMessages.kindUnknown);
    const saved = await t.call<NotificationPreferences>('POST', '/api/Notifications/SavePreferences', {
      token: demo2,
      body: {
        ReminderMinutes: 30,
        Items: ['classBooked', 'classCancelled', 'classReminder', 'feedbackReply', 'payStatement'].map((Kind) => ({
          Kind,
          ByEmail: Kind !== 'feedbackReply',
          BySms: false,
        })),
      },
    });
    expect(saved.json).toMatchObject({ ErrorCode: 0, Msg: NotificationMessages.saved, Body: { reminderMinutes: 30 } });
    expect(saved.json.Body.items.find((item) => item.kind === 'feedbackReply')).toEqual({ kind: 'feedbackReply', byEmail: false, bySms: false });
    // Another tutor's choices are their own.
    const others = (await t.call<NotificationPreferences>('GET', '/api/Notifications/Preferences', { token: demo })).json.Body;
    expect(others.reminderMinutes).toBe(60);
    expect(others.items.find((item) => item.kind === 'classBooked')?.byEmail).toBe(false);
  });

  it('e-mails a booking, a cancellation and a reminder once each, read from the SMTP server', async () => {
    const lesson = await book(freeStart(3));
    expect(await round()).toMatchObject({ sent: 1 });
    const booked = await mail.waitFor(email, (m) => m.subject.startsWith('Class booked'));
    expect(booked.text).toContain(`#${lesson.id}`);
    expect(booked.text).toMatch(/\/notifications\/unsubscribe\?token=/);
    // mailparser gathers the List-* headers under 'list'.
    expect(JSON.stringify(booked.headers.get('list'))).toContain('/notifications/unsubscribe');
    expect(await round()).toMatchObject({ sent: 0 });
    expect(mailsTo(/^Class booked/)).toHaveLength(1);

    await changeClassStatus(t.app, { classId: lesson.id, to: ClassStatus.cancelled, actor: ClassActor.staff, reason: 'Student asked' });
    await round();
    expect((await mail.waitFor(email, (m) => m.subject.startsWith('Class cancelled'))).text).toContain(`#${lesson.id}`);

    // The reminder comes within the tutor's 30 minutes, not before.
    const later = await book(freeStart(5));
    await round();
    const clock = t.clock;
    const before = clock.now();
    clock.set(new Date(Date.parse(later.start_at) - 45 * MINUTE));
    expect(await round()).toMatchObject({ reminders: 0 });
    clock.set(new Date(Date.parse(later.start_at) - 20 * MINUTE));
    expect(await round()).toMatchObject({ reminders: 1, sent: 1 });
    expect((await mail.waitFor(email, (m) => m.subject.startsWith('Reminder'))).text).toContain(`#${later.id}`);
    await round();
    expect(mailsTo(/^Reminder/)).toHaveLength(1);
    clock.set(before);
  });

  it('skips what the tutor turned off, and the unsubscribe link turns one kind off without signing in', async () => {
    const at = t.clock.now().toISOString();
    await notifyFeedbackReply(t.database.db, DemoUsers.demo2.id, { feedbackId: 41, replyId: 1 }, 'We fixed your pay.', at);
    await notifyPayStatementReady(t.database.db, DemoUsers.demo2.id, '2026-10', at);
    expect(await round()).toMatchObject({ sent: 1, skipped: 1 });
    const pay = await mail.waitFor(email, (m) => m.subject.includes('pay statement'));
    expect(mailsTo(/feedback/)).toHaveLength(0);

    const link = new URL(/(https?:\/\/\S+)/.exec(pay.text)![1]!);
    const token = link.searchParams.get('token')!;
    const tampered = await t.call('GET', link.pathname, { query: { token: token.replace(/^\d+/, String(DemoUsers.demo.id)) }, sign: false });
    expect(tampered.status).toBe(400);
    const opened = await t.call('GET', link.pathname, { query: { token }, sign: false });
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('You will no longer receive');
    const after = (await t.call<NotificationPreferences>('GET', '/api/Notifications/Preferences', { token: demo2 })).json.Body;
    expect(after.items.find((item) => item.kind === 'payStatement')?.byEmail).toBe(false);
    // demo's choice is untouched by demo2's link.
    await t.call('POST', '/api/Notifications/SavePreferences', {
      token: demo,
      body: { ReminderMinutes: 60, Items: [{ Kind: 'payStatement', ByEmail: true, BySms: false }] },
    });
    expect((await t.call('GET', link.pathname, { query: { token }, sign: false })).status).toBe(200);
    expect(
      (await t.call<NotificationPreferences>('GET', '/api/Notifications/Preferences', { token: demo })).json.Body.items.find(
        (item) => item.kind === 'payStatement',
      )?.byEmail,
    ).toBe(true);

    await notifyPayStatementReady(t.database.db, DemoUsers.demo2.id, '2026-11', at);
    expect(await round()).toMatchObject({ sent: 0 });
    const row = await t.database.db
      .selectFrom('notification_deliveries')
      .select('status')
      .where('tutor_id', '=', DemoUsers.demo2.id)
      .where('source_key', '=', '2026-11')
      .executeTakeFirst();
    expect(row?.status).toBe('skipped');
  });
});
