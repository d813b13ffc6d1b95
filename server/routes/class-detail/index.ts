import type { FastifyInstance } from 'fastify';
import classMaterialsRoutes from './class-materials.routes';
import classRemarksRoutes from './class-remarks.routes';

/** The class detail page's calls (issue 11). */
export default async function classDetailRouteGroups(app: FastifyInstance): Promise<void> {
  await app.register(classMaterialsRoutes);
  await app.register(classRemarksRoutes);
}
