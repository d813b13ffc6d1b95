import { Type } from '@sinclair/typebox';
import { CLIENT_ERROR_FIELD_MAX_LENGTH, ClientErrorKind } from '../client-errors';
import { IM_TEXT_LIMITS } from '../im';
import { LAYOUT_NOTICE_KINDS } from '../layout-notices';
import { CLIENT_LOG_LIMITS, TutorClientLogKind } from '../tutor-info';
import { DbId, DbInteger } from './db-integer';

// ---- Protocol and monitoring warning --------------------------------------------------------

export const ProtocolAgreementSchema = Type.Object({
  IsAgree: Type.Boolean({ description: 'True once the tutor has agreed to the protocol.' }),
  AgreedAt: Type.Union([Type.String(), Type.Null()], { description: 'When the tutor first agreed (ISO time).' }),
});

export const MonitoringWarningSchema = Type.Object({ Id: Type.Integer(), Reason: Type.String(), IssuedAt: Type.String() });
export const OpenMonitoringWarningSchema = Type.Object({ Warning: Type.Union([MonitoringWarningSchema, Type.Null()]) });
export const IssueMonitoringWarningBody = Type.Object({ Tuid: DbId(), Reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false });

// ---- Learning tags --------------------------------------------------------------------------

export const LearningTagIdsSchema = Type.Object({ TagIds: Type.Array(Type.Integer()) });
export const LearningTagContentQuery = Type.Object({ tagId: DbId() }, { additionalProperties: false });
export const LearningTagContentSchema = Type.Object({ TagId: Type.Integer(), Title: Type.String(), Content: Type.String() });
export const LearningTagIdBody = Type.Object({ TagId: DbId({ description: 'A learning tag of the signed-in tutor.' }) }, { additionalProperties: false });
export const LearnedTagSchema = Type.Object({ TagId: Type.Integer(), LearnedAt: Type.Union([Type.String(), Type.Null()]) });
export const LearningTagLogBody = Type.Object(
  {
    TagId: DbId(),
    LabelId: DbInteger({ minimum: 0 }),
    StartTime: Type.String({ format: 'date-time' }),
    EndTime: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

// ---- Dialog list and Skype ------------------------------------------------------------------

export const DialogListItemSchema = Type.Object({ Id: Type.Integer(), Type: Type.Integer() });
export const SkypeIdSchema = Type.Object({ Sky: Type.String(), UpdatedAt: Type.Union([Type.String(), Type.Null()]) });
export const SkypeIdBody = Type.Object({ Sky: Type.String({ maxLength: 500 }) }, { additionalProperties: false });

// ---- Layout notices -------------------------------------------------------------------------

export const LayoutNoticeSchema = Type.Object({
  Id: Type.Integer(),
  Kind: Type.Union(LAYOUT_NOTICE_KINDS.map((kind) => Type.Literal(kind))),
  Title: Type.String(),
  Body: Type.String(),
  ImageUrl: Type.String(),
  LinkUrl: Type.String(),
});
/** A check call's answer: the notice the tutor has not closed yet, or null. */
export const UnseenLayoutNotice = Type.Union([LayoutNoticeSchema, Type.Null()]);
export const CloseLayoutNoticeBody = Type.Object({ Id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

// ---- Client errors --------------------------------------------------------------------------

const clientErrorField = Type.String({ maxLength: CLIENT_ERROR_FIELD_MAX_LENGTH });
export const ClientErrorReportBody = Type.Object(
  {
    Type: Type.Literal(ClientErrorKind.chunk),
    Request: clientErrorField,
    Path: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_FIELD_MAX_LENGTH }),
    Message: clientErrorField,
  },
  { additionalProperties: false },
);

/** What the logs answer: the id of the stored line (ReportClientError, AddTutorClientUsageLog, LoginLog). */
export const LoggedSchema = Type.Object({ Id: Type.Integer() });

// ---- Bi-aspect tags -------------------------------------------------------------------------

export const BiAspectTeacherQuery = Type.Object({ userid: Type.Optional(DbId()) }, { additionalProperties: false });
export const BiAspectGroupSchema = Type.Object({
  AspectId: Type.Integer(),
  AspectName: Type.String(),
  MaxSelected: Type.Integer(),
  Tags: Type.Array(Type.Object({ TagId: Type.Integer(), TagName: Type.String() })),
});
export const BiAspectSelectionSchema = Type.Object({ SelectedTagIds: Type.Array(Type.Integer()), SelectedAt: Type.Union([Type.String(), Type.Null()]) });
export const BiAspectSubmitBody = Type.Object({ SelectedTagIds: Type.Array(DbId(), { maxItems: 50 }) }, { additionalProperties: false });

// ---- Tutor client logs and the layout's small calls -----------------------------------------

/** AddTutorClientUsageLog's and LoginLog's body; only the Action's description differs. */
export const ClientLogReportBody = (actionDescription: string) =>
  Type.Object(
    {
      Action: Type.String({ maxLength: 200, description: `${actionDescription} (at most ${CLIENT_LOG_LIMITS.action} characters are kept)` }),
      ClientName: Type.Optional(Type.String({ maxLength: 200 })),
      ClientInfo: Type.Optional(Type.String({ maxLength: 1000, description: 'The browser or client, e.g. its user agent.' })),
    },
    { additionalProperties: false },
  );

const ClientLogKind = Type.Union([Type.Literal(TutorClientLogKind.usage), Type.Literal(TutorClientLogKind.login)]);
export const TutorClientLogsQuery = Type.Object(
  {
    tuid: DbId(),
    kind: ClientLogKind,
    pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);
export const TutorClientLogLineSchema = Type.Object({
  Id: Type.Integer(),
  Kind: ClientLogKind,
  Action: Type.String(),
  ClientName: Type.String(),
  ClientInfo: Type.String(),
  Address: Type.String(),
  CreatedAt: Type.String(),
});
export const TutorClientLogPageSchema = Type.Object({ items: Type.Array(TutorClientLogLineSchema), total: Type.Integer() });

export const TutorInfoSchema = Type.Object({
  IsCustomized: Type.Boolean(),
  PersonalState: Type.Integer({ description: '0 personal information to complete, 1 waiting for the provider’s approval, 2 complete and approved.' }),
  ContactState: Type.Integer({ description: '0 no phone bound or the phone must be updated, 1 a phone the provider can reach.' }),
  HB: Type.Integer({ description: 'Has bank: 1 when a payment account is on file (pay can be sent), else 0.' }),
  TLState: Type.Integer({ description: 'Teaching license (TL) test: 1 passed, 0 not yet.' }),
});
export const TutorSubjectTypeSchema = Type.Object({ SubjectType: Type.Integer(), SubjectName: Type.String() });
/** GetTutorAccount: the tutor's own account as the layout shows it. */
export const TutorAccountSchema = Type.Object({
  Tuid: Type.Integer(),
  Account: Type.String(),
  Email: Type.String(),
  FullName: Type.String(),
  TutorGroup: Type.String(),
  CreatedAt: Type.String(),
});
export const TutorTrailQuery = Type.Object({ tuid: Type.Optional(DbId()) }, { additionalProperties: false });
export const TutorTrailSchema = Type.Object({
  Tuid: Type.Integer(),
  TrialClasses: Type.Integer(),
  Conversions: Type.Integer(),
  TrialLevel: Type.String(),
  ToNextLevel: Type.Union([Type.Integer(), Type.Null()], { description: 'Conversions still needed for the next trial level; null at the top level.' }),
  LastTrialAt: Type.Union([Type.String(), Type.Null()]),
});

// ---- Call card ------------------------------------------------------------------------------

export const RejectCallBody = Type.Object({ CallId: DbId(), Note: Type.String({ maxLength: IM_TEXT_LIMITS.declineNote }) }, { additionalProperties: false });
