import { assign, fromPromise } from 'xstate';
import type { ClassRequestPointType } from '../domain/class-request';
import type { ConfirmationRecord, ReadReportAnswer } from '../domain/message-records';
import { attendanceDialogMachine } from '../machines/attendance-dialog.machine';
import type { AttendanceReply, AttendanceReplyResult } from '../machines/attendance-dialog.types';
import { classNoticeDialogMachine } from '../machines/class-notice-dialog.machine';
import { classRequestPopupMachine } from '../machines/class-request-popup.machine';
import type { ReadReportInput, ReadReportOutput } from '../machines/class-request-popup.types';
import { systemMessageDialogMachine } from '../machines/system-message-dialog.machine';
import type { ApiClient } from '../services/api-client';

export interface MessageDialogDeps {
  api: ApiClient;
  /** A random fileCode for each upload. */
  newFileCode: () => string;
  /** Opens the grab-orders page in a new window. */
  openWindow: (url: string) => void;
  playSound: () => void;
  log?: (message: string, detail?: unknown) => void;
}

/** The message dialogs with their calls (growth-account.md §7; shell.md §7 attendance). */
export function createMessageDialogLogic(deps: MessageDialogDeps) {
  const log = deps.log ?? ((message: string, detail?: unknown) => console.warn(message, detail));
  return {
    classNoticeDialog: classNoticeDialogMachine.provide({
      actors: {
        'accept notice': fromPromise<unknown, { mid: number }>(({ input, signal }) =>
          deps.api.post<boolean>('/api/tutorcomm/NoticeSendAccept', { mid: input.mid }, undefined, { signal }),
        ),
        'refuse notice': fromPromise<unknown, { mid: number; reason: string }>(({ input, signal }) =>
          deps.api.post<boolean>('/api/tutorcomm/NoticeSendRefuse', { mid: input.mid, reason: input.reason }, undefined, { signal }),
        ),
      },
    }),
    systemMessageDialog: systemMessageDialogMachine.provide({
      actors: {
        'mark system message read': fromPromise<unknown, { mid: number }>(({ input, signal }) =>
          deps.api.post<boolean>('/api/tutorcomm/ReadSysMsg', { Mid: input.mid }, undefined, { signal }),
        ),
      },
    }),
    attendanceDialog: attendanceDialogMachine.provide({
      actors: {
        'load confirmations': fromPromise<ConfirmationRecord[]>(({ signal }) =>
          deps.api.post<ConfirmationRecord[]>('/api/Message/GetAttendanceConfirmList', undefined, undefined, { signal }),
        ),
        'send reply': fromPromise<AttendanceReplyResult, AttendanceReply>(async ({ input, signal }) => {
          const answer = await deps.api.postWithMessage<number>('/api/Message/ReplyAttendanceConfirm', { ...input }, undefined, { signal });
          return { body: answer.body, message: answer.message };
        }),
      },
      actions: {
        newFileCode: assign(({ context }) => ({ uploads: context.uploads + 1, fileCode: deps.newFileCode() })),
      },
    }),
    classRequestPopup: classRequestPopupMachine.provide({
      actors: {
        'send read report': fromPromise<ReadReportOutput, ReadReportInput>(async ({ input, signal }) => {
          const body = await deps.api.post<ReadReportAnswer>(
            '/api/Message/readTeacheDidiMessage',
            { ID: input.id, ClassID: input.classId, PointType: input.pointType },
            undefined,
            { signal },
          );
          return { grabOrdersUrl: body.GrabOrdersUrl };
        }),
      },
      actions: {
        ring: () => deps.playSound(),
        recordShownPoint: (_, params: { classId: number; pointType: ClassRequestPointType }) => {
          deps.api
            .post<boolean>('/api/Message/AddTeacheDidiPoint', { ClassID: params.classId, PointType: params.pointType })
            .catch((error: unknown) => log('class request point failed', error));
        },
        openGrabOrders: (_, url: string) => deps.openWindow(url),
        logReportFailure: (_, error: unknown) => log('class request read report failed', error),
      },
    }),
  };
}
