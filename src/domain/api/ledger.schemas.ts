import { Type } from '@sinclair/typebox';
import { LEDGER_ACCOUNTS } from '../ledger';
import { LEDGER_MAX_PAGE_SIZE, LEDGER_PAGE_SIZE } from '../ledger-view';

const pageIndex = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });
const pageSize = Type.Integer({
  minimum: 1,
  maximum: LEDGER_MAX_PAGE_SIZE,
  default: LEDGER_PAGE_SIZE,
});

export const LedgerEntriesRequest = Type.Object(
  {
    account: Type.Union(LEDGER_ACCOUNTS.map((account) => Type.Literal(account))),
    month: Type.Optional(
      Type.String({
        pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$',
        description: "YYYY-MM in the provider's time zone; this month when absent.",
      }),
    ),
    pageIndex,
    pageSize,
  },
  { additionalProperties: false },
);

export const GrowthDetailQuery = Type.Object({ pageIndex, pageSize });

export const LedgerEntryViewSchema = Type.Object({
  Id: Type.Integer(),
  Rule: Type.String(),
  RuleLabel: Type.String(),
  Amount: Type.Number(),
  SourceType: Type.String(),
  SourceId: Type.String(),
  SourceLink: Type.Union([Type.String(), Type.Null()]),
  CountsAt: Type.String(),
  Note: Type.String(),
});

export const LedgerEntriesPageSchema = Type.Object({
  Account: Type.String(),
  Month: Type.String(),
  MonthTotal: Type.Number(),
  Days: Type.Array(Type.Object({ Day: Type.String(), Amount: Type.Number() })),
  Total: Type.Integer(),
  Items: Type.Array(LedgerEntryViewSchema),
});

export const GrowthDetailSchema = Type.Object({
  Total: Type.Integer(),
  Items: Type.Array(LedgerEntryViewSchema),
});
