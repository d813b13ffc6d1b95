import { Type, type TSchema } from '@sinclair/typebox';
import { STAFF_PAGE_SIZE } from '../staff-console';
import { RECORD_LIST_PAGE_SIZE } from '../staff-audits';
import { DbId } from './db-integer';

/** Schemas of the staff console's queues and a tutor record's lists (issue 21). */

const paging = (pageSize: number) => ({
  pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: pageSize }),
});
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const PageOf = <T extends TSchema>(item: T) => Type.Object({ Total: Type.Integer(), Items: Type.Array(item) });
const Tutor = { Tuid: Type.Integer(), Account: Type.String(), Name: Type.String() };
const ThreadPostSchema = Type.Object({ Author: Type.String({ description: 'tutor, staff or student.' }), Text: Type.String(), At: Type.String() });

export const QueueQuery = Type.Object(paging(STAFF_PAGE_SIZE), { additionalProperties: false });
export const TutorListQuery = Type.Object({ tuid: DbId(), ...paging(RECORD_LIST_PAGE_SIZE) }, { additionalProperties: false });

export const PersonalDataQueuePage = PageOf(
  Type.Object({
    ...Tutor,
    Email: Type.String(),
    RequestedAt: Type.String(),
    Birthday: Type.String(),
    School: Type.String(),
    Location: Type.String(),
    SelfIntroduction: Type.String(),
  }),
);
export const ContractQueuePage = PageOf(Type.Object({ ...Tutor, SignedAt: Type.String() }));
export const TesolQueuePage = PageOf(
  Type.Object({
    ...Tutor,
    FullName: Type.String(),
    Birthday: Type.String(),
    IdNumber: Type.String(),
    HasCertificate: Type.Boolean(),
    CertificateName: Type.String(),
    SubmittedAt: Type.String(),
  }),
);
export const LeaveQueuePage = PageOf(
  Type.Object({
    Id: Type.Integer(),
    ...Tutor,
    StartAt: Type.String(),
    EndAt: Type.String(),
    LeaveType: Type.Integer(),
    Reason: Type.String(),
    HasProof: Type.Boolean(),
    CreatedAt: Type.String(),
  }),
);
export const AppealQueuePage = PageOf(
  Type.Object({
    Id: Type.Integer(),
    ...Tutor,
    Type: Type.String(),
    ClassId: Nullable(Type.Integer()),
    Remark: Type.String(),
    Status: Type.String(),
    CreatedAt: Type.String(),
  }),
);
export const ComplaintQueuePage = PageOf(
  Type.Object({
    Id: Type.Integer(),
    ...Tutor,
    ClassId: Type.Integer(),
    ClassTime: Type.String(),
    Complainant: Type.String(),
    ComplaintType: Type.String(),
    Reason: Type.String(),
    CreatedAt: Type.String(),
  }),
);
export const FeedbackReplyQueuePage = PageOf(
  Type.Object({
    Id: Type.Integer(),
    ...Tutor,
    Type: Type.String(),
    ClassId: Nullable(Type.Integer()),
    Remark: Type.String(),
    LastPost: Type.String(),
    WaitingSince: Type.String(),
    Thread: Type.Array(ThreadPostSchema, { description: 'The whole thread, oldest first: the first post, then every reply of either side.' }),
  }),
);
export const ComplaintReplyQueuePage = PageOf(
  Type.Object({
    Id: Type.Integer(),
    ...Tutor,
    Origin: Type.String(),
    ClassId: Type.Integer(),
    ComplaintType: Type.String(),
    Reason: Type.String(),
    LastPost: Type.String(),
    WaitingSince: Type.String(),
    Thread: Type.Array(ThreadPostSchema, { description: 'The whole thread, oldest first: the first post, then every reply of either side.' }),
  }),
);
export const AssistanceQueuePage = PageOf(
  Type.Object({
    Id: Type.Integer(),
    ...Tutor,
    ClassId: Type.Integer(),
    Problem: Type.String(),
    Description: Type.String(),
    CreatedAt: Type.String(),
  }),
);

export const ComplaintStandsBody = Type.Object({ ComplaintId: DbId(), Note: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false });
export const ComplaintStandsSchema = Type.Object({ Id: Type.Integer(), Tuid: Type.Integer(), ReviewedAt: Type.String() });

export const TutorClassesPage = PageOf(
  Type.Object({
    Id: Type.Integer(),
    StartAt: Type.String(),
    Type: Type.String(),
    Status: Type.String(),
    StudentName: Type.String(),
    CourseName: Type.String(),
    ChangedBy: Type.String(),
    Reason: Type.String(),
  }),
);
export const TutorLedgerPage = PageOf(
  Type.Object({
    Id: Type.Integer(),
    Account: Type.String(),
    Amount: Type.Number(),
    Rule: Type.String(),
    Note: Type.String(),
    CountsAt: Type.String(),
    Reverses: Nullable(Type.Integer()),
  }),
);
export const TutorPaymentsPage = PageOf(
  Type.Object({
    Id: Type.Integer(),
    PeriodFrom: Type.String(),
    PeriodTo: Type.String(),
    AmountPhp: Type.Number(),
    PaidOn: Type.String(),
    Account: Type.String(),
    Reference: Type.String(),
  }),
);
export const TutorFilesPage = PageOf(
  Type.Object({
    FileRef: Type.String(),
    Module: Type.String(),
    Name: Type.String(),
    ContentType: Type.String(),
    Size: Type.Integer(),
    CreatedAt: Type.String(),
  }),
);
export const TutorMessagesPage = PageOf(
  Type.Object({
    Id: Type.Integer(),
    Kind: Type.String(),
    Title: Type.String(),
    Content: Type.String(),
    CreatedAt: Type.String(),
    ReadAt: Nullable(Type.String()),
    SentBy: Type.String(),
  }),
);
