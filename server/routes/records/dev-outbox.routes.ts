import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { listOutbox } from '../../repositories/outbox.repository';
import { Type } from '@sinclair/typebox';
import { notificationRound } from '../../jobs/notification-delivery.job';
import { notificationDeliveryDeps, type RecordsDeps } from './records-deps';
import { OutboxPageSchema, OutboxQuery } from '../../../src/domain/api/records.schemas';
import { toOutboxItem } from './staff-records.routes';

/**
 * Development only (DEV_OUTBOX, never in production): the e-mail and SMS the portal would have
 * sent, readable without signing in so a developer can finish a flow that needs a code.
 */
const devOutboxRoutes: FastifyPluginAsyncTypebox<{ deps: RecordsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/Dev/Outbox',
    { config: { auth: 'public', signed: false }, schema: { tags: ['development'], querystring: OutboxQuery, response: envelopeResponses(OutboxPageSchema) } },
    async (request) => {
      const { pageIndex, pageSize, recipient } = request.query;
      const page = await listOutbox(deps.db, { offset: (pageIndex - 1) * pageSize, limit: pageSize, ...(recipient ? { recipient } : {}) });
      return ok({ items: page.rows.map(toOutboxItem), total: page.total });
    },
  );
  // Runs one notification round now instead of at the job's next minute, so a developer (or a
  // browser test) sees a reminder or booking notice arrive in the outbox at once.
  app.post(
    '/api/Dev/NotificationRound',
    { config: { auth: 'public', signed: false }, schema: { tags: ['development'], response: envelopeResponses(Type.Record(Type.String(), Type.Integer())) } },
    async () => ok(await notificationRound(notificationDeliveryDeps(app, deps), app.config.shell.providerTimeZone)),
  );
};

export default devOutboxRoutes;
