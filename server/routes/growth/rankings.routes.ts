import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { RANKING_BOARDS, RANKING_MAX_PAGE_SIZE, RANKING_PAGE_SIZE, RankingBoard } from '../../../src/domain/rankings';
import { envelopeResponses, ok } from '../../http/envelope';
import { rankingPage, rankingSummary, topTutors } from '../../services/rankings.service';
import { requireUser } from '../../types';

const tags = ['rankings'];
const P = '/api/tutordata';

const BoardSchema = Type.Union(Object.values(RankingBoard).map((b) => Type.Literal(b)));
const MySchema = Type.Object({
  Rank: Type.Integer({ description: 'Equal values share a rank.' }),
  Value: Type.Number(),
  Count: Type.Union([Type.Integer(), Type.Null()]),
});
const PageSchema = Type.Object({
  Board: BoardSchema,
  Month: Type.String({ description: 'The provider month ranked (YYYY-MM, PROVIDER_TIME_ZONE).' }),
  Total: Type.Integer({ description: 'How many tutors the board ranks.' }),
  Items: Type.Array(
    Type.Object({
      Rank: Type.Integer(),
      TutorName: Type.String(),
      Value: Type.Number(),
      Count: Type.Union([Type.Integer(), Type.Null()]),
      IsMe: Type.Boolean(),
    }),
  ),
  Me: Type.Union([MySchema, Type.Null()], { description: "The tutor's own place; null when not ranked this month." }),
});
const SummarySchema = Type.Object({
  Month: Type.String(),
  Items: Type.Array(
    Type.Object({
      Board: BoardSchema,
      Title: Type.String(),
      Path: Type.Union([Type.String(), Type.Null()]),
      Total: Type.Integer(),
      Me: Type.Union([MySchema, Type.Null()]),
    }),
  ),
});
const PageQuery = Type.Object({
  pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: RANKING_MAX_PAGE_SIZE, default: RANKING_PAGE_SIZE }),
});

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
          querystring: PageQuery,
          response: envelopeResponses(PageSchema),
        },
      },
      async (request) => ok(await rankingPage(app, me(request), board, request.query)),
    );
  }
  app.post(
    `${P}/GetTuTopTutorRank`,
    {
      schema: { tags, description: "Top tutors: this month's leaders by teaching points, and the tutor's own place.", response: envelopeResponses(PageSchema) },
    },
    async (request) => ok(await topTutors(app, me(request))),
  );
  app.post(
    `${P}/GetRankingSummary`,
    { schema: { tags, description: "The tutor's place on every board this provider month.", response: envelopeResponses(SummarySchema) } },
    async (request) => ok(await rankingSummary(app, me(request))),
  );
};

export default rankingsRoutes;
