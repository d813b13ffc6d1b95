import { MessageCategory, MessageKind, NoticeStatus, ReminderType, type ReminderField } from '../../../domain/message-kinds';
import { dateTimeIn } from '../../format/when';

/** The message center's tabs and their paths (growth-account.md §2: notice is the default). */
export const MESSAGE_TABS = [
  { slug: 'notice', label: 'Notice', category: MessageCategory.notice, total: 'Notice' },
  { slug: 'remind', label: 'Remind', category: MessageCategory.remind, total: 'Remind' },
  { slug: 'warning', label: 'Warning', category: MessageCategory.warning, total: 'Warning' },
  { slug: 'levelUp', label: 'Level up', category: MessageCategory.levelUp, total: null },
] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** The tab of /message/{slug}; /message alone (or an unknown child) is the notice tab. */
export function tabOfPath(path: string): MessageTab {
  const slug = path.split('/').filter(Boolean)[1]?.toLowerCase();
  return MESSAGE_TABS.find((tab) => tab.slug.toLowerCase() === slug) ?? MESSAGE_TABS[0];
}

export const KIND_LABELS: Record<string, string> = {
  [MessageKind.system]: 'System',
  [MessageKind.classNotice]: 'Class notice',
  [MessageKind.moodle]: 'Training',
  [MessageKind.paymentProvider]: 'Payment',
  [MessageKind.selfSchedule]: 'Self-schedule',
  [MessageKind.reminder]: 'Reminder',
  [MessageKind.classRequest]: 'Class request',
  [MessageKind.attendance]: 'Attendance',
  [MessageKind.levelUp]: 'Level up',
};

export const NOTICE_STATUS_LABELS: Record<number, { text: string; severity: 'warning' | 'success' | 'danger' }> = {
  [NoticeStatus.pending]: { text: 'Waiting for your answer', severity: 'warning' },
  [NoticeStatus.accepted]: { text: 'Accepted', severity: 'success' },
  [NoticeStatus.refused]: { text: 'Refused', severity: 'danger' },
};

export const REMINDER_LABELS: Record<string, { text: string; icon: string }> = {
  [ReminderType.absence]: { text: 'Absence reminder', icon: 'pi-user-minus' },
  [ReminderType.cancellation]: { text: 'Cancellation reminder', icon: 'pi-calendar-times' },
  [ReminderType.booking]: { text: 'Booking reminder', icon: 'pi-calendar-plus' },
  [ReminderType.class]: { text: 'Class reminder', icon: 'pi-clock' },
  [ReminderType.complaint]: { text: 'Complaint reminder', icon: 'pi-exclamation-triangle' },
  [ReminderType.shiftClock]: { text: 'Shift clock-in reminder', icon: 'pi-stopwatch' },
  [ReminderType.complaintWithdrawn]: { text: 'Complaint withdrawn', icon: 'pi-check-circle' },
  [ReminderType.svipBooking]: { text: 'SVIP booking reminder', icon: 'pi-star' },
};

export const REMINDER_FIELD_LABELS: Record<ReminderField, string> = {
  classid: 'Class ID',
  classtime: 'Class time',
  classtype: 'Class type',
  remark: 'Remark',
  cancellationstatus: 'Cancellation status',
  operationtype: 'Operation',
  operationtime: 'Operation time',
  cancellationdetails: 'Cancellation details',
  generationtime: 'Generated',
  complainant: 'Complainant',
  complainttype: 'Complaint type',
  complaintreason: 'Complaint reason',
};

/** Fields holding a time, written in the provider's zone (messageTime). */
export const REMINDER_TIME_FIELDS: readonly ReminderField[] = ['classtime', 'operationtime', 'generationtime'];

/** A message's time in `zone`; text that is not a time (a reminder field may be free text) shows as it came. */
export function messageTime(iso: string, zone: string): string {
  return dateTimeIn(iso, zone) || iso;
}

/** /messageView/{id}/remind for reminders (read through GetMessageRemindById), /other for the rest. */
export function messageViewPath(mid: number, kind: string): string {
  const reminder = kind === MessageKind.reminder || kind === MessageKind.selfSchedule;
  return `/messageView/${mid}/${reminder ? 'remind' : 'other'}`;
}
