import { Type, type Static } from '@sinclair/typebox';
import { ErrorCode } from '../error-codes';
import { HOBBY_MAX_COUNT, HOBBY_MAX_LENGTH, TEACH_INFO_MAX } from '../interests';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notification-preferences';
import { LIFE_SHOW_MODULES, PROFILE_FIELDS, type LifeShowPart } from '../personal-data';
import { SECTION_MAX_ENTRIES } from '../personal-sections';

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
  showDialog: Type.Boolean({ description: 'Whether the binding dialog should open now (needed, and not put off for 6 hours).' }),
  bound: Type.Boolean(),
  countryCode: Type.String(),
  maskedPhone: Type.String(),
  remindAfter: Type.Union([Type.String(), Type.Null()]),
});
export const Done = Type.Boolean();
/** ChangeTutorPrivateEmail's answer: the new sign-in e-mail. */
export const ChangedEmailSchema = Type.Object({ email: Type.String() });

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
export const ContractDraftSchema = Type.Object({ typedName: Type.String(), address: Type.String(), agreed: Type.Boolean() });
export const ContractSignatureSchema = Type.Object({
  id: Type.Integer(),
  signedAt: Type.String(),
  typedName: Type.String(),
  verifiedChannel: Type.String(),
  verifiedTarget: Type.String(),
  documentSha256: Type.String(),
  downloadUrl: Type.String(),
});
export const ContractInfoSchema = Type.Object({
  auditStatus: Type.Integer(),
  auditStatusText: Type.String(),
  auditReason: Type.String(),
  isCustomized: Type.Boolean(),
  draft: Type.Union([ContractDraftSchema, Type.Null()]),
  signature: Type.Union([ContractSignatureSchema, Type.Null()]),
});
/** GetContractInfo's answer: the contract's state and its text. */
export const ContractInfoWithTextSchema = Type.Composite([ContractInfoSchema, Type.Object({ contract: ContractTextSchema })]);
export const SaveContractBody = Type.Object(
  { TypedName: Text(200), Address: Type.Optional(Text(500)), Agreed: Type.Boolean() },
  { additionalProperties: false },
);
export const SignByEmailBody = Type.Object({ EmailCode: Text(12) }, { additionalProperties: false });
export const SignPhoneInfoSchema = Type.Object({ hasPhone: Type.Boolean(), countryCode: Type.String(), maskedPhone: Type.String() });
export const PopoutQuery = Type.Object({ isAgreen: Type.Boolean() });

// ---- Notification preferences ---------------------------------------------------------------------
export const NotificationChoiceSchema = Type.Object({
  kind: Type.Unsafe<NotificationKind>({ type: 'string', enum: [...NOTIFICATION_KINDS] }),
  byEmail: Type.Boolean(),
  bySms: Type.Boolean(),
});
export const NotificationPreferencesSchema = Type.Object({ reminderMinutes: Type.Integer(), items: Type.Array(NotificationChoiceSchema) });
export const SavePreferencesBody = Type.Object(
  {
    ReminderMinutes: Type.Integer(),
    Items: Type.Array(Type.Object({ Kind: Type.String({ maxLength: 40 }), ByEmail: Type.Boolean(), BySms: Type.Boolean() }, { additionalProperties: false }), {
      maxItems: NOTIFICATION_KINDS.length,
    }),
  },
  { additionalProperties: false },
);
export const UnsubscribeQuery = Type.Object({ token: Type.String({ maxLength: 200 }) });

