import type { FastifyPluginAsync } from 'fastify';
import biAspectRoutes from './bi-aspect.routes';
import callCardRoutes from './call-card.routes';
import clientErrorRoutes from './client-errors.routes';
import layoutNoticeRoutes from './layout-notices.routes';
import learningTagRoutes from './learning-tags.routes';
import monitoringRoutes from './monitoring.routes';
import protocolRoutes from './protocol.routes';
import selfScheduleRemindRoutes from './self-schedule-remind.routes';
import skypeRoutes from './skype.routes';
import tutorClientLogRoutes from './tutor-client-logs.routes';

/** The layout widgets' calls (issue 18). */
const widgetsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(protocolRoutes);
  await app.register(monitoringRoutes);
  await app.register(learningTagRoutes);
  await app.register(skypeRoutes);
  await app.register(layoutNoticeRoutes);
  await app.register(clientErrorRoutes);
  await app.register(biAspectRoutes);
  await app.register(tutorClientLogRoutes);
  await app.register(selfScheduleRemindRoutes);
  await app.register(callCardRoutes);
};

export default widgetsPlugin;
