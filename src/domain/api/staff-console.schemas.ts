import { Type } from '@sinclair/typebox';
import { STAFF_PAGE_SIZE } from '../staff-console';
import { DbId } from './db-integer';

/** Schemas of the staff console's calls (issue 21): the audit log, the tutor search and summary, Pay. */

const paging = {
  pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: STAFF_PAGE_SIZE }),
};
const Period = Type.String({ maxLength: 7, description: 'A pay period: the provider month YYYY-MM.' });
const Money = Type.Number({ description: 'PHP' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const AuditLogQuery = Type.Object(
  { tutorId: Type.Optional(DbId({ description: 'Only changes concerning this tutor.' })), ...paging },
  { additionalProperties: false },
);
export const AuditLogItemSchema = Type.Object({
  Id: Type.Integer(),
  ActorId: Type.Integer(),
  ActorAccount: Type.String(),
  Action: Type.String(),
  SubjectType: Type.String(),
  SubjectId: Type.String(),
  TutorId: Nullable(Type.Integer()),
  Before: Nullable(Type.String({ description: 'JSON' })),
  After: Nullable(Type.String({ description: 'JSON' })),
  CreatedAt: Type.String(),
});
export const AuditLogPage = Type.Object({ Total: Type.Integer(), Items: Type.Array(AuditLogItemSchema) });

export const TutorSearchQuery = Type.Object(
  { query: Type.Optional(Type.String({ maxLength: 100, description: 'An id, or part of an account, name or e-mail.' })), ...paging },
  { additionalProperties: false },
);
export const TutorSearchItemSchema = Type.Object({
  Tuid: Type.Integer(),
  Account: Type.String(),
  Name: Type.String(),
  Email: Type.String(),
  Group: Type.String(),
  Franchisee: Type.Boolean(),
  Disabled: Type.Boolean(),
});
export const TutorSearchPage = Type.Object({ Total: Type.Integer(), Items: Type.Array(TutorSearchItemSchema) });

export const TuidQuery = Type.Object({ tuid: DbId() }, { additionalProperties: false });
/** A tutor's record summary: the search line's fields, then the record's figures. */
export const TutorSummarySchema = Type.Object({
  ...TutorSearchItemSchema.properties,
  CreatedAt: Type.String(),
  Classes: Type.Array(Type.Object({ Status: Type.String(), Count: Type.Integer() }), { description: 'Class counts by status.' }),
  Ledger: Type.Array(Type.Object({ Account: Type.String(), Balance: Type.Number() }), {
    description: 'Ledger balances by account (pay in PHP, the others in their own units).',
  }),
  CurrentPeriod: Type.String(),
  CurrentPeriodPhp: Money,
  LastPayment: Nullable(Type.Object({ PeriodFrom: Type.String(), PeriodTo: Type.String(), AmountPhp: Money, PaidOn: Type.String(), Reference: Type.String() })),
  PaymentAccountConfirmed: Type.Boolean(),
  Messages: Type.Object({ Total: Type.Integer(), Unread: Type.Integer() }),
  AuditEntries: Type.Integer(),
});

export const TutorStatementQuery = Type.Object({ tuid: DbId(), period: Type.Optional(Period), ...paging }, { additionalProperties: false });

export const PayPeriodQuery = Type.Object({ period: Period, ...paging }, { additionalProperties: false });
export const PayPeriodTutorSchema = Type.Object({
  Tuid: Type.Integer(),
  Account: Type.String(),
  Name: Type.String(),
  Lines: Type.Integer(),
  TotalPhp: Money,
  AccountConfirmed: Type.Boolean(),
  PaidOn: Nullable(Type.String()),
  Reference: Type.String(),
});
export const PayPeriodSchema = Type.Object({
  Period: Type.String(),
  Closed: Type.Boolean(),
  ClosedAt: Nullable(Type.String()),
  ClosedBy: Type.String(),
  Total: Type.Integer({ description: 'Tutors with pay lines in the period.' }),
  Items: Type.Array(PayPeriodTutorSchema),
});

export const ClosePayPeriodBody = Type.Object({ Period: Period }, { additionalProperties: false });
export const ClosedPeriodSchema = Type.Object({ Period: Type.String(), ClosedAt: Type.String() });

export const PayPeriodCsvQuery = Type.Object({ period: Period }, { additionalProperties: false });
