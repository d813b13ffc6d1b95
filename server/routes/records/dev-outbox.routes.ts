import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { listOutbox } from '../../repositories/outbox.repository';
import type { RecordsDeps } from './records-deps';
import { OutboxPageSchema, OutboxQuery } from './records.schemas';
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
};

export default devOutboxRoutes;
