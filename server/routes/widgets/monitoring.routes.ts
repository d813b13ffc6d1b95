import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { issueMonitoringWarning, openMonitoringWarning } from '../../services/widgets.service';
import { requireUser } from '../../types';
import { IssueMonitoringWarningBody, MonitoringWarningSchema, OpenMonitoringWarningSchema } from '../../../src/domain/api/widgets.schemas';

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
        response: envelopeResponses(OpenMonitoringWarningSchema),
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
        body: IssueMonitoringWarningBody,
        response: envelopeResponses(MonitoringWarningSchema),
      },
    },
    async (request) => ok(await issueMonitoringWarning({ db: app.db, clock: app.clock }, requireUser(request).userId, request.body.Tuid, request.body.Reason)),
  );
};

export default monitoringRoutes;
