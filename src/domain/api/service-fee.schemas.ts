import { Type } from '@sinclair/typebox';
import { PAY_REMARK_MAX, PayLineKind, PaymentMethod, SERVICE_FEE_PAGE_SIZE, STATEMENT_PAGE_SIZE } from '../service-fee';
import { DbId } from './db-integer';

const Period = Type.String({ maxLength: 20, description: 'A pay period: the provider month YYYY-MM (PROVIDER_TIME_ZONE). Missing: the current one.' });
const Money = Type.Number({ description: 'PHP' });

export const PeriodBody = Type.Object({ Period: Type.Optional(Period) });

export const PageBody = Type.Object({
  pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: SERVICE_FEE_PAGE_SIZE }),
});

export const PeriodPageBody = Type.Composite([PeriodBody, PageBody]);

/** A statement page: 20 lines by default, at most 100 (the totals are always the whole period's). */
export const StatementBody = Type.Object({
  Period: Type.Optional(Period),
  pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: STATEMENT_PAGE_SIZE }),
});

export const StatementTotalsSchema = Type.Object({ ClassFees: Money, Penalties: Money, Bonuses: Money, Flowers: Money, Adjustments: Money, Total: Money });

export const StatementLineSchema = Type.Object({
  Id: Type.Integer(),
  Rule: Type.String(),
  Label: Type.String(),
  Kind: Type.Unsafe<PayLineKind>({ type: 'string', enum: Object.values(PayLineKind), description: 'How the line is grouped on the statement.' }),
  AmountPhp: Money,
  CountsAt: Type.String(),
  SourceType: Type.String(),
  SourceId: Type.String(),
  ClassId: Type.Union([Type.Integer(), Type.Null()], { description: 'The class a line belongs to (class fees, penalties), or null.' }),
  Note: Type.String(),
  Remarks: Type.Integer({ description: 'Staff remarks on this line.' }),
});

export const StatementSchema = Type.Object({
  Period: Type.String(),
  PeriodStart: Type.String(),
  PeriodEnd: Type.String(),
  TimeZone: Type.String(),
  Lines: Type.Array(StatementLineSchema, { description: "One page of the period's lines, oldest first." }),
  LineCount: Type.Integer({ description: 'How many lines the whole period has.' }),
  pageIndex: Type.Integer(),
  pageSize: Type.Integer(),
  Totals: StatementTotalsSchema,
  PaidOn: Type.Union([Type.String(), Type.Null()], { description: 'Paid by a payment record, or null.' }),
});

export const PeriodTotalSchema = Type.Object({ Period: Type.String(), TotalPhp: Money });
export const PeriodChartSchema = Type.Array(PeriodTotalSchema);

export const CompletedClassSchema = Type.Object({
  ClassId: Type.Integer(),
  StartTime: Type.String(),
  EndTime: Type.String(),
  StudentName: Type.String(),
  ClassType: Type.String(),
  Rule: Type.String(),
  FeePhp: Money,
});

export const CompletedClassPage = Type.Object({
  Period: Type.String(),
  Total: Type.Integer(),
  Items: Type.Array(CompletedClassSchema),
});

export const PayslipSchema = Type.Object({
  FileName: Type.String(),
  ContentType: Type.Literal('application/pdf'),
  Base64: Type.String({ description: 'The PDF, base64: the signed API client carries it like any answer.' }),
});

const PaymentRecordSchema = Type.Object({
  Id: Type.Integer(),
  PeriodFrom: Type.String(),
  PeriodTo: Type.String(),
  AmountPhp: Money,
  PaidOn: Type.String(),
  Account: Type.String(),
  Reference: Type.String(),
});
export const PaymentRecordPage = Type.Object({ Total: Type.Integer(), Items: Type.Array(PaymentRecordSchema) });
export { PaymentRecordSchema };

const HistoryRemarkSchema = Type.Object({
  Id: Type.Integer(),
  EntryId: Type.Integer(),
  Period: Type.String(),
  LineLabel: Type.String(),
  LineAmountPhp: Money,
  ClassId: Type.Union([Type.Integer(), Type.Null()]),
  Remark: Type.String(),
  CreatedAt: Type.String(),
});
export const HistoryRemarkPage = Type.Object({ Total: Type.Integer(), Items: Type.Array(HistoryRemarkSchema) });
export { HistoryRemarkSchema };

export const PaymentAccountSchema = Type.Object({
  // No enum inside the union: the serializer would check it, and a stored method outside it would fail the answer.
  Method: Type.Union([Type.Unsafe<PaymentMethod>({ type: 'string', description: `One of ${Object.values(PaymentMethod).join(', ')}.` }), Type.Null()]),
  Account: Type.String({ description: 'Masked.' }),
  HolderName: Type.String(),
  Confirmed: Type.Boolean(),
  ConfirmedAt: Type.Union([Type.String(), Type.Null()]),
  Email: Type.String({ description: 'The masked sign-in e-mail the code goes to.' }),
});

export const ConfirmAccountBody = Type.Object({
  Method: Type.Optional(Type.String({ maxLength: 10 })),
  Account: Type.Optional(Type.String({ maxLength: 200 })),
  HolderName: Type.Optional(Type.String({ maxLength: 200 })),
  Code: Type.Optional(Type.String({ maxLength: 20 })),
  AcceptTerms: Type.Optional(Type.Boolean()),
});

export const RecordPaymentBody = Type.Object({
  Tuid: DbId(),
  PeriodFrom: Period,
  PeriodTo: Period,
  AmountPhp: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
  PaidOn: Type.Optional(Type.String({ format: 'date' })),
  Reference: Type.Optional(Type.String({ maxLength: 100 })),
});

export const AddPayRemarkBody = Type.Object({
  Tuid: DbId(),
  EntryId: DbId(),
  Remark: Type.String({ maxLength: PAY_REMARK_MAX * 10 }),
});

export const SetRateCardBody = Type.Object({
  Tuid: DbId(),
  ClassType: Type.String({ maxLength: 20 }),
  Minutes: Type.Integer({ minimum: 5, maximum: 240 }),
  FeePhp: Type.Number({ minimum: 0, maximum: 100_000 }),
});
