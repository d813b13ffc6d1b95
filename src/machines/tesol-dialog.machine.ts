import { assign, emit, fromPromise, setup } from 'xstate';
import { PersonalDataMessages, TESOL_CERTIFICATE_MODULE, tesolDialogErrors, type TesolForm } from '../domain/personal-data';
import { checkUploadSelection } from '../domain/upload';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';
import type { UploadFinished } from './session.types';
import type { UploadFile } from './upload.types';

export type TesolField = 'firstName' | 'middleName' | 'lastName' | 'birthday' | 'idNumber';
type TesolValues = Omit<TesolForm, 'certificateFileRef'>;

export interface TesolDialogInput {
  /** YYYY-MM-DD in the tutor's clock: the birthday's upper bound. */
  today: string;
}

export interface TesolDialogContext {
  today: string;
  form: TesolValues;
  file: UploadFile | null;
  errors: Partial<Record<keyof TesolForm, string>>;
  /** fileCode of the certificate upload under way. */
  uploading: string | null;
  certificateRef: string | null;
}

export type TesolDialogEvent =
  | { type: 'tesol.change'; field: TesolField; value: string }
  | { type: 'tesol.hasCertificate'; value: boolean }
  | { type: 'tesol.file'; file: UploadFile | null }
  | { type: 'tesol.submit' }
  | { type: 'tesol.confirm' }
  | { type: 'tesol.back' }
  | { type: 'tesol.close' }
  | { type: 'tesol.uploadStarted'; fileCode: string }
  | UploadFinished;

export type TesolSaveInput = TesolForm;

const emptyForm = (): TesolValues => ({ firstName: '', middleName: '', lastName: '', birthday: '', idNumber: '', hasCertificate: false });

/**
 * The TESOL identity review dialog (growth-account.md §4, §5): submit validates and asks for
 * confirmation with the spec's warning; confirming uploads the certificate (module
 * TesolCertificateSelf) when the tutor holds one, then saves (SaveTESOLInformation), and the
 * dialog closes on success.
 */
export const tesolDialogMachine = setup({
  types: { context: {} as TesolDialogContext, events: {} as TesolDialogEvent, input: {} as TesolDialogInput, emitted: {} as RecordsNotice },
  actors: {
    'save tesol': fromPromise<MessageResult, TesolSaveInput>(async () => {
      throw new Error("'save tesol' is not provided");
    }),
  },
  guards: {
    formValid: ({ context }) => Object.keys(tesolDialogErrors(context.form, context.file !== null, context.today)).length === 0,
    needsUpload: ({ context }) => context.form.hasCertificate && context.file !== null,
    isMyUpload: ({ context, event }) => event.type === 'upload.finished' && event.fileCode === context.uploading,
    uploadDone: ({ context, event }) => event.type === 'upload.finished' && event.fileCode === context.uploading && event.output.status === 'done',
  },
  actions: {
    startUpload: (_, _params: { file: UploadFile }) => {},
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'tesolDialog',
  context: ({ input }) => ({ today: input.today, form: emptyForm(), file: null, errors: {}, uploading: null, certificateRef: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'tesol.change': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, [event.field]: event.value },
            errors: { ...context.errors, [event.field]: undefined },
          })),
        },
        'tesol.hasCertificate': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, hasCertificate: event.value },
            file: event.value ? context.file : null,
            errors: { ...context.errors, certificateFileRef: undefined },
          })),
        },
        'tesol.file': [
          {
            guard: ({ event }) => checkUploadSelection(event.file, TESOL_CERTIFICATE_MODULE) === null,
            actions: assign(({ context, event }) => ({ file: event.file, errors: { ...context.errors, certificateFileRef: undefined } })),
          },
          {
            actions: assign(({ context, event }) => ({
              file: null,
              errors: { ...context.errors, certificateFileRef: checkUploadSelection(event.file, TESOL_CERTIFICATE_MODULE)?.message ?? '' },
            })),
          },
        ],
        'tesol.submit': [
          { guard: 'formValid', target: 'confirming' },
          { actions: assign({ errors: ({ context }) => tesolDialogErrors(context.form, context.file !== null, context.today) }) },
        ],
        'tesol.close': 'closed',
      },
    },
    confirming: {
      description: "Shows 'Your Personal Information shall not be changed or altered upon submission.'",
      on: {
        'tesol.confirm': [{ guard: 'needsUpload', target: 'uploading' }, { target: 'saving' }],
        'tesol.back': 'editing',
        'tesol.close': 'closed',
      },
    },
    uploading: {
      entry: { type: 'startUpload', params: ({ context }) => ({ file: context.file! }) },
      on: {
        'tesol.uploadStarted': { actions: assign({ uploading: ({ event }) => event.fileCode }) },
        'upload.finished': [
          {
            guard: 'uploadDone',
            target: 'saving',
            actions: assign(({ event }) => ({ uploading: null, certificateRef: event.output.status === 'done' ? event.output.file.fileRef : null })),
          },
          // Cancelled in the progress dialog: back to the form, nothing saved.
          { guard: 'isMyUpload', target: 'editing', actions: assign({ uploading: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save tesol',
        input: ({ context }) => ({ ...context.form, certificateFileRef: context.form.hasCertificate ? context.certificateRef : null }),
        onDone: { target: 'closed', actions: { type: 'toldSuccess', params: ({ event }) => event.output.message || PersonalDataMessages.tesolSaved } },
        onError: { target: 'editing', actions: [assign({ certificateRef: null }), { type: 'toldError', params: ({ event }) => messageOf(event.error) }] },
      },
    },
    closed: { type: 'final' },
  },
});
