import { and, assign, enqueueActions, fromPromise, raise, setup } from 'xstate';
import { IM_RETRACT_WINDOW_MS, ImMessages, ImUploadModule, checkImFile, checkImageSize, checkMessageText, type ImMessage } from '../domain/im';
import type { UploadFile, UploadOutput } from './upload.types';

export interface ComposerInput {
  conversationId: number;
}

export type AttachKind = 'image' | 'file';

export interface ComposerContext extends ComposerInput {
  draft: string;
  error: string;
  /** The user's own messages that can still be withdrawn (each leaves this list 2 minutes after sending). */
  retractable: number[];
  /** The upload under way, by file code. */
  uploading: { fileCode: string; kind: AttachKind } | null;
  retracting: number | null;
  /** An image or file picked while a message was still on its way: it is sent next, never dropped. */
  queued: AttachEvent | null;
}

export interface AttachEvent {
  type: 'composer.attach';
  kind: AttachKind;
  file: UploadFile;
  width?: number;
  height?: number;
}

export type ComposerEvent =
  | { type: 'composer.input'; text: string }
  | { type: 'composer.send' }
  | AttachEvent
  | { type: 'composer.uploadStarted'; fileCode: string }
  | { type: 'upload.finished'; fileCode: string; output: UploadOutput }
  | { type: 'composer.retract'; id: number }
  | { type: 'composer.retractExpired'; id: number }
  | { type: 'composer.dismissError' };

export type SendInput = { conversationId: number; kind: 'text'; text: string } | { conversationId: number; kind: AttachKind; fileRef: string };

/** The failure text of a call: the server's own text when it sent one, else the spec's fallback. */
function failureText(error: unknown, fallback: string): string {
  const value = error as { kind?: unknown; message?: unknown } | null;
  return value?.kind === 'business' && typeof value.message === 'string' && value.message ? value.message : fallback;
}

/**
 * The message composer of one conversation (shell.md §5 chat limits): text up to 2000 characters,
 * images of at least 300 px a side and files up to 50M sent through the chunked upload, and the
 * 2-minute window in which the user's own messages can be withdrawn, kept by a timer per message.
 */
