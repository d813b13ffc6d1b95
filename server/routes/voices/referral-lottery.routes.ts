import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { drawLottery, lotteryInfo, wonPrizes } from '../../services/referral-lottery.service';
import { requireUser } from '../../types';
import { LotteryDrawSchema, LotteryInfoSchema, LotteryPrizeListBody, WonPrizePageSchema } from '../../../src/domain/api/referrals.schemas';

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
        response: envelopeResponses(LotteryInfoSchema),
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
        response: envelopeResponses(LotteryDrawSchema),
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
        body: LotteryPrizeListBody,
        response: envelopeResponses(WonPrizePageSchema),
      },
    },
    async (request) => ok(await wonPrizes(app, requireUser(request).userId, request.body.PageIndex, request.body.PageSize)),
  );
};

export default referralLotteryRoutes;
