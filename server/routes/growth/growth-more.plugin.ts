import type { FastifyInstance } from 'fastify';
import honoursRoutes from './honours.routes';
import levelsRoutes from './levels.routes';

/** The growth area's later calls (issue 14, continued): levels, grade honour and milestones. */
export default async function growthMorePlugin(app: FastifyInstance): Promise<void> {
  await app.register(levelsRoutes);
  await app.register(honoursRoutes);
}