export const imComposerMachine = setup({
  types: {
    context: {} as ComposerContext,
    events: {} as ComposerEvent,
    input: {} as ComposerInput,
  },
  actors: {
    'send message': fromPromise<ImMessage, SendInput>(async () => {
      throw new Error("'send message' is not provided");
    }),
    'retract message': fromPromise<ImMessage, { id: number }>(async () => {
      throw new Error("'retract message' is not provided");
    }),
  },
  actions: {
    /** Starts a chunked upload in the session; it answers `upload.finished` (and this machine gets `composer.uploadStarted` first). */
    startUpload: (_, _params: { moduleName: string; file: UploadFile }) => {},
    keepRetractable: assign(({ context }, id: number) => ({ retractable: [...context.retractable.filter((known) => known !== id), id] })),
    forgetRetractable: assign(({ context }, id: number) => ({ retractable: context.retractable.filter((known) => known !== id) })),
    scheduleExpiry: raise((_, id: number) => ({ type: 'composer.retractExpired' as const, id }), { delay: 'retractWindow' }),
    /** Back to idle: the attachment picked meanwhile is taken now, as if it had just been picked. */
    takeQueuedAttachment: enqueueActions(({ context, enqueue }) => {
      if (!context.queued) return;
      enqueue.raise(context.queued);
      enqueue.assign({ queued: null });
    }),
  },
  delays: {
    retractWindow: IM_RETRACT_WINDOW_MS,
  },
  guards: {
    draftIsValid: ({ context }) => checkMessageText(context.draft) === null,
    attachmentIsValid: ({ event }) => event.type === 'composer.attach' && attachmentProblem(event) === null,
    isRetractable: ({ context, event }) => event.type === 'composer.retract' && context.retractable.includes(event.id),
    isMyUpload: ({ context, event }) => event.type === 'upload.finished' && context.uploading?.fileCode === event.fileCode,
    uploadDone: ({ event }) => event.type === 'upload.finished' && event.output.status === 'done',
  },
}).createMachine({
  id: 'imComposer',
  context: ({ input }) => ({ ...input, draft: '', error: '', retractable: [], uploading: null, retracting: null, queued: null }),
  initial: 'idle',
  on: {
    'composer.input': { actions: assign({ draft: ({ event }) => event.text, error: '' }) },
    'composer.retractExpired': { actions: { type: 'forgetRetractable', params: ({ event }) => event.id } },
    'composer.dismissError': { actions: assign({ error: '' }) },
    // Only reached while busy (idle handles its own): a valid pick waits for idle, the latest one wins.
    'composer.attach': [
      { guard: 'attachmentIsValid', actions: assign({ queued: ({ event }) => event, error: '' }) },
      { actions: assign({ error: ({ event }) => attachmentProblem(event) ?? '' }) },
    ],
  },
  states: {
    idle: {
      entry: 'takeQueuedAttachment',
      on: {
        'composer.send': [{ guard: 'draftIsValid', target: 'sending' }, { actions: assign({ error: ({ context }) => checkMessageText(context.draft) ?? '' }) }],
        'composer.attach': [
          {
            guard: 'attachmentIsValid',
            target: 'uploading',
            actions: [
              assign({ error: '', uploading: ({ event }) => ({ fileCode: '', kind: event.kind }) }),
              {
                type: 'startUpload',
                params: ({ event }) => ({ moduleName: event.kind === 'image' ? ImUploadModule.image : ImUploadModule.file, file: event.file }),
              },
            ],
          },
          { actions: assign({ error: ({ event }) => attachmentProblem(event) ?? '' }) },
        ],
        'composer.retract': [
          { guard: 'isRetractable', target: 'retracting', actions: assign({ retracting: ({ event }) => event.id, error: '' }) },
          { actions: assign({ error: ImMessages.retractTooLate }) },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send message',
        input: ({ context }) => ({ conversationId: context.conversationId, kind: 'text' as const, text: context.draft }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ draft: '' }),
            { type: 'keepRetractable', params: ({ event }) => event.output.id },
            { type: 'scheduleExpiry', params: ({ event }) => event.output.id },
          ],
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => failureText(event.error, ImMessages.sendFailed) }) },
      },
    },
    uploading: {
      on: {
        'composer.uploadStarted': {
          actions: assign({ uploading: ({ context, event }) => (context.uploading ? { ...context.uploading, fileCode: event.fileCode } : null) }),
        },
        'upload.finished': [
          { guard: and(['isMyUpload', 'uploadDone']), target: 'sendingFile' },
          { guard: 'isMyUpload', target: 'idle', actions: assign({ uploading: null }) },
        ],
      },
    },
    sendingFile: {
      invoke: {
        id: 'sendFile',
        src: 'send message',
        input: ({ context, event }) => {
          const output = event.type === 'upload.finished' && event.output.status === 'done' ? event.output : null;
          return { conversationId: context.conversationId, kind: context.uploading?.kind ?? 'file', fileRef: output?.file.fileRef ?? '' };
        },
        onDone: {
          target: 'idle',
          actions: [
            assign({ uploading: null }),
            { type: 'keepRetractable', params: ({ event }) => event.output.id },
            { type: 'scheduleExpiry', params: ({ event }) => event.output.id },
          ],
        },
        onError: { target: 'idle', actions: assign({ uploading: null, error: ({ event }) => failureText(event.error, ImMessages.sendFailed) }) },
      },
    },
    retracting: {
      invoke: {
        id: 'retract',
        src: 'retract message',
        input: ({ context }) => ({ id: context.retracting ?? 0 }),
        onDone: { target: 'idle', actions: [{ type: 'forgetRetractable', params: ({ context }) => context.retracting ?? 0 }, assign({ retracting: null })] },
        onError: { target: 'idle', actions: assign({ retracting: null, error: ({ event }) => failureText(event.error, ImMessages.retractFailed) }) },
      },
    },
  },
});

/** What is wrong with a file before it is uploaded, or null. */
export function attachmentProblem(event: { kind: AttachKind; file: UploadFile; width?: number; height?: number }): string | null {
  const sizeProblem = checkImFile(event.file.size);
  if (sizeProblem) return sizeProblem;
  if (event.kind === 'image') return checkImageSize(event.width ?? 0, event.height ?? 0);
  return null;
}
