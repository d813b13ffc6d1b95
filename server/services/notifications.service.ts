import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ClassEventKind } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  DEFAULT_CHANNELS,
  DEFAULT_REMINDER_MINUTES,
  NOTIFICATION_KINDS,
  NOTIFICATION_LABELS,
  NotificationKind,
  NotificationMessages,
  REMINDER_MINUTES_OPTIONS,
  isNotificationKind,
  type NotificationPreferences,
} from '../../src/domain/notification-preferences';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import {
  deleteNotificationSettings,
  deletePreference,
  findNotificationSettings,
  insertDeliveryOnce,
  insertNotificationSettings,
  insertPreference,
  listBookedClassesWithReminder,
  listPendingDeliveries,
  listPreferenceRows,
  listTutorIdsWithSettings,
  markDelivery,
} from '../repositories/notifications.repository';
import { findTutorPhone } from '../repositories/phones.repository';
import { findUserEmail } from '../repositories/users.repository';
import type { ClassEventHook } from './class-event-hooks';
import type { Clock } from './clock';
import { deliver, type DeliveryDeps } from './delivery.service';

// ---- Preferences --------------------------------------------------------------------------------

export async function notificationPreferences(db: Kysely<Database>, tutorId: number): Promise<NotificationPreferences> {
  const rows = await listPreferenceRows(db, tutorId);
  const settings = await findNotificationSettings(db, tutorId);
  return {
    reminderMinutes: settings?.reminder_minutes ?? DEFAULT_REMINDER_MINUTES,
    items: NOTIFICATION_KINDS.map((kind) => {
      const row = rows.find((candidate) => candidate.kind === kind);
      return row ? { kind, byEmail: row.by_email === 1, bySms: row.by_sms === 1 } : { kind, ...DEFAULT_CHANNELS };
    }),
  };
}

async function setChoice(db: Kysely<Database>, tutorId: number, choice: { kind: string; byEmail: boolean; bySms: boolean }, at: string): Promise<void> {
  await deletePreference(db, tutorId, choice.kind);
  await insertPreference(db, { tutor_id: tutorId, kind: choice.kind, by_email: choice.byEmail ? 1 : 0, by_sms: choice.bySms ? 1 : 0, updated_at: at });
}

export async function saveNotificationPreferences(
  deps: { db: Kysely<Database>; clock: Clock },
  tutorId: number,
  preferences: { reminderMinutes: number; items: Array<{ kind: string; byEmail: boolean; bySms: boolean }> },
): Promise<NotificationPreferences> {
  if (!(REMINDER_MINUTES_OPTIONS as readonly number[]).includes(preferences.reminderMinutes))
    throw new ApiFailure(ErrorCode.Failed, NotificationMessages.reminderInvalid);
  if (preferences.items.some((item) => !isNotificationKind(item.kind))) throw new ApiFailure(ErrorCode.Failed, NotificationMessages.kindUnknown);
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    for (const item of preferences.items) await setChoice(trx, tutorId, item, at);
    await deleteNotificationSettings(trx, tutorId);
    await insertNotificationSettings(trx, tutorId, preferences.reminderMinutes, at);
  });
  return notificationPreferences(deps.db, tutorId);
}

// ---- Unsubscribe links (work without signing in) --------------------------------------------------

const mac = (payload: string, secret: string) => createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

/** A token naming the tutor and the kind, signed with the app secret: it can only turn e-mail off. */
export function unsubscribeToken(tutorId: number, kind: NotificationKind, secret: string): string {
  const payload = `${tutorId}.${kind}`;
  return `${payload}.${mac(payload, secret)}`;
}

export function readUnsubscribeToken(token: string, secret: string): { tutorId: number; kind: NotificationKind } | null {
  const [id, kind, signature] = token.split('.');
  if (!id || !kind || !signature || !/^\d+$/.test(id) || !isNotificationKind(kind)) return null;
  const expected = Buffer.from(mac(`${id}.${kind}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { tutorId: Number(id), kind };
}

export async function unsubscribe(deps: { db: Kysely<Database>; clock: Clock }, token: string, secret: string): Promise<string> {
  const target = readUnsubscribeToken(token, secret);
  if (!target) throw new ApiFailure(ErrorCode.Failed, NotificationMessages.unsubscribeInvalid, 400);
  const current = (await notificationPreferences(deps.db, target.tutorId)).items.find((item) => item.kind === target.kind)!;
  await setChoice(deps.db, target.tutorId, { ...current, byEmail: false }, deps.clock.now().toISOString());
  return NotificationMessages.unsubscribed(NOTIFICATION_LABELS[target.kind]);
}

// ---- Queueing: other areas call these, in their own transaction -----------------------------------

export interface QueuedNotification {
  tutorId: number;
  kind: NotificationKind;
  /** What it is about; one delivery per tutor, kind and source. */
  sourceKey: string;
  subject: string;
  body: string;
  at: string;
}

/** Queues a notification; a second one for the same source is ignored, so replays never send twice. */
export async function queueNotification(db: Kysely<Database>, notification: QueuedNotification): Promise<void> {
  await insertDeliveryOnce(db, {
    tutor_id: notification.tutorId,
    kind: notification.kind,
    source_key: notification.sourceKey,
    subject: notification.subject,
    body: notification.body,
    status: 'pending',
    created_at: notification.at,
    delivered_at: null,
  });
}

/** The money area calls this when a tutor's pay statement for `period` (e.g. 2026-11) is ready. */
export function notifyPayStatementReady(db: Kysely<Database>, tutorId: number, period: string, at: string): Promise<void> {
  return queueNotification(db, {
    tutorId,
    kind: NotificationKind.payStatement,
    sourceKey: period,
    subject: `Your pay statement for ${period} is ready`,
    body: `Your pay statement for ${period} is ready. Sign in to the tutor portal to read it under Service Fee.`,
    at,
  });
}

/** The feedback area calls this when staff reply to a tutor's feedback: one mail per reply. */
export function notifyFeedbackReply(
  db: Kysely<Database>,
  tutorId: number,
  feedback: { feedbackId: number; replyId: number },
  reply: string,
  at: string,
): Promise<void> {
  const { feedbackId, replyId } = feedback;
  return queueNotification(db, {
    tutorId,
    kind: NotificationKind.feedbackReply,
    sourceKey: `${feedbackId}:${replyId}`,
    subject: 'Staff replied to your feedback',
    body: `Staff replied to your feedback #${feedbackId}:\n\n${reply}`,
    at,
  });
}

