import type { FastifyInstance } from 'fastify';
import { deliverPendingNotifications, queueClassReminders, type NotificationDeliveryDeps } from '../services/notifications.service';
import { scheduleLeasedJob } from './leased-job';

/** A minute: reminders come at most this late after their lead time, queued mail as late. */
export const NOTIFICATION_JOB_INTERVAL_MS = 60_000;

/** One round: queue the class reminders now due, then send whatever is pending. Tests call it directly. */
export async function notificationRound(deps: NotificationDeliveryDeps, timeZone: string): Promise<Record<string, number>> {
  const reminders = await queueClassReminders(deps.db, deps.clock.now(), timeZone);
  const { sent, skipped } = await deliverPendingNotifications(deps);
  return { reminders, sent, skipped };
}

/** Runs notificationRound every minute in one process of several (a job lease). */
export function scheduleNotificationDelivery(app: FastifyInstance, deps: NotificationDeliveryDeps): void {
  scheduleLeasedJob(app, {
    name: 'notification-delivery',
    intervalMs: NOTIFICATION_JOB_INTERVAL_MS,
    run: () => notificationRound(deps, app.config.shell.providerTimeZone),
  });
}
