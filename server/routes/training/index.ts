import type { FastifyInstance } from 'fastify';
import trainingKitsRoutes from './training-kits.routes';

/** The training area (issue 13): training kits with scored tests. */
export default async function trainingRouteGroups(app: FastifyInstance): Promise<void> {
  await app.register(trainingKitsRoutes);
}
