/**
 * The class table's contract shared by server and client (teaching.md §2-§4, §7): the class shape
 * the week and info calls answer, how each class tool is joined, the join window, and the texts a
 * tutor reads when a join or a request is refused.
 */
import type { Static } from '@sinclair/typebox';
import type {
  ClassDetailsSchema,
  ClassInfoSchema,
  ClassTableClassSchema,
  ClassTablePeriodSchema,
  ClassroomLinkSchema,
  DisplayTimeZoneSchema,
  FeedUrlSchema,
  PeriodBody,
  PreloadUrlSchema,
  SmallClassInfoSchema,
} from './api/class-table.schemas';
import type { ClassDisplayStatus } from './classes';

/** A class as the class table reads it (GetTutorRealTimeClassByWeek, GetTutorRealTimeClassInfo). */
export type ClassTableClass = Static<typeof ClassTableClassSchema>;

/** What GetTutorRealTimeClassByWeek asks: a week by its Monday, a day, a UTC range, or nothing (the current week). */
export type ClassTablePeriodRequest = Static<typeof PeriodBody>;

/** The answer of GetTutorRealTimeClassByWeek: a period of the tutor's display zone and its classes. */
export type ClassTablePeriod = Static<typeof ClassTablePeriodSchema>;

/** GetTutorRealTimeClassInfo: one class with the display zone. */
export type ClassInfo = Static<typeof ClassInfoSchema>;

/** What GetClassDetails answers for the class detail page's header. */
export type ClassDetailHeader = Static<typeof ClassDetailsSchema>;

export type DisplayTimeZoneInfo = Static<typeof DisplayTimeZoneSchema>;

/** GetSmallClassInfo: the tutor's current (or next) session of a small class with its students. */
export type SmallClassInfo = Static<typeof SmallClassInfoSchema>;

/** GetAgoraCoursewarePreloadPageUrl: the courseware page to preload. */
export type PreloadUrl = Static<typeof PreloadUrlSchema>;

/** GetCalendarFeedUrl and ResetCalendarFeedUrl: the secret address of the tutor's calendar feed. */
export type CalendarFeedUrl = Static<typeof FeedUrlSchema>;

/** The join calls of teaching.md §7, by name. */
export const JoinCall = {
  classIn: 'JoinClassIn',
  aClassroom: 'JoinNetWorkAclassroom',
  pictureLesson: 'getPicturelesson',
  teacherToken: 'GetTeacherToken',
  tencent: 'GetTencentRoomID',
  clientJoin: 'RecordTutorClientJoinClassroom',
  smallClass: 'JoinSmallClassRoom',
} as const;
export type JoinCall = (typeof JoinCall)[keyof typeof JoinCall];

/**
 * Which call joins a class of each tool (teaching.md §3 index): ClassIn, AClassroom (with isMac),
 * GameClass picture lessons, Tencent rooms; EClassroom and AcsPro+ rooms open with a teacher
 * token; the chat and meeting apps (QQ, Skype, FastMeeting, OnlineClass, the branded tool, WeChat)
 * are recorded and opened through RecordTutorClientJoinClassroom. Small classes use their own call.
 */
export const JOIN_CALL_BY_TOOL: readonly JoinCall[] = [
  JoinCall.teacherToken, // 0 EClassroom
  JoinCall.clientJoin, // 1 QQ
  JoinCall.clientJoin, // 2 Skype
  JoinCall.clientJoin, // 3 FastMeeting
  JoinCall.clientJoin, // 4 OnlineClass
  JoinCall.clientJoin, // 5 branded class tool
  JoinCall.clientJoin, // 6 WeChat
  JoinCall.classIn, // 7 ClassIn
  JoinCall.aClassroom, // 8 AClassroom
  JoinCall.pictureLesson, // 9 GameClass
  JoinCall.teacherToken, // 10 AcsPro+
  JoinCall.tencent, // 11 Tencent Classroom
];

/** EClassroom runs its courseware on Agora: its page is preloaded in a hidden 1x1 window (growth-account.md §2). */
export const AGORA_PRELOAD_TOOLS: readonly number[] = [0];

export function joinCallOf(classTool: number, isSmallClass: boolean): JoinCall | '' {
  if (isSmallClass) return JoinCall.smallClass;
  return JOIN_CALL_BY_TOOL[classTool] ?? '';
}

/** What every join call answers: the link to open (and, by tool, the room and token it carries). */
export type ClassroomLink = Static<typeof ClassroomLinkSchema>;

/** The classroom opens this long before a class starts by default (CLASSROOM_OPENS_BEFORE_MINUTES). */
export const DEFAULT_CLASSROOM_OPENS_BEFORE_MINUTES = 15;

/** Longest period GetTutorRealTimeClassByWeek answers (a start/end range), in days. */
export const CLASS_TABLE_MAX_DAYS = 42;

/** Cancelled classes stay in the calendar feed this long after their start, so subscribed calendars update. */
export const CALENDAR_FEED_DAYS_BACK = 30;
/** The calendar feed reaches this far ahead. */
export const CALENDAR_FEED_DAYS_AHEAD = 120;

/** Texts of the class table's refusals (the spec leaves them to us). */
export const ClassTableMessages = {
  classNotFound: 'This class does not exist.',
  smallClassNotFound: 'This small class does not exist.',
  notJoinableYet: (minutes: number) => `The classroom opens ${minutes} minutes before the class starts.`,
  classOver: 'This class is over: its classroom is closed.',
  classNotBooked: (status: string) => `This class is ${status}: its classroom is closed.`,
  wrongJoinCall: (tool: string, call: string) => `This class is taught in ${tool}: join it with ${call}.`,
  notYourTestClass: 'You can only open your own test class.',
  noTestClass: 'Create your test class first.',
  notYourStudent: 'This student has no class with you.',
  weekStartNotMonday: 'WeekStart must be a Monday (YYYY-MM-DD).',
  badPeriod: `Ask for a week (WeekStart), a day (Day), or a StartTime before EndTime at most ${CLASS_TABLE_MAX_DAYS} days apart.`,
  unknownTimeZone: 'Choose a time zone from the list (an IANA zone such as Europe/Berlin).',
  feedLinkCopied: 'Calendar link copied.',
} as const;

/** The display statuses and class outcomes the legend explains. */
export const CLASS_LEGEND: ReadonlyArray<{ key: ClassDisplayStatus | 'cancelled' | 'absent'; label: string; meaning: string }> = [
  { key: 'unfinished', label: 'Unfinished', meaning: 'Not over yet, no lesson recorded.' },
  { key: 'finished', label: 'Finished', meaning: 'Over, with the lesson taught recorded.' },
  { key: 'incorrectFinished', label: 'Incorrectly finished', meaning: 'Over without a lesson recorded (or recorded before it ended).' },
  { key: 'cancelled', label: 'Cancelled', meaning: 'Cancelled before it took place.' },
  { key: 'absent', label: 'Absent', meaning: 'The tutor or the student did not attend.' },
];

/** The legend key of a class: its outcome when it did not take place, else the spec's display status. */
export function legendKeyOf(lesson: Pick<ClassTableClass, 'Status' | 'DisplayStatus'>): (typeof CLASS_LEGEND)[number]['key'] {
  if (lesson.Status === 'cancelled' || lesson.Status === 'absent') return lesson.Status;
  return lesson.DisplayStatus;
}
