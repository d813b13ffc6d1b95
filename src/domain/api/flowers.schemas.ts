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
  Balance: Type.Integer({ description: 'Flowers held now.' }),
  ExchangedThisMonth: Type.Integer({ description: "Flowers exchanged in the provider's current month." }),
  MonthlyLimit: Type.Integer(),
  Quota: Type.Integer({ description: 'What may be exchanged now: the month remainder, at most the balance.' }),
  PhpPerFlower: Type.Integer(),
  ExchangeEnabled: Type.Boolean({ description: 'Off: the exchange is refused and the person panel shows the upgrading text.' }),
  Month: Type.String({ description: 'The provider month, YYYY-MM.' }),
});

/** One received gift of flowers (TeachAcRecord). */
export const ObtainedFlowerSchema = Type.Object({
  Id: Type.Integer(),
  Flowers: Type.Number(),
  Reason: Type.String({ description: 'Why: the rule\'s label, e.g. "Flowers from students".' }),
  ClassId: Type.Union([Type.Integer(), Type.Null()], { description: 'The class the flowers came from, when they came from one.' }),
  CreatedAt: Type.String(),
});

export const ObtainedFlowerPage = Type.Object({ Total: Type.Integer(), Items: Type.Array(ObtainedFlowerSchema) });

/** One exchange (TeachAcUseRecord). */
export const UsedFlowerSchema = Type.Object({
  Id: Type.Integer(),
  Flowers: Type.Number(),
  AmountPhp: Type.Number(),
  Remark: Type.String(),
  CreatedAt: Type.String(),
});

export const UsedFlowerPage = Type.Object({ Total: Type.Integer(), Items: Type.Array(UsedFlowerSchema) });
