import type { FastifyInstance } from 'fastify';
import staffClassRoutes from '../staff/staff-classes.routes';
import staffRoutes from '../staff/staff.routes';
import staffConsoleRoutes from '../staff/staff-console.routes';
import accountRoutes from './account/account.routes';
import classTableRouteGroups from './class-table/index';
import classDetailRouteGroups from './class-detail/index';
import ledgerRoutes from './ledger/ledger.routes';
import flowersRoutes from './flowers/flowers.routes';
import serviceFeePlugin from './service-fee/index';
import growthRoutes from './growth/growth.routes';
import growthMorePlugin from './growth/growth-more.plugin';
import messageRouteGroups from './message/index';
import shellRoutes from './shell/shell.routes';
import signInRoutes from './sign-in/sign-in.routes';
import systemRoutes from './system/system.routes';
import scheduleRoutes from './schedule/schedule.routes';
import uploadsPlugin from '../uploads/uploads.plugin';
import recordsPlugin from './records/records.plugin';
import imPlugin from '../im/im.plugin';
import trainingRouteGroups from './training/index';
import voicesRoutes from './voices/voices.plugin';
import widgetsPlugin from './widgets/widgets.plugin';

/** Every route group of the API. Each area adds one line. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
  await app.register(accountRoutes);
  await app.register(signInRoutes);
  await app.register(uploadsPlugin);
  await app.register(shellRoutes);
  await app.register(messageRouteGroups);
  await app.register(staffRoutes);
  await app.register(staffConsoleRoutes);
  await app.register(classTableRouteGroups);
  await app.register(staffClassRoutes);
  await app.register(recordsPlugin);
  await app.register(scheduleRoutes);
  await app.register(imPlugin);
  await app.register(ledgerRoutes);
  await app.register(flowersRoutes);
  await app.register(serviceFeePlugin);
  await app.register(classDetailRouteGroups);
  await app.register(growthRoutes);
  await app.register(growthMorePlugin);
  await app.register(trainingRouteGroups);
  await app.register(voicesRoutes);
  await app.register(widgetsPlugin);
}