const classTime = (startAt: string, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(startAt))} (${timeZone})`;

/** The class event hook: a booking or a cancellation is queued for the tutor (class-event-hooks.ts). */
export const classNotificationHook: ClassEventHook = async (trx, events, context) => {
  const relevant = events.filter(({ event }) => event.kind === ClassEventKind.booked || event.kind === ClassEventKind.cancelled);
  if (relevant.length === 0) return;
  // Only tutors who chose their notifications (a settings row) get any: see DEFAULT_CHANNELS.
  const tutorIds = [...new Set(relevant.map(({ lesson }) => lesson.tutor_id))];
  const optedIn = new Set(await listTutorIdsWithSettings(trx, tutorIds));
  for (const { event, lesson } of relevant) {
    if (!optedIn.has(lesson.tutor_id)) continue;
    const when = classTime(lesson.start_at, context.providerTimeZone);
    if (event.kind === ClassEventKind.booked) {
      await queueNotification(trx, {
        tutorId: lesson.tutor_id,
        kind: NotificationKind.classBooked,
        sourceKey: String(event.id),
        subject: `Class booked: ${when}`,
        body: `A class (#${lesson.id}) was booked with you for ${when}.`,
        at: event.created_at,
      });
    } else if (event.kind === ClassEventKind.cancelled) {
      await queueNotification(trx, {
        tutorId: lesson.tutor_id,
        kind: NotificationKind.classCancelled,
        sourceKey: String(event.id),
        subject: `Class cancelled: ${when}`,
        body: `Your class (#${lesson.id}) of ${when} was cancelled.`,
        at: event.created_at,
      });
    }
  }
};

/** Queues a reminder for each booked class starting within its tutor's chosen lead time. */
export async function queueClassReminders(db: Kysely<Database>, now: Date, timeZone: string): Promise<number> {
  const longest = Math.max(...REMINDER_MINUTES_OPTIONS);
  const classes = await listBookedClassesWithReminder(db, now.toISOString(), new Date(now.getTime() + longest * 60_000).toISOString());
  let queued = 0;
  for (const lesson of classes) {
    const lead = lesson.reminder_minutes * 60_000;
    if (Date.parse(lesson.start_at) - now.getTime() > lead) continue;
    const when = classTime(lesson.start_at, timeZone);
    await queueNotification(db, {
      tutorId: lesson.tutor_id,
      kind: NotificationKind.classReminder,
      sourceKey: String(lesson.id),
      subject: `Reminder: class at ${when}`,
      body: `Your class (#${lesson.id}) starts at ${when}.`,
      at: now.toISOString(),
    });
    queued += 1;
  }
  return queued;
}

// ---- Delivery -------------------------------------------------------------------------------------

export interface NotificationDeliveryDeps extends DeliveryDeps {
  appSecret: string;
  /** Where the portal is reached from a mail (unsubscribe links). */
  publicOrigin: string;
}

/** A page opened from an e-mail, not an API call: outside /api, like the calendar feed. */
export const unsubscribePath = '/notifications/unsubscribe';

/** Sends every pending notification by the channels its tutor chose; each e-mail carries an unsubscribe link. */
export async function deliverPendingNotifications(deps: NotificationDeliveryDeps, limit = 100): Promise<{ sent: number; skipped: number }> {
  const pending = await listPendingDeliveries(deps.db, limit);
  let sent = 0;
  let skipped = 0;
  for (const row of pending) {
    const kind = row.kind as NotificationKind;
    const choice = (await notificationPreferences(deps.db, row.tutor_id)).items.find((item) => item.kind === kind) ?? { ...DEFAULT_CHANNELS };
    const user = await findUserEmail(deps.db, row.tutor_id);
    const phone = await findTutorPhone(deps.db, row.tutor_id);
    let delivered = false;
    if (choice.byEmail && user?.email) {
      const link = `${deps.publicOrigin}${unsubscribePath}?token=${encodeURIComponent(unsubscribeToken(row.tutor_id, kind, deps.appSecret))}`;
      await deliver(deps, {
        channel: 'email',
        to: user.email,
        userId: row.tutor_id,
        kind: `notification.${kind}`,
        subject: row.subject,
        text: `${row.body}\n\nTo stop these e-mails ("${NOTIFICATION_LABELS[kind]}"), open: ${link}`,
        headers: { 'List-Unsubscribe': `<${link}>` },
      });
      delivered = true;
    }
    if (choice.bySms && phone) {
      await deliver(deps, {
        channel: 'sms',
        to: `+${phone.country_code.replace(/\D/g, '')}${phone.phone.replace(/\D/g, '')}`,
        userId: row.tutor_id,
        kind: `notification.${kind}`,
        text: row.body,
      });
      delivered = true;
    }
    await markDelivery(deps.db, row.id, delivered ? 'sent' : 'skipped', deps.clock.now().toISOString());
    if (delivered) sent += 1;
    else skipped += 1;
  }
  return { sent, skipped };
}
