import { assign, fromPromise, sendParent, setup } from 'xstate';
import { ATTENDANCE_UPLOAD_MODULE, isAttendanceAttachmentName, isCancellationReason } from '../domain/attendance';
import type { ConfirmationRecord } from '../domain/message-records';
import { Messages } from '../domain/messages';
import {
  AttendanceDialogTag,
  type AttendanceDialogContext,
  type AttendanceDialogEvent,
  type AttendanceFormErrors,
  type AttendanceReply,
  type AttendanceReplyResult,
} from './attendance-dialog.types';
import type { UploadFinished } from './session.types';
import type { UploadOutput } from './upload.types';

const REPLY_SUCCESS = 1;
const noErrors: AttendanceFormErrors = { reason: '', note: '', attachment: '' };

function formErrors({ form }: AttendanceDialogContext): AttendanceFormErrors {
  return {
    reason: form.reason !== null && isCancellationReason(form.reason) ? '' : Messages.required,
    note: form.note.trim() ? '' : Messages.required,
    attachment: !form.file ? Messages.required : isAttendanceAttachmentName(form.file.name) ? '' : Messages.attendanceAttachmentType,
  };
}
const isComplete = (errors: AttendanceFormErrors) => !errors.reason && !errors.note && !errors.attachment;
const firstItem = (context: AttendanceDialogContext): ConfirmationRecord | undefined => context.items[0];

/**
 * The class attendance confirmation dialog (shell.md §4, §5, §8): it loads the pending
 * confirmations and asks about the soonest. 'Yes, I can' submits at once. "No, I can't" opens the
 * cancel form: reason (one of the six), note and a .jpg/.png attachment, each 'Required.'; the
 * attachment goes through the session's chunked upload (module Absent, its progress in the shared
 * upload dialog), then the decline is sent. The dialog
 * closes on success (Body 1); any other Body shows its Msg with an icon and keeps it open.
 */
