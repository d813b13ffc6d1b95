import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { loadGrowthDetail, loadLedgerEntriesPage } from '../../services/ledger-view.service';
import { requireUser } from '../../types';
import { GrowthDetailQuery, GrowthDetailSchema, LedgerEntriesPageSchema, LedgerEntriesRequest } from '../../../src/domain/api/ledger.schemas';

/** "Why did this move?": the signed-in tutor's ledger entries behind a figure (issue 14). */
const ledgerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/Ledger/Entries',
    {
      schema: {
        tags: ['ledger'],
        description: "The entries of one account in a month (this month by default), newest first, paged, with the month's day-by-day movement.",
        body: LedgerEntriesRequest,
        response: envelopeResponses(LedgerEntriesPageSchema),
      },
    },
    async (request) => ok(await loadLedgerEntriesPage(app, requireUser(request).userId, request.body)),
  );

  app.post(
    '/api/GrowthSystem/GetGrowthDetail',
    {
      schema: {
        tags: ['ledger'],
        description: 'Every growth-value entry, newest first, paged (growth-account.md §7 "Growth").',
        querystring: GrowthDetailQuery,
        response: envelopeResponses(GrowthDetailSchema),
      },
    },
    async (request) => ok(await loadGrowthDetail(app.db, requireUser(request).userId, request.query)),
  );
};

export default ledgerRoutes;
