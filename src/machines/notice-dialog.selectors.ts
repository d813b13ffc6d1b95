import type { SnapshotFrom } from 'xstate';
import type { NoticeDialogMachine } from './notice-dialog.machine';

export type NoticeDialogSnapshot = SnapshotFrom<NoticeDialogMachine>;

export const selectNotice = (snapshot: NoticeDialogSnapshot) => snapshot.context.notice;
/** The button works once any LimitFlow countdown is over. */
export const selectCanClose = (snapshot: NoticeDialogSnapshot) => snapshot.matches({ open: 'ready' });
export const selectSecondsLeft = (snapshot: NoticeDialogSnapshot) => snapshot.context.secondsLeft;
export const selectRetryMessage = (snapshot: NoticeDialogSnapshot) => snapshot.context.retryMessage;