// ---- Personal data --------------------------------------------------------------------------------
export const ProfileFormSchema = Type.Object(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, Type.String({ maxLength: 2000 })])) as Record<
    (typeof PROFILE_FIELDS)[number],
    ReturnType<typeof Type.String>
  >,
);
export const LifeShowItemSchema = Type.Object({
  part: Type.Unsafe<LifeShowPart>({ type: 'string', enum: Object.keys(LIFE_SHOW_MODULES) }),
  fileRef: Type.String(),
  fileName: Type.String(),
  previewUrl: Type.String(),
});
export const PersonalProfileSchema = Type.Object({
  tuid: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  form: ProfileFormSchema,
  lifeShow: Type.Array(LifeShowItemSchema),
  hobbies: Type.Array(Type.String()),
  complete: Type.Boolean(),
  awaitApproval: Type.Boolean(),
  reviewMessage: Type.String({ description: "The last verification's message from staff, if any." }),
});
export const FileRefBody = Type.Object({ FileRef: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export const HobbiesSchema = Type.Array(Type.String());
export const EditHobbiesBody = Type.Object(
  { Hobbies: Type.Array(Type.String({ maxLength: HOBBY_MAX_LENGTH }), { maxItems: HOBBY_MAX_COUNT }) },
  { additionalProperties: false },
);
export const TesolBody = Type.Object(
  {
    FirstName: Type.String({ maxLength: 100 }),
    MiddleName: Type.Optional(Type.String({ maxLength: 100 })),
    LastName: Type.String({ maxLength: 100 }),
    Birthday: Type.String({ maxLength: 10 }),
    IDNumber: Type.String({ maxLength: 60 }),
    HasTESOLCertificate: Type.Boolean(),
    TESOLCertificate: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  },
  { additionalProperties: false },
);

// ---- Personal sections, certificates, teach info, locations ---------------------------------------
const SectionEntrySchema = Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 300 }));
export const SectionEntriesSchema = Type.Array(SectionEntrySchema);
export const SectionBody = Type.Object(
  {
    Entries: Type.Array(SectionEntrySchema, {
      maxItems: SECTION_MAX_ENTRIES + 1,
      description: 'The whole section; each entry may carry proofFileRef, an upload in module TutorCertificates.',
    }),
  },
  { additionalProperties: false },
);
const FileItem = Type.Object({ fileRef: Type.String(), fileName: Type.String(), previewUrl: Type.String() });
export const CertificateSchema = Type.Composite([Type.Object({ type: Type.Integer() }), FileItem]);
export const CertificatesSchema = Type.Array(CertificateSchema);
export const LifeShowFileSchema = Type.Composite([Type.Object({ part: Type.String() }), FileItem]);
export const LifeShowInfoSchema = Type.Object({ files: Type.Array(LifeShowFileSchema), certificates: Type.Array(CertificateSchema) });
export const DeleteCertificateQuery = Type.Object({ type: Type.Integer({ minimum: 1, maximum: 3 }), fileRef: Type.Optional(Type.String({ maxLength: 64 })) });
export const UserCertInfoSchema = Type.Object({
  certificates: Type.Array(CertificateSchema),
  tesol: Type.Object({ submitted: Type.Boolean(), hasCertificate: Type.Boolean(), reviewStatus: Type.Union([Type.Integer(), Type.Null()]) }),
});
export const TeachInfoSchema = Type.Object({ teachingStyle: Type.String(), ageGroups: Type.String(), specialties: Type.String() });
export const TeachInfoBody = Type.Object(
  {
    TeachingStyle: Type.String({ maxLength: TEACH_INFO_MAX }),
    AgeGroups: Type.String({ maxLength: TEACH_INFO_MAX }),
    Specialties: Type.String({ maxLength: TEACH_INFO_MAX }),
  },
  { additionalProperties: false },
);
export const SectionFlagsSchema = Type.Object({
  personalInformation: Type.Boolean(),
  educationExperience: Type.Boolean(),
  workExperience: Type.Boolean(),
  teachingExperience: Type.Boolean(),
});
export const UserExtInfoSchema = Type.Object({
  teachInfo: TeachInfoSchema,
  hobbies: Type.Array(Type.String()),
  school: Type.String(),
  location: Type.String(),
  province: Type.String(),
  city: Type.String(),
  sectionsFilled: SectionFlagsSchema,
  complete: Type.Boolean(),
});
export const LocationSchema = Type.Object({ id: Type.Integer(), parentId: Type.Integer(), name: Type.String() });
export const LocationsSchema = Type.Array(LocationSchema);
export const LocationsQuery = Type.Object({ parentId: Type.Integer({ minimum: 0, default: 0 }) });
export const TeachLocationQuery = Type.Object({ parentId: Type.Integer({ minimum: 0 }), locatoinName: Type.String({ minLength: 1, maxLength: 100 }) });
export const TeachSchoolQuery = Type.Object({ schoolName: Type.String({ maxLength: 200 }) });
export const SchoolsSchema = Type.Array(Type.String());

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
