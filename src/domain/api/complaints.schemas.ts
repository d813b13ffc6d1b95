import { Type } from '@sinclair/typebox';
import { COMPLAINT_PAGE_SIZE } from '../complaints';

export const PageBody = Type.Object({
  pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: COMPLAINT_PAGE_SIZE }),
});
export const ComIdQuery = Type.Object({ comId: Type.Integer({ minimum: 1 }) });
export const AddReplyBody = Type.Object({ comId: Type.Integer({ minimum: 1 }), content: Type.String({ maxLength: 2000 }) });
export const TutorComplaintBody = Type.Object({
  ClassId: Type.Integer({ minimum: 1 }),
  ComplaintType: Type.String({ maxLength: 100 }),
  Content: Type.String({ maxLength: 2000 }),
});
export const PeriodBody = Type.Object({
  StartTime: Type.String({ maxLength: 40, description: 'ISO instant; the period is at most 93 days.' }),
  EndTime: Type.String({ maxLength: 40 }),
});
export const RecitationFeedbackBody = Type.Object({
  ClassId: Type.Integer({ minimum: 1 }),
  Rating: Type.Integer({ minimum: 0, maximum: 10 }),
  Content: Type.String({ maxLength: 2000 }),
});

export const ComplaintSchema = Type.Object({
  Id: Type.Integer(),
  ClassId: Type.Integer(),
  ClassTime: Type.String(),
  StudentName: Type.String(),
  CourseName: Type.String(),
  Complainant: Type.String(),
  ComplaintType: Type.String(),
  Reason: Type.String(),
  Status: Type.Union([Type.Literal('standing'), Type.Literal('withdrawn')]),
  CreatedAt: Type.String(),
  WithdrawnAt: Type.Union([Type.String(), Type.Null()]),
  ReplyCount: Type.Integer(),
  TeachingPoints: Type.Number({ description: 'Teaching points it costs while it stands (negative), from the ledger.' }),
  GrowthValue: Type.Number({ description: 'Growth value it costs while it stands (negative), from the ledger.' }),
});
export const ComplaintPageSchema = Type.Object({ Total: Type.Integer(), Items: Type.Array(ComplaintSchema) });
export const ComplaintReplySchema = Type.Object({ Id: Type.Integer(), From: Type.String(), Content: Type.String(), CreatedAt: Type.String() });
export const LateLeaveSchema = Type.Object({
  ClassId: Type.Integer(),
  StartTime: Type.String(),
  EndTime: Type.String(),
  StudentName: Type.String(),
  JoinedAt: Type.Union([Type.String(), Type.Null()], { description: 'The first join to the classroom; null when the tutor never joined.' }),
  EndedAt: Type.Union([Type.String(), Type.Null()], { description: 'When the class was ended, when it ended before its end time.' }),
  LateMinutes: Type.Integer(),
  EarlyMinutes: Type.Integer(),
});
export const RecitationClassSchema = Type.Object({
  ClassId: Type.Integer(),
  StartTime: Type.String(),
  StudentName: Type.String(),
  CourseName: Type.String(),
  StudentRating: Type.Union([Type.Integer(), Type.Null()]),
  FeedbackRating: Type.Union([Type.Integer(), Type.Null()]),
  FeedbackContent: Type.Union([Type.String(), Type.Null()]),
});

/** InsertTeachComplaint's and FileComplaint's answer: the new complaint's id. */
export const FiledComplaintSchema = Type.Object({ Id: Type.Integer() });

export const StaffFileComplaintBody = Type.Object({
  ClassId: Type.Integer({ minimum: 1 }),
  Complainant: Type.String({ maxLength: 200 }),
  ComplaintType: Type.String({ maxLength: 200 }),
  Reason: Type.String({ maxLength: 2000 }),
});
export const StaffWithdrawBody = Type.Object({ ComplaintId: Type.Integer({ minimum: 1 }), Reason: Type.Optional(Type.String({ maxLength: 2000 })) });
export const StaffComplaintReplyBody = Type.Object({ ComplaintId: Type.Integer({ minimum: 1 }), Content: Type.String({ maxLength: 2000 }) });
