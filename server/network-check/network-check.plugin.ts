import type { FastifyPluginAsync } from 'fastify';
import deviceCheckRoutes from './device-check.routes';
import speedTestRoutes from './speed-test.routes';

/** Issue 20's network and device check, and the desktop client's version record. */
const networkCheckPlugin: FastifyPluginAsync = async (app) => {
  await app.register(speedTestRoutes);
  await app.register(deviceCheckRoutes);
};

export default networkCheckPlugin;
