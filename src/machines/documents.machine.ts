import { assign, fromPromise, setup } from 'xstate';
import { checkUploadSelection } from '../domain/upload';
import type { DocumentsContext, DocumentsEvent, TutorDocument } from './documents.types';
import type { UploadFile } from './upload.types';

/** Document kinds a tutor keeps on the personal-data upload page, in the order offered. */
export const DOCUMENT_MODULES = [
  'LifePhoto',
  'LifeVideo',
  'TutorAudio',
  'TutorCertificates',
  'TeacherCertification',
  'PoliceCertificate',
  'IdentityImg',
  'ProfessionalIdPhoto',
  'TutorEquipmentPhoto',
] as const;

/**
 * The personal-data upload page: lists the tutor's stored documents and uploads new ones through
 * the session's chunked upload (progress in the shared dialog); the list reloads when one ends.
 */
export const documentsMachine = setup({
  types: { context: {} as DocumentsContext, events: {} as DocumentsEvent },
  actors: {
    loadDocuments: fromPromise<TutorDocument[]>(async () => {
      throw new Error('loadDocuments not provided');
    }),
  },
  actions: {
    /** Starts the upload in the session; the provided action answers `documents.uploadStarted`. */
    startUpload: (_, _params: { moduleName: string; file: UploadFile }) => {},
    reportError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    selectionIsValid: ({ context, event }) => event.type === 'documents.upload' && checkUploadSelection(event.file, context.moduleName) === null,
    isMine: ({ context, event }) => event.type === 'upload.finished' && context.uploading.includes(event.fileCode),
  },
}).createMachine({
  id: 'documents',
  context: { documents: [], moduleName: 'LifePhoto', formError: '', uploading: [] },
  initial: 'loading',
  on: {
    'documents.chooseModule': { actions: assign({ moduleName: ({ event }) => event.moduleName, formError: '' }) },
    'documents.upload': [
      {
        guard: 'selectionIsValid',
        actions: [assign({ formError: '' }), { type: 'startUpload', params: ({ context, event }) => ({ moduleName: context.moduleName, file: event.file! }) }],
      },
      {
        actions: assign({
          formError: ({ context, event }) => checkUploadSelection(event.file, context.moduleName)?.message ?? '',
        }),
      },
    ],
    'documents.uploadStarted': {
      guard: ({ context, event }) => !context.uploading.includes(event.fileCode),
      actions: assign({ uploading: ({ context, event }) => [...context.uploading, event.fileCode] }),
    },
    'upload.finished': {
      guard: 'isMine',
      target: '.loading',
      actions: assign({ uploading: ({ context, event }) => context.uploading.filter((code) => code !== event.fileCode) }),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadDocuments',
        onDone: { target: 'ready', actions: assign({ documents: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    failed: {
      on: { 'documents.reload': 'loading' },
    },
  },
});
