import { Type, type Static } from '@sinclair/typebox';
import { ErrorCode } from '../error-codes';

/** A success envelope whose Msg the dialogs show (the spec's 'send success', 'Binding success', ...). */
export function okWithMessage<T>(body: T, message: string): { ErrorCode: 0; Msg: string; Body: T } {
  return { ErrorCode: ErrorCode.Success, Msg: message, Body: body };
}

const Text = (max: number, description?: string) => Type.String({ maxLength: max, ...(description ? { description } : {}) });

// ---- Account security --------------------------------------------------------------------------
export const EmailBody = Type.Object({ Email: Text(254) }, { additionalProperties: false });
export const EmailCodeBody = Type.Object({ Email: Text(254), Code: Text(12) }, { additionalProperties: false });
export const TutorInfoBody = Type.Object({ Tuid: Type.Integer({ minimum: 1 }), Phone: Text(32) }, { additionalProperties: false });
export const ResetPasswordBody = Type.Object({ Email: Text(254), Password: Text(200), Code: Text(12) }, { additionalProperties: false });
export const ChangeEmailBody = Type.Object(
  { Email: Text(254, 'The current e-mail.'), Code: Text(12), NewPrivateEmail: Text(254) },
  { additionalProperties: false },
);
export const PhoneCodeBody = Type.Object({ countryCode: Text(8), phone: Text(32) }, { additionalProperties: false });
export const BindPhoneBody = Type.Object({ phone: Text(32), verificationCode: Text(12), countryCode: Text(8) }, { additionalProperties: false });
export const PhoneBindingStateSchema = Type.Object({
  showDialog: Type.Boolean(),
  bound: Type.Boolean(),
  countryCode: Type.String(),
  maskedPhone: Type.String(),
  remindAfter: Type.Union([Type.String(), Type.Null()]),
});
export const Done = Type.Boolean();

// ---- Leave ----------------------------------------------------------------------------------------
const LeaveFields = {
  StartTime: Text(40, 'ISO-8601 instant the leave starts.'),
  EndTime: Text(40, 'ISO-8601 instant the leave ends.'),
  LeaveType: Type.Integer({ description: '1 sick, 2 personal, 3 emergency, 4 bereavement, 5 other.' }),
  Reason: Text(2000),
  ProofFile: Type.Optional(Type.Union([Text(64, 'fileRef of an upload in module LeaveReason.'), Type.Null()])),
};
export const AddLeaveBody = Type.Object(LeaveFields, { additionalProperties: false });
export const EditLeaveBody = Type.Object({ Id: Type.Integer({ minimum: 1 }), ...LeaveFields }, { additionalProperties: false });
export const IdQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const PageQuery = Type.Object({
  pageIndex: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
export const LeaveRecordSchema = Type.Object({
  id: Type.Integer(),
  startAt: Type.String(),
  endAt: Type.String(),
  leaveType: Type.Integer(),
  reason: Type.String(),
  proofFileRef: Type.Union([Type.String(), Type.Null()]),
  status: Type.Integer(),
  statusText: Type.String(),
  reviewReason: Type.String(),
  createdAt: Type.String(),
  canEdit: Type.Boolean(),
  canUndo: Type.Boolean(),
});
export const LeavePageSchema = Type.Object({
  items: Type.Array(LeaveRecordSchema),
  total: Type.Integer(),
  pageIndex: Type.Integer(),
  pageSize: Type.Integer(),
});

// ---- Contract -------------------------------------------------------------------------------------
export const ContractTextSchema = Type.Object({
  title: Type.String(),
  version: Type.String(),
  paragraphs: Type.Array(Type.String()),
  tutorName: Type.String(),
  isCustomized: Type.Boolean(),
});
export const ContractInfoQuery = Type.Object({ isCustomized: Type.Optional(Type.Boolean()) });
export const ContractInfoSchema = Type.Object({
  auditStatus: Type.Integer(),
  auditStatusText: Type.String(),
  auditReason: Type.String(),
  isCustomized: Type.Boolean(),
  draft: Type.Union([Type.Object({ typedName: Type.String(), address: Type.String(), agreed: Type.Boolean() }), Type.Null()]),
  signature: Type.Union([
    Type.Object({
      id: Type.Integer(),
      signedAt: Type.String(),
      typedName: Type.String(),
      verifiedChannel: Type.String(),
      verifiedTarget: Type.String(),
      documentSha256: Type.String(),
      downloadUrl: Type.String(),
    }),
    Type.Null(),
  ]),
});
export const SaveContractBody = Type.Object(
  { TypedName: Text(200), Address: Type.Optional(Text(500)), Agreed: Type.Boolean() },
  { additionalProperties: false },
);
export const SignByEmailBody = Type.Object({ EmailCode: Text(12) }, { additionalProperties: false });
export const SignPhoneInfoSchema = Type.Object({ hasPhone: Type.Boolean(), countryCode: Type.String(), maskedPhone: Type.String() });
export const PopoutQuery = Type.Object({ isAgreen: Type.Boolean() });

// ---- Staff and development ------------------------------------------------------------------------
export const ReviewLeaveBody = Type.Object(
  { Id: Type.Integer({ minimum: 1 }), Approve: Type.Boolean(), Reason: Type.Optional(Text(500)) },
  { additionalProperties: false },
);
export const StaffLeaveSchema = Type.Composite([LeaveRecordSchema, Type.Object({ tutorId: Type.Integer() })]);
export const StaffLeavePageSchema = Type.Object({
  items: Type.Array(StaffLeaveSchema),
  total: Type.Integer(),
  pageIndex: Type.Integer(),
  pageSize: Type.Integer(),
});
export const ReviewedLeaveSchema = Type.Composite([
  LeaveRecordSchema,
  Type.Object({ tutorId: Type.Integer(), slotsClosed: Type.Integer(), classesHandedOver: Type.Integer() }),
]);
export const AuditContractBody = Type.Object(
  { Tuid: Type.Integer({ minimum: 1 }), Status: Type.Integer(), Reason: Type.Optional(Text(500)) },
  { additionalProperties: false },
);
export const OutboxQuery = Type.Object({
  pageIndex: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  recipient: Type.Optional(Text(254)),
});
export const OutboxItemSchema = Type.Object({
  id: Type.Integer(),
  channel: Type.String(),
  recipient: Type.String(),
  kind: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  status: Type.String(),
  createdAt: Type.String(),
});
export const OutboxPageSchema = Type.Object({ items: Type.Array(OutboxItemSchema), total: Type.Integer() });
export type OutboxItem = Static<typeof OutboxItemSchema>;
