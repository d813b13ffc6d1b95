import type { FastifyInstance } from 'fastify';
import trainingBookingRoutes from './training-booking.routes';
import trainingCenterRoutes from './training-center.routes';
import trainingKitsRoutes from './training-kits.routes';
import sopRoutes from './sop.routes';
import publicClassRoutes from './public-class.routes';
import trainingPlatformsRoutes from './training-platforms.routes';
import trainingResourcesRoutes from './training-resources.routes';
import trainingClassesRoutes from './training-classes.routes';
// The trainers' staff calls live with the staff files but belong to this area: registered here.
import staffTrainingRoutes from '../../staff/staff-training.routes';

/** The training area (issue 13): training kits with scored tests, the training center. */
export default async function trainingRouteGroups(app: FastifyInstance): Promise<void> {
  await app.register(trainingKitsRoutes);
  await app.register(trainingCenterRoutes);
  await app.register(trainingBookingRoutes);
  await app.register(sopRoutes);
  await app.register(publicClassRoutes);
  await app.register(trainingPlatformsRoutes);
  await app.register(trainingResourcesRoutes);
  await app.register(trainingClassesRoutes);
  await app.register(staffTrainingRoutes);
}
