import { Type } from '@sinclair/typebox';
import { FEEDBACK_PAGE_SIZE } from '../feedback';

const loose = (description: string) => Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Integer(), Type.Null()], { description }));

/** Loose on purpose: a missing or out-of-rule field gets §5's own message from the service. */
export const FeedbackBody = Type.Object({
  Type: loose('The feedback type (GetFeeBackType).'),
  Clid: loose('The class id: shown for types 1, 2, 4, 9, 10, 12, 13, 36, required except type 1.'),
  Respondents: loose('The complaint name, required for type 11.'),
  Remark: loose('The content, 1-500 characters.'),
  File: loose('The screenshot: a fileRef uploaded with module AppealFile.'),
});

export const FeedbackEditBody = Type.Composite([FeedbackBody, Type.Object({ ID: Type.Integer({ minimum: 1 }) })]);

export const FeedbackListBody = Type.Object({
  PageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  PageSize: Type.Integer({ minimum: 1, maximum: 100, default: FEEDBACK_PAGE_SIZE }),
  Type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  Status: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
  StartTime: Type.Optional(Type.String({ format: 'date-time', description: 'Minutes 0 or 30 only.' })),
  EndTime: Type.Optional(Type.String({ format: 'date-time', description: 'Minutes 0 or 30 only.' })),
});

export const IdQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const FeedBackIdQuery = Type.Object({ FeedBackId: Type.Integer({ minimum: 1 }) });
export const ReplyAddQuery = Type.Object({ FeedBackId: Type.Integer({ minimum: 1 }), Remark: Type.String({ maxLength: 2000 }) });

export const FeedbackTypeSchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Appeal: Type.Union([Type.Literal('attendance'), Type.Literal('cancellation'), Type.Literal('complaint'), Type.Null()], {
    description: 'Set for appeals against a penalty: the penalty of the class (Class ID) is attached.',
  }),
});

/** Add and Edit answer Body Item1 (success) and Item2 (the message) (§7). */
export const SaveAnswer = Type.Object({ Item1: Type.Boolean(), Item2: Type.String() });

export const FeedbackRecordSchema = Type.Object({
  ID: Type.Integer(),
  Type: Type.Integer(),
  TypeName: Type.String(),
  Clid: Type.Union([Type.Integer(), Type.Null()]),
  Respondents: Type.String(),
  Remark: Type.String(),
  File: Type.String(),
  FileUrl: Type.String(),
  Status: Type.Integer(),
  StatusText: Type.String(),
  CreatedAt: Type.String(),
  UpdatedAt: Type.String(),
  HasUnreadReply: Type.Boolean({ description: 'Staff replied and the tutor has not read it yet.' }),
  CanEdit: Type.Boolean(),
  Penalty: Type.Array(Type.Object({ Rule: Type.String(), Amount: Type.Number(), Reversed: Type.Boolean() }), {
    description: 'For appeals: the penalty entries attached, in points/pesos (hundredths / 100).',
  }),
});

export const FeedbackPageSchema = Type.Object({ Total: Type.Integer(), Items: Type.Array(FeedbackRecordSchema) });

export const FeedbackReplySchema = Type.Object({
  Id: Type.Integer(),
  From: Type.String({ description: "'tutor' or 'staff'." }),
  Remark: Type.String(),
  CreatedAt: Type.String(),
});

export const StaffReplyBody = Type.Object({ FeedBackId: Type.Integer({ minimum: 1 }), Remark: Type.String({ maxLength: 2000 }) });
export const StaffDecideBody = Type.Object({
  FeedBackId: Type.Integer({ minimum: 1 }),
  Grant: Type.Boolean(),
  Remark: Type.Optional(Type.String({ maxLength: 2000 })),
});
