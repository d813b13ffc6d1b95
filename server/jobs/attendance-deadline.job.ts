import type { FastifyInstance } from 'fastify';
import { cancelUnconfirmedClasses } from '../services/attendance.service';
import { scheduleLeasedJob } from './leased-job';

/**
 * Runs the attendance deadline (cancel with penalty any class still unconfirmed 30 minutes before
 * it starts) every `attendanceJobIntervalMs` while the app is up, in one process of several (a job
 * lease); 0 turns it off. Tests call cancelUnconfirmedClasses directly with a ManualClock instead
 * of waiting for the interval.
 */
export function scheduleAttendanceDeadline(app: FastifyInstance): void {
  scheduleLeasedJob(app, {
    name: 'attendance-deadline',
    intervalMs: app.config.realtime.attendanceJobIntervalMs,
    run: async () => ({ cancelled: await cancelUnconfirmedClasses(app) }),
  });
}
