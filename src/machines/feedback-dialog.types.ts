import type { FeedbackErrors, FeedbackRecord, FeedbackSaveAnswer, FeedbackTypeOption } from '../domain/feedback';
import type { RecordsNotice } from './records-notify';
import type { UploadFinished } from './session.types';
import type { UploadFile } from './upload.types';

// ---- Input and context ------------------------------------------------------------------------

export interface FeedbackDialogInput {
  /** A feedback to edit; null for a new one. */
  id: number | null;
  /** Set when the dialog opens from a penalty (an appeal): the type and class to start with. */
  preset?: { type: number; classId: string } | null;
}

export interface FeedbackDialogContext {
  id: number | null;
  preset: { type: number; classId: string } | null;
  remaining: number | null;
  types: FeedbackTypeOption[];
  type: number | null;
  classId: string;
  complaintName: string;
  content: string;
  fileRef: string | null;
  fileName: string;
  fileUrl: string;
  /** The fileCode of the screenshot upload under way. */
  uploading: string | null;
  errors: FeedbackErrors;
  /** The server's refusal or a load failure, shown with an icon. */
  failure: string;
}

// ---- Actors -----------------------------------------------------------------------------------

export interface FeedbackDialogLoad {
  remaining: number;
  types: FeedbackTypeOption[];
  record: FeedbackRecord | null;
}

export interface FeedbackSaveInput {
  id: number | null;
  Type: number;
  Clid: string;
  Respondents: string;
  Remark: string;
  File: string;
}

export type FeedbackSaveResult = FeedbackSaveAnswer;

// ---- Events -----------------------------------------------------------------------------------

export type FeedbackTextField = 'classId' | 'complaintName' | 'content';

export type FeedbackDialogEvent =
  | { type: 'feedback.type'; value: number }
  | { type: 'feedback.edit'; field: FeedbackTextField; value: string }
  | { type: 'feedback.attach'; file: UploadFile | null }
  | { type: 'feedback.uploadStarted'; fileCode: string }
  | UploadFinished
  | { type: 'feedback.submit' }
  | { type: 'feedback.retry' }
  | { type: 'feedback.close' };

export type FeedbackDialogEmitted = RecordsNotice | { type: 'saved' };
