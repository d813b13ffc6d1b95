import { Type } from '@sinclair/typebox';
import { FLOWER_RECORDS_PAGE_SIZE } from '../flowers';

export const FlowerPageBody = Type.Object({
  pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: FLOWER_RECORDS_PAGE_SIZE }),
});

/** Loose on purpose: a missing or out-of-rule count or remark gets §5's own message from the service. */
export const ExchangeCashBody = Type.Object({
  flowersCount: Type.Optional(Type.Unknown({ description: 'A whole number of flowers; null or missing is refused with Required!' })),
  remark: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const FlowerBalanceSchema = Type.Object({
  Balance: Type.Integer(),
  ExchangedThisMonth: Type.Integer(),
  MonthlyLimit: Type.Integer(),
  Quota: Type.Integer({ description: 'What may be exchanged now: the month remainder, at most the balance.' }),
  PhpPerFlower: Type.Integer(),
  ExchangeEnabled: Type.Boolean(),
  Month: Type.String({ description: 'The provider month, YYYY-MM.' }),
});

export const ObtainedFlowerPage = Type.Object({
  Total: Type.Integer(),
  Items: Type.Array(
    Type.Object({
      Id: Type.Integer(),
      Flowers: Type.Number(),
      Reason: Type.String(),
      ClassId: Type.Union([Type.Integer(), Type.Null()]),
      CreatedAt: Type.String(),
    }),
  ),
});

export const UsedFlowerPage = Type.Object({
  Total: Type.Integer(),
  Items: Type.Array(
    Type.Object({
      Id: Type.Integer(),
      Flowers: Type.Number(),
      AmountPhp: Type.Number(),
      Remark: Type.String(),
      CreatedAt: Type.String(),
    }),
  ),
});
