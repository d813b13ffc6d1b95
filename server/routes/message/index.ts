import type { FastifyInstance } from 'fastify';
import { scheduleAttendanceDeadline } from '../../jobs/attendance-deadline.job';
import attendanceRoutes from './attendance.routes';
import classNoticeRoutes from './class-notice.routes';
import classRequestRoutes from './class-request.routes';
import messageRoutes from './message.routes';

/** The message center's route groups (issue 5) and the attendance deadline job they rely on. */
export default async function messageRouteGroups(app: FastifyInstance): Promise<void> {
  await app.register(messageRoutes);
  await app.register(classNoticeRoutes);
  await app.register(attendanceRoutes);
  await app.register(classRequestRoutes);
  scheduleAttendanceDeadline(app);
}
