import type { FastifyInstance } from 'fastify';
import courseLearningRoutes from './course-learning.routes';
import growthScheduleRoutes from './growth-schedule.routes';
import growthVisitsRoutes from './growth-visits.routes';
import honoursRoutes from './honours.routes';
import levelsRoutes from './levels.routes';
import rankingsRoutes from './rankings.routes';

/** The growth area's later calls (issue 14, continued): levels, grade honour, milestones, course learning, the visit log, schedule confirmation and class photos, and the leaderboards. */
export default async function growthMorePlugin(app: FastifyInstance): Promise<void> {
  await app.register(levelsRoutes);
  await app.register(honoursRoutes);
  await app.register(courseLearningRoutes);
  await app.register(growthVisitsRoutes);
  await app.register(growthScheduleRoutes);
  await app.register(rankingsRoutes);
}
