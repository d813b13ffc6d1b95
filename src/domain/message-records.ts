/**
 * The message calls' records as the client reads them (growth-account.md §3 "Messages", §7;
 * shell.md §3 "Attendance confirmation"): each is the answer's schema, declared once in
 * ./api/message.schemas.ts, the one the server serializes with.
 */
import type { Static } from '@sinclair/typebox';
import type {
  AbsentNoticeItem,
  AttendanceReplyBody,
  ClassRequestItem,
  ConfirmationItem,
  MessagePage as MessagePageSchema,
  MessageView,
  NotReadCounters,
  ReadReportResult,
  TotalUnread,
} from './api/message.schemas';

/** One message of any kind, as the lists, GetMessageById and the hub events carry it. */
export type MessageRecord = Static<typeof MessageView>;

export type MessagePage = Static<typeof MessagePageSchema>;

/** NotReadMsgCount. */
export type UnreadCounters = Static<typeof NotReadCounters>;

/** GetTotalUnreadMessageCount. */
export type UnreadTotals = Static<typeof TotalUnread>;

/** A class request ("didi") as the pop-up receives it. */
export type ClassRequestRecord = Static<typeof ClassRequestItem>;

/** The absent notice pushed when a class needs confirming (GetTutorAbsentMsgNew's shape). */
export type AbsentNoticeRecord = Static<typeof AbsentNoticeItem>;

/** An item of GetAttendanceConfirmList. */
export type ConfirmationRecord = Static<typeof ConfirmationItem>;

/** readTeacheDidiMessage's answer: the grab-orders URL for point type 3, else null. */
export type ReadReportAnswer = Static<typeof ReadReportResult>;

/** ReplyAttendanceConfirm's body. */
export type AttendanceReplyRequest = Static<typeof AttendanceReplyBody>;

/** The list page size when none is chosen, and the sizes offered. */
export const MESSAGE_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZES = [10, 20, 50] as const;
