import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FlowerMessages } from '../../../src/domain/flowers';
import { envelopeResponses, ok } from '../../http/envelope';
import { exchangeFlowers, flowerBalance, obtainedFlowers, usedFlowers } from '../../services/flowers.service';
import { requireUser } from '../../types';
import { ExchangeCashBody, FlowerBalanceSchema, FlowerPageBody, ObtainedFlowerPage, UsedFlowerPage } from '../../../src/domain/api/flowers.schemas';

const tags = ['flowers'];

/** The count as sent: missing or blank is null ('Required!'); anything not a number is NaN, refused as invalid. */
function countOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** /flowers (growth-account.md §2-§5, §7): the balance, received and used records, and the exchange. */
const flowersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/teachInfo/FlowerBalance',
    {
      schema: {
        tags,
        description: "The tutor's flowers, this month's exchanges, the limit, the rate and what may be exchanged now.",
        response: envelopeResponses(FlowerBalanceSchema),
      },
    },
    async (request) => ok(await flowerBalance(app, requireUser(request).userId)),
  );

  app.post(
    '/api/teachInfo/TeachAcRecord',
    { schema: { tags, description: 'Flowers received, newest first, paged.', body: FlowerPageBody, response: envelopeResponses(ObtainedFlowerPage) } },
    async (request) => ok(await obtainedFlowers(app, requireUser(request).userId, request.body.pageIndex, request.body.pageSize)),
  );

  app.post(
    '/api/teachInfo/TeachAcUseRecord',
    { schema: { tags, description: 'Flowers exchanged for cash, newest first, paged.', body: FlowerPageBody, response: envelopeResponses(UsedFlowerPage) } },
    async (request) => ok(await usedFlowers(app, requireUser(request).userId, request.body.pageIndex, request.body.pageSize)),
  );

  app.post(
    '/api/teachInfo/ExchangeCash',
    {
      schema: {
        tags,
        description:
          "Exchanges flowersCount flowers (1 flower = the configured PHP, at most the monthly limit) with a remark of 1-200 characters. Answers the new balance; refusals carry §5's message.",
        body: ExchangeCashBody,
        response: envelopeResponses(FlowerBalanceSchema),
      },
    },
    async (request) => {
      const balance = await exchangeFlowers(app, requireUser(request).userId, {
        flowersCount: countOf(request.body.flowersCount),
        remark: request.body.remark ?? '',
      });
      return ok(balance, FlowerMessages.exchanged);
    },
  );
};

export default flowersRoutes;