export const attendanceDialogMachine = setup({
  types: {
    context: {} as AttendanceDialogContext,
    events: {} as AttendanceDialogEvent,
    tags: {} as AttendanceDialogTag,
  },
  actors: {
    'load confirmations': fromPromise<ConfirmationRecord[]>(async () => {
      throw new Error("'load confirmations' is not provided");
    }),
    'send reply': fromPromise<AttendanceReplyResult, AttendanceReply>(async () => {
      throw new Error("'send reply' is not provided");
    }),
  },
  guards: {
    hasItems: (_, items: ConfirmationRecord[]) => items.length > 0,
    isSuccess: (_, result: AttendanceReplyResult) => result.body === REPLY_SUCCESS,
    isFormIncomplete: ({ context }) => !isComplete(formErrors(context)),
    isAttachmentUploaded: ({ context }) => context.attachment !== null,
    isThisUpload: ({ context }, finished: UploadFinished) => finished.fileCode === context.fileCode,
    isUploaded: ({ context }, finished: UploadFinished) => finished.fileCode === context.fileCode && finished.output.status === 'done',
  },
  actions: {
    keepItems: assign((_, items: ConfirmationRecord[]) => ({ items })),
    keepMessage: assign((_, message: string) => ({ message })),
    clearMessage: assign({ message: '' }),
    keepReason: assign(({ context }, reason: number) => ({ form: { ...context.form, reason }, errors: { ...context.errors, reason: '' } })),
    keepNote: assign(({ context }, note: string) => ({ form: { ...context.form, note }, errors: { ...context.errors, note: '' } })),
    keepFile: assign(({ context }, file: AttendanceDialogContext['form']['file']) => ({
      form: { ...context.form, file },
      errors: { ...context.errors, attachment: file && !isAttendanceAttachmentName(file.name) ? Messages.attendanceAttachmentType : '' },
      // Another file: the one uploaded before is not the proof any more.
      attachment: null,
    })),
    showFormErrors: assign(({ context }) => ({ errors: formErrors(context) })),
    resetForm: assign({ form: { reason: null, note: '', file: null }, errors: noErrors, attachment: null, message: '' }),
    /** A fresh fileCode for each upload (the app provides random ones; this default is for tests). */
    newFileCode: assign(({ context }) => ({ uploads: context.uploads + 1, fileCode: `absent-${firstItem(context)?.Id ?? 0}-${context.uploads + 1}` })),
    keepAttachment: assign((_, output: UploadOutput) => ({ attachment: output.status === 'done' ? output.file : null })),
    markChanged: assign({ changed: true }),
    /** The session runs the upload and tells this dialog `upload.finished`. */
    startUpload: sendParent(({ context, self }) => ({
      type: 'upload.start',
      fileCode: context.fileCode,
      moduleName: ATTENDANCE_UPLOAD_MODULE,
      file: context.form.file,
      replyTo: self,
    })),
    reportError: sendParent((_, error: unknown) => ({ type: 'api.failed', error })),
    reportClosed: sendParent(({ context, self }) => ({ type: 'dialog.closed', id: self.id, changed: context.changed })),
  },
}).createMachine({
  id: 'attendanceDialog',
  context: {
    items: [],
    form: { reason: null, note: '', file: null },
    errors: noErrors,
    fileCode: '',
    uploads: 0,
    attachment: null,
    message: '',
    changed: false,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: [AttendanceDialogTag.busy],
      invoke: {
        id: 'loadConfirmations',
        src: 'load confirmations',
        onDone: [
          {
            guard: { type: 'hasItems', params: ({ event }) => event.output },
            target: 'asking',
            actions: { type: 'keepItems', params: ({ event }) => event.output },
          },
          // Nothing left to confirm (answered in another tab, or cancelled by the deadline).
          { target: 'closed' },
        ],
        onError: { target: 'closed', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    asking: {
      description: "The soonest class with 'Yes, I can' and \"No, I can't\", the penalty table and the 30-minute rule.",
      on: {
        'attendance.yes': { target: 'confirming', actions: 'clearMessage' },
        'attendance.no': { target: 'declining', actions: 'clearMessage' },
        'attendance.close': 'closed',
      },
    },
    confirming: {
      tags: [AttendanceDialogTag.busy],
      invoke: {
        id: 'confirm',
        src: 'send reply',
        input: ({ context }) => ({ Id: firstItem(context)?.Id ?? 0, IsICan: true }),
        onDone: [
          { guard: { type: 'isSuccess', params: ({ event }) => event.output }, target: 'closed', actions: 'markChanged' },
          { target: 'asking', actions: { type: 'keepMessage', params: ({ event }) => event.output.message } },
        ],
        onError: { target: 'asking', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    declining: {
      initial: 'form',
      on: { 'attendance.close': 'closed' },
      states: {
        form: {
          on: {
            'attendance.back': { target: '#attendanceDialog.asking', actions: 'resetForm' },
            'form.reason': { actions: { type: 'keepReason', params: ({ event }) => event.reason } },
            'form.note': { actions: { type: 'keepNote', params: ({ event }) => event.note } },
            'form.file': { actions: { type: 'keepFile', params: ({ event }) => event.file } },
            'form.submit': [
              { guard: 'isFormIncomplete', actions: 'showFormErrors' },
              { guard: 'isAttachmentUploaded', target: 'replying', actions: 'clearMessage' },
              { target: 'uploading', actions: ['clearMessage', 'newFileCode'] },
            ],
          },
        },
        uploading: {
          tags: [AttendanceDialogTag.busy],
          description: 'The chunked upload of the proof, run by the session; its progress, retry and cancel show in the upload dialog.',
          entry: 'startUpload',
          on: {
            'upload.finished': [
              {
                guard: { type: 'isUploaded', params: ({ event }) => event },
                target: 'replying',
                actions: { type: 'keepAttachment', params: ({ event }) => event.output },
              },
              // Cancelled in the upload dialog: back to the form.
              { guard: { type: 'isThisUpload', params: ({ event }) => event }, target: 'form' },
            ],
          },
        },
        replying: {
          tags: [AttendanceDialogTag.busy],
          invoke: {
            id: 'decline',
            src: 'send reply',
            input: ({ context }) => ({
              Id: firstItem(context)?.Id ?? 0,
              IsICan: false,
              Attachment: context.attachment?.fileRef ?? '',
              CancelReason: context.form.reason ?? 0,
              CancelRemark: context.form.note.trim(),
            }),
            onDone: [
              { guard: { type: 'isSuccess', params: ({ event }) => event.output }, target: '#attendanceDialog.closed', actions: 'markChanged' },
              { target: 'form', actions: { type: 'keepMessage', params: ({ event }) => event.output.message } },
            ],
            onError: { target: 'form', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
      },
    },
    closed: { type: 'final', entry: 'reportClosed' },
  },
});

export type AttendanceDialogMachine = typeof attendanceDialogMachine;
