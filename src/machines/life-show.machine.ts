import { assign, emit, fromPromise, setup } from 'xstate';
import { lifeShowPiece, type LifeShowInfoBody, type LifeShowPieceName } from '../domain/life-show';
import { checkUploadSelection } from '../domain/upload';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';
import type { UploadFinished } from './session.types';
import type { UploadFile } from './upload.types';

export interface LifeShowContext {
  info: LifeShowInfoBody | null;
  /** The piece whose upload is under way and its fileCode (one at a time: the shared progress dialog shows one). */
  uploading: { part: LifeShowPieceName; fileCode: string } | null;
  /** An uploaded file waiting for its set call. */
  pending: { part: LifeShowPieceName; fileRef: string } | null;
  /** The certificate being deleted. */
  deleting: { type: number; fileRef: string } | null;
  errors: Partial<Record<LifeShowPieceName, string>>;
}

export type LifeShowEvent =
  | { type: 'lifeShow.choose'; part: LifeShowPieceName; file: UploadFile | null }
  | { type: 'lifeShow.uploadStarted'; part: LifeShowPieceName; fileCode: string }
  | UploadFinished
  | { type: 'lifeShow.delete'; certificateType: number; fileRef: string }
  | { type: 'lifeShow.reload' };

const problemOf = (part: LifeShowPieceName, file: UploadFile | null) => checkUploadSelection(file, lifeShowPiece(part)?.module ?? '')?.message ?? null;

/**
 * The life show (/personalData/upload): LifeShowInfo's pieces and certificates; a chosen file is
 * checked against its module, uploaded in chunks through the session, then set with its call
 * (UpLoadLifeVideo, UploadVoiceAvatar, ... PersonalCertificates); a certificate can be deleted.
 */
export const lifeShowMachine = setup({
  types: { context: {} as LifeShowContext, events: {} as LifeShowEvent, emitted: {} as RecordsNotice },
  actors: {
    'load life show': fromPromise<LifeShowInfoBody>(async () => {
      throw new Error("'load life show' is not provided");
    }),
    'set piece': fromPromise<MessageResult<LifeShowInfoBody>, { part: LifeShowPieceName; fileRef: string }>(async () => {
      throw new Error("'set piece' is not provided");
    }),
    'delete certificate': fromPromise<MessageResult<LifeShowInfoBody>, { type: number; fileRef: string }>(async () => {
      throw new Error("'delete certificate' is not provided");
    }),
  },
  guards: {
    /** One upload at a time: the shared progress dialog shows one. */
    fileAccepted: ({ context, event }) => context.uploading === null && event.type === 'lifeShow.choose' && problemOf(event.part, event.file) === null,
    idle: ({ context }) => context.uploading === null,
    myUploadDone: ({ context, event }) => event.type === 'upload.finished' && event.fileCode === context.uploading?.fileCode && event.output.status === 'done',
    myUploadEnded: ({ context, event }) => event.type === 'upload.finished' && event.fileCode === context.uploading?.fileCode,
  },
  actions: {
    startUpload: (_, _params: { part: LifeShowPieceName; file: UploadFile }) => {},
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'lifeShow',
  context: { info: null, uploading: null, pending: null, deleting: null, errors: {} },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load life show',
        onDone: { target: 'ready', actions: assign({ info: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    failed: { on: { 'lifeShow.reload': 'loading' } },
    ready: {
      on: {
        'lifeShow.choose': [
          {
            guard: 'fileAccepted',
            actions: [
              assign(({ context, event }) => ({ errors: { ...context.errors, [event.part]: undefined } })),
              { type: 'startUpload', params: ({ event }) => ({ part: event.part, file: event.file! }) },
            ],
          },
          {
            guard: 'idle',
            actions: assign(({ context, event }) => ({ errors: { ...context.errors, [event.part]: problemOf(event.part, event.file) ?? undefined } })),
          },
        ],
        'lifeShow.uploadStarted': { guard: 'idle', actions: assign(({ event }) => ({ uploading: { part: event.part, fileCode: event.fileCode } })) },
        'upload.finished': [
          {
            guard: 'myUploadDone',
            target: 'setting',
            actions: assign(({ context, event }) => ({
              uploading: null,
              pending: { part: context.uploading!.part, fileRef: event.output.status === 'done' ? event.output.file.fileRef : '' },
            })),
          },
          { guard: 'myUploadEnded', actions: assign({ uploading: null }) },
        ],
        'lifeShow.delete': {
          guard: 'idle',
          target: 'deleting',
          actions: assign(({ event }) => ({ deleting: { type: event.certificateType, fileRef: event.fileRef } })),
        },
      },
    },
    setting: {
      invoke: {
        id: 'set',
        src: 'set piece',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'ready',
          actions: [assign({ info: ({ event }) => event.output.body, pending: null }), { type: 'toldSuccess', params: ({ event }) => event.output.message }],
        },
        onError: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({ pending: null, errors: { ...context.errors, [context.pending!.part]: messageOf(event.error) } })),
            { type: 'toldError', params: ({ event }) => messageOf(event.error) },
          ],
        },
      },
    },
    deleting: {
      invoke: {
        id: 'delete',
        src: 'delete certificate',
        input: ({ context }) => context.deleting!,
        onDone: {
          target: 'ready',
          actions: [assign({ info: ({ event }) => event.output.body, deleting: null }), { type: 'toldSuccess', params: ({ event }) => event.output.message }],
        },
        onError: { target: 'ready', actions: [assign({ deleting: null }), { type: 'toldError', params: ({ event }) => messageOf(event.error) }] },
      },
    },
  },
});
