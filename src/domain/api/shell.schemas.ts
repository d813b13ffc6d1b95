import { Type } from '@sinclair/typebox';
import { CLIENT_INFO_MAX_LENGTH, ClientDownloadSource, ClientType, ModelClickType } from '../client-logs';

/** An integer that must be one of `values`; a wrong one is answered "'x' must be one of: ...". */
const oneOf = <T extends number>(values: readonly T[], description: string) => Type.Unsafe<T>({ type: 'integer', enum: [...values], description });

/** A menu item as GET /api/System/GetMenuList answers it. */
export const MenuItemSchema = Type.Object({
  name: Type.String(),
  routeName: Type.String(),
  type: Type.Integer({ description: '0: a sidebar item; other types are routes only.' }),
  isShow: Type.Boolean(),
  filterName: Type.String(),
  url: Type.String({ description: "The host map's base for hostKey, then '/' and the route name." }),
  icon: Type.String({ description: "PrimeIcons class of the item's icon." }),
  hostKey: Type.String({ description: "Key into the system setting's host map the url was built from; '' for this host." }),
});

export const ClockInDaySchema = Type.Object({
  Status: Type.Integer({ description: '-1 or 1 clocked in, 0 can clock in, 2 or 3 late.' }),
  WorkDate: Type.String({ description: "The provider's day, YYYY-MM-DD." }),
  ClockedInAt: Type.Union([Type.String(), Type.Null()]),
  FirstClassAt: Type.Union([Type.String(), Type.Null()]),
});

export const RegistrationBody = Type.Integer({ description: '1: clocked in; 3: recorded as late (Msg says why).' });

export const EyeProtectionQuery = Type.Object({ type: oneOf([0, 1] as const, '0 normal theme, 1 Soft Mode (dark).') });
export const EyeProtectionMode = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const SidebarMiniQuery = Type.Object({ mini: Type.Boolean() });

export const GuidedTourSchema = Type.Object({
  Show: Type.Boolean({ description: 'True until the tutor finishes or skips the tour.' }),
  CompletedAt: Type.Union([Type.String(), Type.Null()]),
});

export const TutorAllScoreSchema = Type.Object({
  Flowers: Type.Number(),
  MonthScore: Type.Number(),
  TeachingPoints: Type.Number(),
  ComScore: Type.Number(),
  GoodScore: Type.Number(),
  AbsentScore: Type.Number(),
  BadScore: Type.Number(),
  CancelScore: Type.Number(),
  OtherScore: Type.Number(),
  Month: Type.String(),
});

export const LastFlowerAmountSchema = Type.Object({
  Month: Type.String({ description: 'The previous month, YYYY-MM.' }),
  Flowers: Type.Integer(),
});

export const BulletinSchema = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  Content: Type.String(),
  PublishedAt: Type.String(),
});

export const HomeBannerSchema = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  Subtitle: Type.String(),
  ImageUrl: Type.String(),
  LinkUrl: Type.String(),
});

export const HomeClassSchema = Type.Object({
  Id: Type.Integer(),
  StudentName: Type.String(),
  StudentLevel: Type.String(),
  CourseName: Type.String(),
  StartAt: Type.String(),
  EndAt: Type.String(),
  Status: Type.String({ description: 'booked, finished or cancelled.' }),
  ClassTool: Type.Integer({ description: 'Index into the class tool enumeration (teaching.md §3).' }),
  LessonFeePhp: Type.Number(),
});

export const HomeClassesSchema = Type.Object({
  WorkDate: Type.String(),
  TimeZone: Type.String(),
  Today: Type.Array(HomeClassSchema),
  NextClass: Type.Union([HomeClassSchema, Type.Null()]),
  Upcoming: Type.Array(HomeClassSchema, { description: 'The next booked classes after today.' }),
});

export const TemporaryClassroomSchema = Type.Object({
  Success: Type.Boolean(),
  WebLink: Type.String(),
  ClassId: Type.Union([Type.Integer(), Type.Null()], { description: 'The class the room is for, when there is one.' }),
});

export const ClientDownloadLogBody = Type.Object(
  {
    SourceType: oneOf(Object.values(ClientDownloadSource), '1 download dialog, 2 /tutorClient page, 3 download notice.'),
    ClientInfo: Type.String({ maxLength: CLIENT_INFO_MAX_LENGTH }),
    ClientType: oneOf(Object.values(ClientType), '1 Windows, 2 Mac.'),
  },
  { additionalProperties: false },
);

export const ModelClickQuery = Type.Object({
  type: oneOf(Object.values(ModelClickType), 'The header shortcut: 1 temporary classroom ... 6 message.'),
});
