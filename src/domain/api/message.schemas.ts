import { Type } from '@sinclair/typebox';
import { CLASS_REQUEST_POINT_TYPES } from '../class-request';
import { MESSAGE_CATEGORIES } from '../message-kinds';

const minCategory = Math.min(...MESSAGE_CATEGORIES);
const maxCategory = Math.max(...MESSAGE_CATEGORIES);
const Category = Type.Integer({
  minimum: minCategory,
  maximum: maxCategory,
  description: 'Message-center tab: 1 notice, 2 remind, 3 warning, 4 levelUp.',
});

const paging = {
  key: Type.Optional(Type.String({ maxLength: 100, description: 'Searched in title and content, case-insensitively.' })),
  page: Type.Integer({ minimum: 1, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
};

export const ListQuery = Type.Object({ ...paging, type: Type.Integer({ ...Category, default: 1 }) });
export const TypedListQuery = Type.Object({ ...paging, type: Category });
export const PagingQuery = Type.Object(paging);
export const IdQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const TypeQuery = Type.Object({ type: Category });

export const MessageView = Type.Object({
  mid: Type.Integer(),
  kind: Type.String(),
  type: Type.Integer({ description: 'Message-center tab: 1 notice, 2 remind, 3 warning, 4 levelUp.' }),
  title: Type.String(),
  content: Type.String(),
  isRead: Type.Boolean(),
  readTime: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String(),
  remind: Type.Boolean({ description: 'System messages: pop up until marked read.' }),
  noticeStatus: Type.Integer({ description: 'Class notices: 0 pending, 1 accepted, 2 refused.' }),
  refuseReason: Type.String(),
  reminderType: Type.Union([Type.String(), Type.Null()]),
  reminder: Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()]),
});

export const MessagePage = Type.Object({
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
  items: Type.Array(MessageView),
});

export const NotReadCounters = Type.Object({
  unread: Type.Integer(),
  home: Type.Integer(),
  notice: Type.Integer(),
  warn: Type.Integer(),
  remind: Type.Integer(),
  levelUp: Type.Integer(),
  im: Type.Integer({ description: 'Unread chat messages.' }),
});

export const TotalUnread = Type.Object({
  Total: Type.Integer(),
  Notice: Type.Integer(),
  Warning: Type.Integer(),
  Remind: Type.Integer(),
});

export const MidsBody = Type.Object({ Mids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }) }, { additionalProperties: false });

export const MoodleBody = Type.Object(
  {
    start: Type.Optional(Type.String({ format: 'date-time', description: 'Created at or after (ISO-8601).' })),
    end: Type.Optional(Type.String({ format: 'date-time', description: 'Created before (ISO-8601).' })),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    offset: Type.Integer({ minimum: 0, default: 0 }),
  },
  { additionalProperties: false },
);
export const MoodlePage = Type.Object({ total: Type.Integer(), items: Type.Array(MessageView) });

export const AbsentNoticeItem = Type.Object({ classTime: Type.String(), id: Type.Integer(), count: Type.Integer() });
export const AbsentNotice = Type.Union([AbsentNoticeItem, Type.Null()]);

const PointType = Type.Integer({
  minimum: Math.min(...CLASS_REQUEST_POINT_TYPES),
  maximum: Math.max(...CLASS_REQUEST_POINT_TYPES),
  description: '2 pop-up shown, 3 grab it now, 4 closed.',
});
export const TeacherPointBody = Type.Object({ ClassID: Type.Integer({ minimum: 1 }), PointType }, { additionalProperties: false });
export const ReadReportBody = Type.Object(
  { ID: Type.Integer({ minimum: 1 }), ClassID: Type.Integer({ minimum: 1 }), PointType },
  { additionalProperties: false },
);
export const ReadReportResult = Type.Object({
  GrabOrdersUrl: Type.Union([Type.String(), Type.Null()], { description: 'Set for PointType 3: the page to open next.' }),
});
export const GrabOrdersResult = Type.Object({ Url: Type.String() });
export const ClassRequestItem = Type.Object({
  id: Type.Integer(),
  classID: Type.Integer(),
  dialog: Type.String(),
  isPopUpPoint: Type.Boolean(),
});

export const ConfirmationItem = Type.Object({
  Id: Type.Integer(),
  ClassTimeStr: Type.String({ description: 'ISO-8601 UTC.' }),
  Count: Type.Integer(),
  ClassId: Type.Integer(),
  StudentName: Type.String(),
  LessonFeePhp: Type.Number(),
  DeadlineStr: Type.String({ description: 'ISO-8601 UTC: 30 minutes before class.' }),
});

export const AttendanceReplyBody = Type.Object(
  {
    Id: Type.Integer({ minimum: 1 }),
    IsICan: Type.Boolean(),
    Attachment: Type.Optional(Type.String({ maxLength: 500, description: 'File reference from the chunked upload (module Absent).' })),
    CancelReason: Type.Optional(Type.Union([Type.Null(), Type.Integer()], { description: '1-6, shell.md §9.' })),
    CancelRemark: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

export const MidBody = Type.Object({ mid: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export const UpperMidBody = Type.Object({ Mid: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export const RefuseBody = Type.Object(
  { mid: Type.Integer({ minimum: 1 }), reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
