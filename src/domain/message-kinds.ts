/**
 * Message kinds, message-center categories, class-notice states and the eight reminder types
 * (shell.md §3 "Message kinds", growth-account.md §3 "Messages"). Shared by the server that stores
 * messages and the client that lists them.
 */
export const MessageKind = {
  system: 'system',
  classNotice: 'class_notice',
  moodle: 'moodle',
  paymentProvider: 'payment_provider',
  selfSchedule: 'self_schedule',
  reminder: 'reminder',
  classRequest: 'class_request',
  attendance: 'attendance',
  levelUp: 'level_up',
} as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];
export const MESSAGE_KINDS: readonly MessageKind[] = Object.values(MessageKind);

/**
 * The message center's tabs, used as the `type` of the list calls: /message/notice (1, default),
 * remind (2), warning (3), levelUp (4).
 */
export const MessageCategory = { notice: 1, remind: 2, warning: 3, levelUp: 4 } as const;
export type MessageCategory = (typeof MessageCategory)[keyof typeof MessageCategory];
export const MESSAGE_CATEGORIES: readonly MessageCategory[] = Object.values(MessageCategory);

/** The tab each kind is listed under. */
export function categoryOfKind(kind: MessageKind): MessageCategory {
  switch (kind) {
    case MessageKind.reminder:
    case MessageKind.selfSchedule:
      return MessageCategory.remind;
    case MessageKind.attendance:
      return MessageCategory.warning;
    case MessageKind.levelUp:
      return MessageCategory.levelUp;
    default:
      return MessageCategory.notice;
  }
}

/** A class notice is answered once: Read and Accept, or Refuse with a reason. */
export const NoticeStatus = { pending: 0, accepted: 1, refused: 2 } as const;
export type NoticeStatus = (typeof NoticeStatus)[keyof typeof NoticeStatus];

export const ReminderType = {
  absence: 'AbsenceReminder',
  cancellation: 'CancellationReminder',
  booking: 'BookingReminder',
  class: 'ClassReminder',
  complaint: 'ComplaintReminder',
  shiftClock: 'ShiftClockReminder',
  complaintWithdrawn: 'ComplaintWithdrawnReminder',
  svipBooking: 'SVIPBookingReminder',
} as const;
export type ReminderType = (typeof ReminderType)[keyof typeof ReminderType];
export const REMINDER_TYPES: readonly ReminderType[] = Object.values(ReminderType);

export const REMINDER_FIELDS = [
  'classid',
  'classtime',
  'classtype',
  'remark',
  'cancellationstatus',
  'operationtype',
  'operationtime',
  'cancellationdetails',
  'generationtime',
  'complainant',
  'complainttype',
  'complaintreason',
] as const;
export type ReminderField = (typeof REMINDER_FIELDS)[number];
export type ReminderFields = Partial<Record<ReminderField, string>>;

/** The header badge shows the count, or '99+' above 99 (shell.md §2, §9). */
export const UNREAD_BADGE_CAP = 99;
export function unreadBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
