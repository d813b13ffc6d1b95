import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { agreeProtocol, protocolAgreement } from '../../services/protocol.service';
import { requireUser } from '../../types';
import { ProtocolAgreementSchema } from '../../../src/domain/api/widgets.schemas';

/** The protocol reminder's calls (growth-account.md §4, §9): the signed-in tutor's own agreement only. */
const protocolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/Teacher/GetIsAgreeProtocol',
    { schema: { tags: ['widgets'], description: 'Whether the tutor has agreed to the protocol.', response: envelopeResponses(ProtocolAgreementSchema) } },
    async (request) => ok(await protocolAgreement(app.db, requireUser(request).userId)),
  );

  app.post(
    '/api/Teacher/AgreeProtocolByTuid',
    {
      schema: {
        tags: ['widgets'],
        description: "Records the tutor's agreement to the protocol; the first agreement is kept.",
        response: envelopeResponses(ProtocolAgreementSchema),
      },
    },
    async (request) => ok(await agreeProtocol(app, requireUser(request).userId)),
  );
};

export default protocolRoutes;
