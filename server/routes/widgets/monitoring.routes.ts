import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { DbId } from '../../../src/domain/api/db-integer';
import { issueMonitoringWarning, openMonitoringWarning } from '../../services/widgets.service';
import { requireUser } from '../../types';

const WarningSchema = Type.Object({ Id: Type.Integer(), Reason: Type.String(), IssuedAt: Type.String() });

/**
 * The monitoring warning (growth-account.md §4): staff issue it after monitoring a class; the tutor
 * sees it persistently and answers it by agreeing to the protocol (AgreeProtocolByTuid).
 */
const monitoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/Teacher/GetMonitoringWarning',
    {
      schema: {
        tags: ['widgets'],
        description: 'The oldest monitoring warning the tutor has not answered, or null.',
        response: envelopeResponses(Type.Object({ Warning: Type.Union([WarningSchema, Type.Null()]) })),
      },
    },
    async (request) => ok(await openMonitoringWarning(app.db, requireUser(request).userId)),
  );
  app.post(
    '/api/Staff/IssueMonitoringWarning',
    {
      config: { auth: 'staff' as const },
      schema: {
        tags: ['staff'],
        description: 'Warns a tutor after monitoring a class; audited.',
        body: Type.Object({ Tuid: DbId(), Reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false }),
        response: envelopeResponses(WarningSchema),
      },
    },
    async (request) => ok(await issueMonitoringWarning({ db: app.db, clock: app.clock }, requireUser(request).userId, request.body.Tuid, request.body.Reason)),
  );
};

export default monitoringRoutes;
