import type { FastifyInstance } from 'fastify';
import trainingBookingRoutes from './training-booking.routes';
import trainingCenterRoutes from './training-center.routes';
import trainingKitsRoutes from './training-kits.routes';
import sopRoutes from './sop.routes';
import publicClassRoutes from './public-class.routes';
import trainingPlatformsRoutes from './training-platforms.routes';

/** The training area (issue 13): training kits with scored tests, the training center. */
export default async function trainingRouteGroups(app: FastifyInstance): Promise<void> {
  await app.register(trainingKitsRoutes);
  await app.register(trainingCenterRoutes);
  await app.register(trainingBookingRoutes);
  await app.register(sopRoutes);
  await app.register(publicClassRoutes);
  await app.register(trainingPlatformsRoutes);
}
