import type { SnapshotFrom } from 'xstate';
import { Messages } from '../domain/messages';
import type { UploadMachine } from './upload.machine';
import { UploadTag } from './upload.types';

/** Narrow reads of an upload's snapshot, for views (`useSelector`) and parents alike. */
export type UploadSnapshot = SnapshotFrom<UploadMachine>;

export const selectFileName = (snapshot: UploadSnapshot) => snapshot.context.fileName;
export const selectProgress = (snapshot: UploadSnapshot) => snapshot.context.progress;
export const selectIsBusy = (snapshot: UploadSnapshot) => snapshot.hasTag(UploadTag.busy);
export const selectIsFailed = (snapshot: UploadSnapshot) => snapshot.hasTag(UploadTag.failed);
export const selectIsComplete = (snapshot: UploadSnapshot) => snapshot.hasTag(UploadTag.complete);
/** Done or cancelled: nothing left to show. */
export const selectIsFinished = (snapshot: UploadSnapshot) => snapshot.status === 'done';
/** The failure to show: the server's message, or 'Upload fail.' (shell.md §8); '' while all is well. */
export const selectErrorMessage = (snapshot: UploadSnapshot) =>
  snapshot.hasTag(UploadTag.failed) ? snapshot.context.failure?.message || Messages.uploadFail : '';
/** A refused selection (no file, a module or file not allowed) cannot be retried, only dismissed. */
export const selectCanRetry = (snapshot: UploadSnapshot) => snapshot.can({ type: 'retry' });
export const selectCanCancel = (snapshot: UploadSnapshot) => snapshot.can({ type: 'upload.cancel' });
export const selectUploadedFile = (snapshot: UploadSnapshot) => snapshot.context.result;
