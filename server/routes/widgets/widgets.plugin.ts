import type { FastifyPluginAsync } from 'fastify';
import learningTagRoutes from './learning-tags.routes';
import monitoringRoutes from './monitoring.routes';
import protocolRoutes from './protocol.routes';
import skypeRoutes from './skype.routes';

/** The layout widgets' calls (issue 18). */
const widgetsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(protocolRoutes);
  await app.register(monitoringRoutes);
  await app.register(learningTagRoutes);
  await app.register(skypeRoutes);
};

export default widgetsPlugin;
