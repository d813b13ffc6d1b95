import { assign, emit, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../domain/error-codes';
import { Messages } from '../domain/messages';
import {
  UPLOAD_CHUNK_MAX_ATTEMPTS,
  UPLOAD_CHUNK_RETRY_BASE_MS,
  UPLOAD_DIALOG_CLOSE_MS,
  checkUploadSelection,
  chunkCountFor,
  type UploadFailure,
  type UploadedFile,
} from '../domain/upload';
import {
  UploadTag,
  type CancelUploadInput,
  type MergeUploadInput,
  type SendChunkInput,
  type SendChunkOutput,
  type UploadContext,
  type UploadEmitted,
  type UploadEvent,
  type UploadInput,
  type UploadOutput,
  type UploadStep,
} from './upload.types';

/**
 * A failure as the upload keeps it, from whatever an actor threw: its message (or 'Upload fail.'),
 * its code (or 100), and whether trying again may help (no answer, a rate limit, a server fault).
 */
export function toUploadFailure(error: unknown): UploadFailure {
  const value = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown;
    code?: unknown;
    kind?: unknown;
    retryable?: unknown;
  };
  const message = typeof value.message === 'string' && value.message ? value.message : Messages.uploadFail;
  const code = typeof value.code === 'number' ? value.code : ErrorCode.UploadFailed;
  const retryable = typeof value.retryable === 'boolean' ? value.retryable : value.kind === 'transport' || value.kind === 'rateLimited';
  return { code, message, retryable };
}

const failWith = (step: UploadStep, failure: UploadFailure) => ({ failure, failedStep: step });

