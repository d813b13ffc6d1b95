/**
 * The message calls' records as the client reads them (growth-account.md §3 "Messages", §7;
 * shell.md §3 "Attendance confirmation"): the server answers these shapes.
 */
import type { ReminderFields } from './message-kinds';

/** One message of any kind, as the lists, GetMessageById and the hub events carry it. */
export interface MessageRecord {
  mid: number;
  kind: string;
  /** The message-center tab: 1 notice, 2 remind, 3 warning, 4 levelUp. */
  type: number;
  title: string;
  content: string;
  isRead: boolean;
  readTime: string | null;
  createTime: string;
  /** System messages: pop up until marked read. */
  remind: boolean;
  /** Class notices: 0 pending, 1 accepted, 2 refused. */
  noticeStatus: number;
  refuseReason: string;
  reminderType: string | null;
  reminder: ReminderFields | null;
}

export interface MessagePage {
  total: number;
  page: number;
  size: number;
  items: MessageRecord[];
}

/** NotReadMsgCount. */
export interface UnreadCounters {
  unread: number;
  home: number;
  notice: number;
  warn: number;
  remind: number;
  levelUp: number;
}

/** GetTotalUnreadMessageCount. */
export interface UnreadTotals {
  Total: number;
  Notice: number;
  Warning: number;
  Remind: number;
}

/** A class request ("didi") as the pop-up receives it. */
export interface ClassRequestRecord {
  id: number;
  classID: number;
  dialog: string;
  isPopUpPoint: boolean;
}

/** The absent notice pushed when a class needs confirming (GetTutorAbsentMsgNew's shape). */
export interface AbsentNoticeRecord {
  classTime: string;
  id: number;
  count: number;
}

/** An item of GetAttendanceConfirmList. */
export interface ConfirmationRecord {
  Id: number;
  /** ISO-8601 UTC. */
  ClassTimeStr: string;
  Count: number;
  ClassId: number;
  StudentName: string;
  LessonFeePhp: number;
  /** ISO-8601 UTC: 30 minutes before class. */
  DeadlineStr: string;
}

/** The list page size when none is chosen, and the sizes offered. */
export const MESSAGE_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZES = [10, 20, 50] as const;
