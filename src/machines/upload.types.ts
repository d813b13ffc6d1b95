import type { RetryEvent } from './retry.types';
import type { ActorRef, MachineSnapshot } from 'xstate';
import type { UploadFailure, UploadedFile } from '../domain/upload';

// ---- Input ----------------------------------------------------------------------------------

/** What the upload reads of a file: a browser File fits; `slice` is used by the actors only. */
export interface UploadFile {
  readonly name: string;
  readonly size: number;
  slice(start?: number, end?: number): Blob;
}

export interface UploadInput {
  /** Chosen by whoever spawns the upload (one per file); also the spawned actor's key. */
  fileCode: string;
  moduleName: string;
  /** null when the form had no file chosen: the upload fails at once with code 100. */
  file: UploadFile | null;
}

// ---- Context --------------------------------------------------------------------------------

/** Where a failed upload stopped, so that retry knows where to resume. */
export type UploadStep = 'check' | 'chunk' | 'merge';

export interface UploadContext {
  fileCode: string;
  moduleName: string;
  file: UploadFile | null;
  fileName: string;
  chunkCount: number;
  /** 1-based index of the chunk being (or next to be) sent. */
  chunk: number;
  /** Failed tries of the current chunk. */
  attempts: number;
  /** 0 to 100; 100 only once the merge succeeded. */
  progress: number;
  failure: UploadFailure | null;
  failedStep: UploadStep | null;
  result: UploadedFile | null;
}

// ---- Events ---------------------------------------------------------------------------------

export type UploadEvent =
  | { type: 'upload.cancel' }
  /** After a failure: send the failed chunk again, or everything again when the merge failed. */
  | RetryEvent;

/** For whoever watches the upload (`actor.on`), e.g. to pass an expired session to the session. */
export type UploadEmitted = { type: 'upload.failed'; fileCode: string; failure: UploadFailure };

/** What the upload ends with (the parent receives it in `xstate.done.actor.<id>`). */
export type UploadOutput = { status: 'done'; file: UploadedFile } | { status: 'cancelled' };

// ---- Actors ---------------------------------------------------------------------------------

export interface SendChunkInput {
  fileCode: string;
  moduleName: string;
  fileName: string;
  file: UploadFile;
  /** 1-based. */
  chunk: number;
}

/** What the server answers for a chunk: how many chunks it has of this upload. */
export interface SendChunkOutput {
  chunkCount: number;
}

export interface MergeUploadInput {
  fileCode: string;
  moduleName: string;
  chunkCount: number;
}

export interface CancelUploadInput {
  fileCode: string;
  moduleName: string;
}

// ---- Tags -----------------------------------------------------------------------------------

export const UploadTag = {
  busy: 'status:busy',
  failed: 'status:failed',
  complete: 'status:complete',
} as const;
export type UploadTag = (typeof UploadTag)[keyof typeof UploadTag];

/** A running upload as its watchers see it (the session, the progress dialog). */
export type UploadActorRef = ActorRef<MachineSnapshot<UploadContext, UploadEvent, any, any, any, any, any, any>, UploadEvent, UploadEmitted>;
