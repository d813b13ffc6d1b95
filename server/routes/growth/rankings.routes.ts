import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RANKING_BOARDS, RankingBoard } from '../../../src/domain/rankings';
import { envelopeResponses, ok } from '../../http/envelope';
import { rankingPage, rankingSummary, topTutors } from '../../services/rankings.service';
import { requireUser } from '../../types';
import { RankingPageQuery, RankingPageSchema, RankingSummarySchema } from '../../../src/domain/api/rankings.schemas';

const tags = ['rankings'];
const P = '/api/tutordata';

const LISTS: readonly RankingBoard[] = ['conversionOverall', 'conversionProgress', 'received', 'response', 'feel'];

/** Top tutors and the leaderboards (growth-account.md §7 "Tutor communication and data"; measures in docs/rankings.md). */
const rankingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).userId;
  for (const board of LISTS) {
    const info = RANKING_BOARDS[board];
    app.post(
      `${P}/${info.call}`,
      {
        schema: {
          tags,
          description: `${info.title}, this provider month, paged: ${info.description}`,
          querystring: RankingPageQuery,
          response: envelopeResponses(RankingPageSchema),
        },
      },
      async (request) => ok(await rankingPage(app, me(request), board, request.query)),
    );
  }
  app.post(
    `${P}/GetTuTopTutorRank`,
    {
      schema: {
        tags,
        description: "Top tutors: this month's leaders by teaching points, and the tutor's own place.",
        response: envelopeResponses(RankingPageSchema),
      },
    },
    async (request) => ok(await topTutors(app, me(request))),
  );
  app.post(
    `${P}/GetRankingSummary`,
    { schema: { tags, description: "The tutor's place on every board this provider month.", response: envelopeResponses(RankingSummarySchema) } },
    async (request) => ok(await rankingSummary(app, me(request))),
  );
};

export default rankingsRoutes;
