import type { FastifyInstance } from 'fastify';
import { cancelUnconfirmedClasses } from '../services/attendance.service';

/**
 * Runs the attendance deadline (cancel with penalty any class still unconfirmed 30 minutes before
 * it starts) every `attendanceJobIntervalMs` while the app is up; 0 turns it off. Tests call
 * cancelUnconfirmedClasses directly with a ManualClock instead of waiting for the interval.
 */
export function scheduleAttendanceDeadline(app: FastifyInstance): void {
  const interval = app.config.realtime.attendanceJobIntervalMs;
  if (interval <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    cancelUnconfirmedClasses(app)
      .then((cancelled) => {
        if (cancelled > 0) app.log.info({ cancelled }, 'classes cancelled: attendance not confirmed in time');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'attendance deadline job failed'))
      .finally(() => {
        running = false;
      });
  }, interval);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
