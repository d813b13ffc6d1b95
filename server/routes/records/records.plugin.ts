import type { FastifyInstance } from 'fastify';
import accountSecurityRoutes from './account-security.routes';
import contractRoutes from './contract.routes';
import devOutboxRoutes from './dev-outbox.routes';
import leaveRoutes from './leave.routes';
import notificationsRoutes from './notifications.routes';
import { scheduleNotificationDelivery } from '../../jobs/notification-delivery.job';
import personalDataRoutes from './personal-data.routes';
import personalSectionsRoutes from './personal-sections.routes';
import { notificationDeliveryDeps, recordsDepsOf, type RecordsOptions } from './records-deps';
import staffRecordsRoutes from './staff-records.routes';

/** The tutor's own records (issue 17): account security, leave, contract, and their staff side. */
export default async function recordsPlugin(app: FastifyInstance, options: RecordsOptions = {}): Promise<void> {
  const deps = recordsDepsOf(app, options);
  await app.register(accountSecurityRoutes, { deps });
  await app.register(leaveRoutes, { deps });
  await app.register(contractRoutes, { deps });
  await app.register(personalDataRoutes, { deps });
  await app.register(personalSectionsRoutes, { deps });
  await app.register(staffRecordsRoutes, { deps });
  await app.register(notificationsRoutes, { deps, appSecret: app.config.appSecret });
  scheduleNotificationDelivery(app, notificationDeliveryDeps(app, deps));
  if (app.config.records.devOutbox) await app.register(devOutboxRoutes, { deps });
}
