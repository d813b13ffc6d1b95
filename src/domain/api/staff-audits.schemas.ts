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
/** Who an item concerns, on every queue item. */
const Tutor = { Tuid: Type.Integer(), Account: Type.String(), Name: Type.String() };

/** One message of a feedback or complaint thread. */
export const ThreadPostSchema = Type.Object({
  Author: Type.String({ description: "tutor, staff or, for a student's complaint, student." }),
  Text: Type.String(),
  At: Type.String(),
});
const Thread = () => Type.Array(ThreadPostSchema, { description: 'The whole thread, oldest first: the first post, then every reply of either side.' });

export const QueueQuery = Type.Object(paging(STAFF_PAGE_SIZE), { additionalProperties: false });
export const TutorListQuery = Type.Object({ tuid: DbId(), ...paging(RECORD_LIST_PAGE_SIZE) }, { additionalProperties: false });

export const PersonalDataQueueItemSchema = Type.Object({
  ...Tutor,
  Email: Type.String(),
  RequestedAt: Type.String(),
  Birthday: Type.String(),
  School: Type.String(),
  Location: Type.String(),
  SelfIntroduction: Type.String(),
});
export const PersonalDataQueuePage = PageOf(PersonalDataQueueItemSchema);

export const ContractQueueItemSchema = Type.Object({ ...Tutor, SignedAt: Type.String({ description: 'When the signed contract went into audit.' }) });
export const ContractQueuePage = PageOf(ContractQueueItemSchema);

export const TesolQueueItemSchema = Type.Object({
  ...Tutor,
  FullName: Type.String(),
  Birthday: Type.String(),
  IdNumber: Type.String(),
  HasCertificate: Type.Boolean(),
  CertificateName: Type.String(),
  SubmittedAt: Type.String(),
});
export const TesolQueuePage = PageOf(TesolQueueItemSchema);

export const LeaveQueueItemSchema = Type.Object({
  Id: Type.Integer(),
  ...Tutor,
  StartAt: Type.String(),
  EndAt: Type.String(),
  LeaveType: Type.Integer(),
  Reason: Type.String(),
  HasProof: Type.Boolean(),
  CreatedAt: Type.String(),
});
export const LeaveQueuePage = PageOf(LeaveQueueItemSchema);

export const AppealQueueItemSchema = Type.Object({
  Id: Type.Integer(),
  ...Tutor,
  Type: Type.String(),
  ClassId: Nullable(Type.Integer()),
  Remark: Type.String(),
  Status: Type.String(),
  CreatedAt: Type.String(),
});
export const AppealQueuePage = PageOf(AppealQueueItemSchema);

export const ComplaintQueueItemSchema = Type.Object({
  Id: Type.Integer(),
  ...Tutor,
  ClassId: Type.Integer(),
  ClassTime: Type.String(),
  Complainant: Type.String(),
  ComplaintType: Type.String(),
  Reason: Type.String(),
  CreatedAt: Type.String(),
});
export const ComplaintQueuePage = PageOf(ComplaintQueueItemSchema);

export const FeedbackReplyQueueItemSchema = Type.Object({
  Id: Type.Integer(),
  ...Tutor,
  Type: Type.String(),
  ClassId: Nullable(Type.Integer()),
  Remark: Type.String(),
  LastPost: Type.String({ description: "The tutor's latest words: the feedback itself, or their latest reply." }),
  WaitingSince: Type.String(),
  Thread: Thread(),
});
export const FeedbackReplyQueuePage = PageOf(FeedbackReplyQueueItemSchema);

export const ComplaintReplyQueueItemSchema = Type.Object({
  Id: Type.Integer(),
  ...Tutor,
  Origin: Type.String(),
  ClassId: Type.Integer(),
  ComplaintType: Type.String(),
  Reason: Type.String(),
  LastPost: Type.String(),
  WaitingSince: Type.String(),
  Thread: Thread(),
});
export const ComplaintReplyQueuePage = PageOf(ComplaintReplyQueueItemSchema);

export const AssistanceQueueItemSchema = Type.Object({
  Id: Type.Integer(),
  ...Tutor,
  ClassId: Type.Integer(),
  Problem: Type.String(),
  Description: Type.String(),
  CreatedAt: Type.String(),
});
export const AssistanceQueuePage = PageOf(AssistanceQueueItemSchema);

export const ComplaintStandsBody = Type.Object({ ComplaintId: DbId(), Note: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false });
export const ComplaintStandsSchema = Type.Object({ Id: Type.Integer(), Tuid: Type.Integer(), ReviewedAt: Type.String() });

export const TutorClassItemSchema = Type.Object({
  Id: Type.Integer(),
  StartAt: Type.String(),
  Type: Type.String(),
  Status: Type.String(),
  StudentName: Type.String(),
  CourseName: Type.String(),
  ChangedBy: Type.String({ description: 'Who changed the status, when it did.' }),
  Reason: Type.String({ description: 'Why the status changed, when it did.' }),
});
export const TutorClassesPage = PageOf(TutorClassItemSchema);

export const TutorLedgerItemSchema = Type.Object({
  Id: Type.Integer(),
  Account: Type.String(),
  Amount: Type.Number({ description: "In the account's units (points, growth, flowers; PHP for pay)." }),
  Rule: Type.String(),
  Note: Type.String(),
  CountsAt: Type.String(),
  Reverses: Nullable(Type.Integer()),
});
export const TutorLedgerPage = PageOf(TutorLedgerItemSchema);

export const TutorPaymentItemSchema = Type.Object({
  Id: Type.Integer(),
  PeriodFrom: Type.String(),
  PeriodTo: Type.String(),
  AmountPhp: Type.Number(),
  PaidOn: Type.String(),
  Account: Type.String(),
  Reference: Type.String(),
});
export const TutorPaymentsPage = PageOf(TutorPaymentItemSchema);

export const TutorFileItemSchema = Type.Object({
  FileRef: Type.String(),
  Module: Type.String(),
  Name: Type.String(),
  ContentType: Type.String(),
  Size: Type.Integer(),
  CreatedAt: Type.String(),
});
export const TutorFilesPage = PageOf(TutorFileItemSchema);

export const TutorMessageItemSchema = Type.Object({
  Id: Type.Integer(),
  Kind: Type.String(),
  Title: Type.String(),
  Content: Type.String(),
  CreatedAt: Type.String(),
  ReadAt: Nullable(Type.String()),
  SentBy: Type.String({ description: "Sent by staff (their account), or '' for the system." }),
});
export const TutorMessagesPage = PageOf(TutorMessageItemSchema);
