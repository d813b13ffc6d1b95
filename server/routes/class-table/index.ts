import type { FastifyInstance } from 'fastify';
import calendarFeedRoutes from './calendar-feed.routes';
import classTableRoutes from './class-table.routes';
import classroomJoinRoutes from './classroom-join.routes';

/** The class table area (issue 10): reads, joining the classroom, and the calendar feed. */
export default async function classTableRouteGroups(app: FastifyInstance): Promise<void> {
  await app.register(classTableRoutes);
  await app.register(classroomJoinRoutes);
  await app.register(calendarFeedRoutes);
}