/**
 * One file's chunked upload (shell.md §4): checked, then sent chunk by chunk (1-based, 524288
 * bytes), then merged. A failed chunk is tried again after a growing wait, up to three tries, then
 * waits for the user to retry or cancel. Cancel works at any point and tells the server to remove
 * what it stored. After the merge the upload stays complete for 1500 ms (the progress dialog
 * shows 100%) and then ends with the stored file.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
    output: {} as UploadOutput,
    emitted: {} as UploadEmitted,
    tags: {} as UploadTag,
  },
  actors: {
    'send chunk': fromPromise<SendChunkOutput, SendChunkInput>(async () => {
      throw new Error("'send chunk' is not provided");
    }),
    'merge upload': fromPromise<UploadedFile, MergeUploadInput>(async () => {
      throw new Error("'merge upload' is not provided");
    }),
    'cancel upload': fromPromise<boolean, CancelUploadInput>(async () => {
      throw new Error("'cancel upload' is not provided");
    }),
  },
  guards: {
    isSelectionRefused: ({ context }) => checkUploadSelection(context.file, context.moduleName) !== null,
    hasMoreChunks: ({ context }) => context.chunk <= context.chunkCount,
    canRetryChunk: ({ context }, error: unknown) => toUploadFailure(error).retryable && context.attempts + 1 < UPLOAD_CHUNK_MAX_ATTEMPTS,
    failedAtCheck: ({ context }) => context.failedStep === 'check',
    failedAtChunk: ({ context }) => context.failedStep === 'chunk',
    failedAtMerge: ({ context }) => context.failedStep === 'merge',
  },
  actions: {
    refuseSelection: assign(({ context }) => {
      const problem = checkUploadSelection(context.file, context.moduleName);
      return failWith('check', { code: problem?.code ?? ErrorCode.UploadFailed, message: problem?.message ?? Messages.uploadFail, retryable: false });
    }),
    markChunkSent: assign(({ context }) => ({
      chunk: context.chunk + 1,
      attempts: 0,
      // 100% is kept for the merge: a file is not uploaded until the server has assembled it.
      progress: Math.floor((context.chunk / context.chunkCount) * 99),
    })),
    countFailedTry: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    rememberChunkFailure: assign((_, error: unknown) => failWith('chunk', toUploadFailure(error))),
    rememberMergeFailure: assign((_, error: unknown) => failWith('merge', toUploadFailure(error))),
    reportFailure: emit(({ context }) => ({
      type: 'upload.failed' as const,
      fileCode: context.fileCode,
      failure: context.failure ?? toUploadFailure(null),
    })),
    clearFailure: assign({ failure: null, failedStep: null, attempts: 0 }),
    startOver: assign({ chunk: 1, progress: 0 }),
    keepResult: assign((_, result: UploadedFile) => ({ result, progress: 100 })),
  },
  delays: {
    chunkRetryDelay: ({ context }) => UPLOAD_CHUNK_RETRY_BASE_MS * 2 ** Math.max(0, context.attempts - 1),
    dialogCloseDelay: UPLOAD_DIALOG_CLOSE_MS,
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    fileCode: input.fileCode,
    moduleName: input.moduleName,
    file: input.file,
    fileName: input.file?.name ?? '',
    chunkCount: input.file ? chunkCountFor(input.file.size) : 0,
    chunk: 1,
    attempts: 0,
    progress: 0,
    failure: null,
    failedStep: null,
    result: null,
  }),
  initial: 'checking',
  output: ({ context }) => (context.result ? { status: 'done', file: context.result } : { status: 'cancelled' }),
  states: {
    checking: {
      description: 'The checks of shell.md §5 before anything is sent: a file, an allowed module, an accepted name and size.',
      always: [{ guard: 'isSelectionRefused', target: 'failed', actions: ['refuseSelection', 'reportFailure'] }, { target: 'sending' }],
    },
    sending: {
      tags: [UploadTag.busy],
      invoke: {
        id: 'sendChunk',
        src: 'send chunk',
        input: ({ context }): SendChunkInput => ({
          fileCode: context.fileCode,
          moduleName: context.moduleName,
          fileName: context.fileName,
          file: context.file!,
          chunk: context.chunk,
        }),
        onDone: { target: 'chunkSent', actions: 'markChunkSent' },
        onError: [
          {
            guard: { type: 'canRetryChunk', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'waitingToRetry',
            actions: 'countFailedTry',
          },
          { target: 'failed', actions: [{ type: 'rememberChunkFailure', params: ({ event }: { event: { error: unknown } }) => event.error }, 'reportFailure'] },
        ],
      },
      on: { 'upload.cancel': 'cancelling' },
    },
    chunkSent: {
      always: [{ guard: 'hasMoreChunks', target: 'sending' }, { target: 'merging' }],
    },
    waitingToRetry: {
      tags: [UploadTag.busy],
      description: 'A chunk failed in a way another try may fix; it is sent again after a growing wait.',
      after: { chunkRetryDelay: 'sending' },
      on: { 'upload.cancel': 'cancelling' },
    },
    merging: {
      tags: [UploadTag.busy],
      invoke: {
        id: 'mergeUpload',
        src: 'merge upload',
        input: ({ context }): MergeUploadInput => ({
          fileCode: context.fileCode,
          moduleName: context.moduleName,
          chunkCount: context.chunkCount,
        }),
        onDone: { target: 'complete', actions: { type: 'keepResult', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [{ type: 'rememberMergeFailure', params: ({ event }: { event: { error: unknown } }) => event.error }, 'reportFailure'],
        },
      },
      on: { 'upload.cancel': 'cancelling' },
    },
    complete: {
      tags: [UploadTag.complete],
      description: 'At 100%: the progress dialog shows it for 1500 ms before the upload ends.',
      after: { dialogCloseDelay: 'done' },
    },
    failed: {
      tags: [UploadTag.failed],
      on: {
        retry: [
          { guard: 'failedAtChunk', target: 'sending', actions: 'clearFailure' },
          // The server refused the assembled file: every chunk is sent again before a new merge.
          { guard: 'failedAtMerge', target: 'sending', actions: ['clearFailure', 'startOver'] },
        ],
        'upload.cancel': [
          // Nothing was sent, so there is nothing for the server to remove.
          { guard: 'failedAtCheck', target: 'cancelled' },
          { target: 'cancelling' },
        ],
      },
    },
    cancelling: {
      tags: [UploadTag.busy],
      invoke: {
        id: 'cancelUpload',
        src: 'cancel upload',
        input: ({ context }): CancelUploadInput => ({ fileCode: context.fileCode, moduleName: context.moduleName }),
        // Best effort: what the server could not remove now, its cleanup job removes later.
        onDone: 'cancelled',
        onError: 'cancelled',
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type UploadMachine = typeof uploadMachine;
