import type { MessageRecord } from './message-records';
import { HubEvent } from './realtime';

/**
 * The reminders realtime brings that the layout turns into a toast with a link (growth-account.md §7
 * `GetSelfScheduleRemind`; shell.md §4 events GetTutorSelfScheduleRemind, AutoEndClassNotice,
 * GetTutorClassRemarkRemind). The spec names them only; what the tutor sees is ours: the message's
 * title and text, and one link to where the tutor acts on it. Each stays until closed, followed, or
 * REMIND_TOAST_MS has passed.
 */
export type RemindKind = 'classRemark' | 'autoEnd' | 'selfSchedule';

export interface LayoutRemind {
  /** The message's id: a reminder already shown is not shown twice (another tab relays it too). */
  id: number;
  kind: RemindKind;
  title: string;
  text: string;
  link: { label: string; href: string };
}

/**
 * How long a reminder toast stays when the tutor does nothing: long enough to read and follow it,
 * and it never stays over the page's controls for good (the message stays in the message center).
 */
export const REMIND_TOAST_MS = 15_000;

/** At most this many reminders show at once; an older one gives way to a newer one. */
export const MAX_REMINDS_SHOWN = 3;

export const RemindTexts = {
  region: 'Reminders',
  close: 'Close the reminder',
  classRemark: 'Open the class and its remark',
  autoEnd: 'See the message',
  selfSchedule: 'Plot your schedule',
} as const;

/** Where the self-schedule reminder leads: the tutor's own schedule plot (shell.md §2 /classTab/schedule). */
export const SELF_SCHEDULE_PATH = '/classTab/schedule';

function asMessage(payload: unknown): MessageRecord | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const value = payload as Partial<MessageRecord>;
  return typeof value.mid === 'number' && typeof value.title === 'string' && typeof value.content === 'string' ? (value as MessageRecord) : null;
}

/** The class a reminder names (its classid field), or null. */
function classIdOf(message: MessageRecord): number | null {
  const raw = message.reminder?.classid;
  const id = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The toast a self-schedule reminder message makes. */
export function selfScheduleRemind(message: MessageRecord): LayoutRemind {
  return {
    id: message.mid,
    kind: 'selfSchedule',
    title: message.title,
    text: message.content,
    link: { label: RemindTexts.selfSchedule, href: SELF_SCHEDULE_PATH },
  };
}

/** What a hub event means for the layout's reminders; null for other events and payloads that are not messages. */
export function remindOf(eventName: string, payload: unknown): LayoutRemind | null {
  const message = asMessage(payload);
  if (!message) return null;
  switch (eventName) {
    case HubEvent.classRemarkRemind: {
      const classId = classIdOf(message);
      const link = classId
        ? { label: RemindTexts.classRemark, href: `/classDetail/${classId}` }
        : { label: RemindTexts.autoEnd, href: `/messageView/${message.mid}` };
      return { id: message.mid, kind: 'classRemark', title: message.title, text: message.content, link };
    }
    case HubEvent.autoEndClassNotice:
      return {
        id: message.mid,
        kind: 'autoEnd',
        title: message.title,
        text: message.content,
        link: { label: RemindTexts.autoEnd, href: `/messageView/${message.mid}` },
      };
    case HubEvent.selfScheduleRemind:
      return selfScheduleRemind(message);
    default:
      return null;
  }
}

/** Adds a reminder to those shown: once per message, newest first, at most MAX_REMINDS_SHOWN. */
export function withRemind(shown: readonly LayoutRemind[], remind: LayoutRemind): LayoutRemind[] {
  if (shown.some((item) => item.id === remind.id)) return [...shown];
  return [remind, ...shown].slice(0, MAX_REMINDS_SHOWN);
}

/** Adds a reminder older than those shown (the one read at start): last, if there is room. */
export function withOlderRemind(shown: readonly LayoutRemind[], remind: LayoutRemind): LayoutRemind[] {
  if (shown.some((item) => item.id === remind.id)) return [...shown];
  return [...shown, remind].slice(0, MAX_REMINDS_SHOWN);
}
