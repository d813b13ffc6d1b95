import type { SnapshotFrom } from 'xstate';
import type { AttendanceDialogMachine } from './attendance-dialog.machine';
import { AttendanceDialogTag } from './attendance-dialog.types';
import type { ClassNoticeDialogMachine } from './class-notice-dialog.machine';
import type { ClassRequestPopupMachine } from './class-request-popup.machine';
import type { MessageDialogsMachine } from './message-dialogs.machine';
import type { SystemMessageDialogMachine } from './system-message-dialog.machine';

export const selectOpenDialogs = (snapshot: SnapshotFrom<MessageDialogsMachine>) => snapshot.context.dialogs;

type ClassNoticeSnapshot = SnapshotFrom<ClassNoticeDialogMachine>;
/** Which of the two dialogs shows: the notice, or the reason dialog that replaces it. */
export const selectClassNoticeStep = (snapshot: ClassNoticeSnapshot): 'notice' | 'reason' | null =>
  snapshot.matches('notice') || snapshot.matches('accepting') ? 'notice' : snapshot.matches('reason') || snapshot.matches('refusing') ? 'reason' : null;
export const selectClassNoticeBusy = (snapshot: ClassNoticeSnapshot) => snapshot.hasTag('status:busy');

export const selectSystemMessageBusy = (snapshot: SnapshotFrom<SystemMessageDialogMachine>) => snapshot.hasTag('status:busy');

type AttendanceSnapshot = SnapshotFrom<AttendanceDialogMachine>;
/** The dialog's page: loading, the question, or the cancel form; null once closed. */
export const selectAttendanceStep = (snapshot: AttendanceSnapshot): 'loading' | 'asking' | 'declining' | null =>
  snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('asking') || snapshot.matches('confirming')
      ? 'asking'
      : snapshot.matches('declining')
        ? 'declining'
        : null;
export const selectAttendanceBusy = (snapshot: AttendanceSnapshot) => snapshot.hasTag(AttendanceDialogTag.busy);
export const selectAttendanceItem = (snapshot: AttendanceSnapshot) => snapshot.context.items[0] ?? null;

export const selectClassRequestBusy = (snapshot: SnapshotFrom<ClassRequestPopupMachine>) => snapshot.hasTag('status:busy');
export const selectClassRequestOpen = (snapshot: SnapshotFrom<ClassRequestPopupMachine>) => snapshot.status === 'active';
