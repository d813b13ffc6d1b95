import type { FastifyInstance } from 'fastify';
import absentProofRoutes from './absent-proof.routes';
import behaviourDataRoutes from './behaviour-data.routes';
import classExtrasRoutes from './class-extras.routes';
import classHelpRoutes from './class-help.routes';
import classMaterialsRoutes from './class-materials.routes';
import classRemarksRoutes from './class-remarks.routes';
import classReportsRoutes from './class-reports.routes';
import lessonPlanRoutes from './lesson-plan.routes';

/** The class detail page's calls (issue 11). */
export default async function classDetailRouteGroups(app: FastifyInstance): Promise<void> {
  await app.register(classMaterialsRoutes);
  await app.register(classRemarksRoutes);
  await app.register(lessonPlanRoutes);
  await app.register(classHelpRoutes);
  await app.register(absentProofRoutes);
  await app.register(classExtrasRoutes);
  await app.register(behaviourDataRoutes);
  await app.register(classReportsRoutes);
}
