import { Type } from '@sinclair/typebox';
import { LEDGER_ACCOUNTS, type LedgerAccount } from '../ledger';
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
  SourceLink: Type.Union([Type.String(), Type.Null()], { description: "Where the source can be opened in the portal (a class's detail page), or null." }),
  CountsAt: Type.String(),
  Note: Type.String(),
});

/** One day's net movement of the month (YYYY-MM-DD in the provider's time zone). */
export const LedgerDayMovementSchema = Type.Object({ Day: Type.String(), Amount: Type.Number() });

export const LedgerEntriesPageSchema = Type.Object({
  Account: Type.Unsafe<LedgerAccount>({ type: 'string', enum: [...LEDGER_ACCOUNTS], description: 'The account asked for.' }),
  Month: Type.String(),
  MonthTotal: Type.Number({ description: "The month's net movement of the account." }),
  Days: Type.Array(LedgerDayMovementSchema),
  Total: Type.Integer(),
  Items: Type.Array(LedgerEntryViewSchema),
});

export const GrowthDetailSchema = Type.Object({
  Total: Type.Integer(),
  Items: Type.Array(LedgerEntryViewSchema),
});
