import type { AttendanceReplyRequest, ConfirmationRecord } from '../domain/message-records';
import type { UploadedFile } from '../domain/upload';
import type { UploadFinished } from './session.types';
import type { UploadFile } from './upload.types';

// ---- Context --------------------------------------------------------------------------------

/** The cancel form of 'No, I can't' (shell.md §5). */
export interface AttendanceCancelForm {
  /** One of the six cancellation reasons; null until chosen. */
  reason: number | null;
  note: string;
  /** The chosen .jpg or .png; null until chosen. */
  file: UploadFile | null;
}

/** 'Required.' (or the file type problem) per field; '' when fine. */
export interface AttendanceFormErrors {
  reason: string;
  note: string;
  attachment: string;
}

export interface AttendanceDialogContext {
  /** Pending confirmations, soonest class first: the dialog answers the first. */
  items: ConfirmationRecord[];
  form: AttendanceCancelForm;
  errors: AttendanceFormErrors;
  /** The upload of the chosen file (one fileCode per upload). */
  fileCode: string;
  uploads: number;
  /** The chosen file once uploaded: sending again after a refused reply does not upload it again. */
  attachment: UploadedFile | null;
  /** Msg of a reply whose Body is not 1, shown with an icon; '' otherwise. */
  message: string;
  changed: boolean;
}

// ---- Events ---------------------------------------------------------------------------------

export type AttendanceDialogEvent =
  /** 'Yes, I can': confirms at once. */
  | { type: 'attendance.yes' }
  /** "No, I can't": opens the cancel form. */
  | { type: 'attendance.no' }
  /** Back from the cancel form to the question. */
  | { type: 'attendance.back' }
  | { type: 'attendance.close' }
  | { type: 'form.reason'; reason: number }
  | { type: 'form.note'; note: string }
  | { type: 'form.file'; file: UploadFile | null }
  | { type: 'form.submit' }
  /** The session's upload of the attachment ended (sent to the requester). */
  | UploadFinished;

// ---- Actors ---------------------------------------------------------------------------------

/** ReplyAttendanceConfirm's body. */
export type AttendanceReply = AttendanceReplyRequest;

/** Body (1 is success) and the Msg that came with it. */
export interface AttendanceReplyResult {
  body: number;
  message: string;
}

export const AttendanceDialogTag = { busy: 'status:busy' } as const;
export type AttendanceDialogTag = (typeof AttendanceDialogTag)[keyof typeof AttendanceDialogTag];
