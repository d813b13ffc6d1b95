import type { TaskDetail } from '../domain/teacher-tasks';
import type { RecordsNotice } from './records-notify';
import type { UploadFinished } from './session.types';
import type { UploadFile } from './upload.types';

// ---- Input -------------------------------------------------------------------------------------
export interface TeacherTaskInput {
  taskId: number;
}

// ---- Context -----------------------------------------------------------------------------------
export interface TeacherTaskContext {
  taskId: number;
  task: TaskDetail | null;
  /** The answer being written. */
  text: string;
  fileRef: string | null;
  fileName: string;
  /** The fileCode of an upload under way. */
  uploading: string | null;
  error: string | null;
}

// ---- Events ------------------------------------------------------------------------------------
export type TeacherTaskEvent =
  | { type: 'task.edit'; text: string }
  | { type: 'task.attach'; file: UploadFile | null }
  | { type: 'task.uploadStarted'; fileCode: string }
  | UploadFinished
  | { type: 'task.removeFile' }
  | { type: 'task.submit' }
  | { type: 'task.reload' };

export interface SubmitAnswerInput {
  taskId: number;
  text: string;
  fileRef: string | null;
}

export type TeacherTaskEmitted = RecordsNotice;
