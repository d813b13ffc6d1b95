import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { REFERRAL_DETAIL_PAGE_SIZE } from '../../../src/domain/referrals';
import { envelopeResponses, ok } from '../../http/envelope';
import { drawLottery, lotteryInfo, wonPrizes } from '../../services/referral-lottery.service';
import { requireUser } from '../../types';

const tags = ['referrals'];

/**
 * The referral lottery and prize list (growth-account.md §2 names the screens; the calls are ours):
 * one draw per referred applicant who started class, decided and stored on the server.
 */
const referralLotteryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/Referrals/LotteryInfo',
    {
      schema: {
        tags,
        description: 'The draws the tutor has left and the prizes with their stock.',
        response: envelopeResponses(
          Type.Object({ DrawsLeft: Type.Integer(), Prizes: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String(), Stock: Type.Integer() })) }),
        ),
      },
    },
    async (request) => ok(await lotteryInfo(app, requireUser(request).userId)),
  );

  app.post(
    '/api/Referrals/LotteryDraw',
    {
      schema: {
        tags,
        description: 'Spends one draw: a prize in stock by weight, or none. No draw left is refused (ErrorCode 1).',
        response: envelopeResponses(
          Type.Object({ Won: Type.Boolean(), Prize: Type.Union([Type.String(), Type.Null()]), DrawsLeft: Type.Integer(), Message: Type.String() }),
        ),
      },
    },
    async (request) => {
      const draw = await drawLottery(app, requireUser(request).userId);
      return ok(draw, draw.Message);
    },
  );

  app.post(
    '/api/Referrals/LotteryPrizeList',
    {
      schema: {
        tags,
        description: "The tutor's won prizes, newest first, paged.",
        body: Type.Object({
          PageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
          PageSize: Type.Integer({ minimum: 1, maximum: 100, default: REFERRAL_DETAIL_PAGE_SIZE }),
        }),
        response: envelopeResponses(
          Type.Object({ Total: Type.Integer(), Items: Type.Array(Type.Object({ Id: Type.Integer(), Prize: Type.String(), At: Type.String() })) }),
        ),
      },
    },
    async (request) => ok(await wonPrizes(app, requireUser(request).userId, request.body.PageIndex, request.body.PageSize)),
  );
};

export default referralLotteryRoutes;
