/**
 * The layout's dialog host (growth-account.md §4: the layout's dialogs and reminders): which of the
 * layout's dialogs may hold the screen, in what order. One at a time; the others wait in a queue
 * and the most important waiting one opens next.
 */

/**
 * Every dialog the host arranges, most important first. Adding a dialog is one entry here (and
 * its view calling `useHostedDialog`).
 */
export const DIALOG_PRIORITY = [
  /** The session can no longer be used: nothing else matters until the page is refreshed. */
  'sessionLock',
  /**
   * The message dialogs realtime raises (notices, system messages, class requests): mounted by the
   * session outside the layout, they show when they come, so they take the screen from a layout dialog.
   */
  'messageDialogs',
  /** The first-login guided tour covers the layout: the layout's dialogs wait until it is done. */
  'guidedTour',
  'monitoringWarning',
  'protocol',
  'contractPopout',
  'tesolReview',
  'transferNotice',
  'learningTag',
  'biAspectTags',
  'skype',
  'idle',
  'appPoster',
  'holidayGreeting',
] as const;
export type HostedDialogId = (typeof DIALOG_PRIORITY)[number];

/** Dialogs that take the screen at once, sending the open one back to the queue. */
export const PREEMPTING_DIALOGS: ReadonlySet<HostedDialogId> = new Set<HostedDialogId>(['sessionLock', 'messageDialogs', 'guidedTour']);

/**
 * The pause between one dialog closing and the next opening, so the closing one's animation ends
 * before the next starts and a tutor sees that a new dialog came (not a changed one).
 */
export const DIALOG_HOST_GAP_MS = 300;

export function priorityOf(id: HostedDialogId): number {
  return DIALOG_PRIORITY.indexOf(id);
}

/** Adds a request to the queue, most important first; a dialog already waiting keeps its place. */
export function enqueue(queue: readonly HostedDialogId[], id: HostedDialogId): HostedDialogId[] {
  if (queue.includes(id)) return [...queue];
  return [...queue, id].sort((a, b) => priorityOf(a) - priorityOf(b));
}

export function withoutDialog(queue: readonly HostedDialogId[], id: HostedDialogId): HostedDialogId[] {
  return queue.filter((waiting) => waiting !== id);
}
