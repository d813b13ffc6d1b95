import type { FastifyInstance } from 'fastify';
import staffRoutes from '../staff/staff.routes';
import accountRoutes from './account/account.routes';
import messageRouteGroups from './message/index';
import shellRoutes from './shell/shell.routes';
import signInRoutes from './sign-in/sign-in.routes';
import systemRoutes from './system/system.routes';
import uploadsPlugin from '../uploads/uploads.plugin';

/** Every route group of the API. Each area adds one line. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
  await app.register(accountRoutes);
  await app.register(signInRoutes);
  await app.register(uploadsPlugin);
  await app.register(shellRoutes);
  await app.register(messageRouteGroups);
  await app.register(staffRoutes);
}
