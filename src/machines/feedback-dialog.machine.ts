import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import {
  FEEDBACK_FILE_MODULE,
  FeedbackMessages,
  feedbackFormErrors,
  isAcceptedFeedbackFile,
  isClassIdShown,
  isComplaintNameShown,
  type FeedbackForm,
} from '../domain/feedback';
import { checkUploadSelection } from '../domain/upload';
import type {
  FeedbackDialogContext,
  FeedbackDialogEmitted,
  FeedbackDialogEvent,
  FeedbackDialogInput,
  FeedbackDialogLoad,
  FeedbackSaveInput,
  FeedbackSaveResult,
} from './feedback-dialog.types';
import { messageOf, notice } from './records-notify';
import type { UploadFile } from './upload.types';

const formOf = (context: FeedbackDialogContext): FeedbackForm => ({
  type: context.type,
  classId: context.classId,
  complaintName: context.complaintName,
  content: context.content,
  fileRef: context.fileRef,
});

/** Why a chosen file is refused: none chosen, not jpg/png/jpeg/gif, or the module's own limits. */
function fileProblem(file: UploadFile | null): string | null {
  if (!file) return FeedbackMessages.required;
  if (!isAcceptedFeedbackFile(file.name)) return FeedbackMessages.fileType;
  return checkUploadSelection(file, FEEDBACK_FILE_MODULE)?.message ?? null;
}

/**
 * The feedback dialog (growth-account.md §4 "Feedback dialog", §5 "Feedback"): each opening is a
 * new actor (the form starts blank), loads the remaining quota and the types, and with an id the
 * record to edit. §5's per-type rules decide what is shown and required; the screenshot uploads
 * through the session's chunked upload (module AppealFile). Add or Edit answers Item1/Item2: on
 * success the message shows and the dialog ends; a refusal shows with an icon and it stays open.
 */
export const feedbackDialogMachine = setup({
  types: {
    context: {} as FeedbackDialogContext,
    events: {} as FeedbackDialogEvent,
    emitted: {} as FeedbackDialogEmitted,
    input: {} as FeedbackDialogInput,
  },
  actors: {
    'load dialog': fromPromise<FeedbackDialogLoad, { id: number | null }>(async () => {
      throw new Error("'load dialog' is not provided");
    }),
    'save feedback': fromPromise<FeedbackSaveResult, FeedbackSaveInput>(async () => {
      throw new Error("'save feedback' is not provided");
    }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(feedbackFormErrors(formOf(context))).length === 0 && context.uploading === null,
    hasQuota: ({ context }) => context.id !== null || (context.remaining ?? 0) > 0,
    fileAccepted: ({ event }) => event.type === 'feedback.attach' && fileProblem(event.file) === null,
    isMyUpload: ({ context, event }) => event.type === 'upload.finished' && event.fileCode === context.uploading,
    saved: (_, output: FeedbackSaveResult | null | undefined) => output?.Item1 === true,
  },
  actions: {
    /** Starts the upload in the session; the provided action answers `feedback.uploadStarted`. */
    startUpload: (_, _params: { file: UploadFile }) => {},
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldFailure: emit((_, message: string) => notice('error', message, 'alert')),
    toldSaved: emit({ type: 'saved' as const }),
  },
}).createMachine({
  id: 'feedbackDialog',
  context: ({ input }) => ({
    id: input.id,
    preset: input.preset ?? null,
    remaining: null,
    types: [],
    type: input.preset?.type ?? null,
    classId: input.preset?.classId ?? '',
    complaintName: '',
    content: '',
    fileRef: null,
    fileName: '',
    fileUrl: '',
    uploading: null,
    errors: {},
    failure: '',
  }),
  initial: 'loading',
  on: {
    'feedback.close': '.closed',
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load dialog',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => {
            const { remaining, types, record } = event.output;
            if (!record) return { remaining, types };
            return {
              remaining,
              types,
              type: record.Type,
              classId: record.Clid === null ? '' : String(record.Clid),
              complaintName: record.Respondents,
              content: record.Remark,
              fileRef: record.File,
              fileName: 'Attached screenshot',
              fileUrl: record.FileUrl,
            };
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: {
      description: 'The quota, types or record could not load: the message with an icon, and Retry.',
      on: {
        'feedback.retry': {
          target: 'loading',
          actions: assign({ failure: '' }),
        },
      },
    },
    editing: {
      on: {
        'feedback.uploadStarted': {
          actions: assign({ uploading: ({ event }) => event.fileCode }),
        },
        'upload.finished': {
          guard: 'isMyUpload',
          actions: assign(({ context, event }) =>
            event.output.status === 'done'
              ? {
                  uploading: null,
                  fileRef: event.output.file.fileRef,
                  fileName: event.output.file.fileName,
                  fileUrl: event.output.file.previewUrl,
                  errors: { ...context.errors, file: undefined },
                }
              : {
                  uploading: null,
                  errors: {
                    ...context.errors,
                    file: FeedbackMessages.uploadFail,
                  },
                },
          ),
        },
        'feedback.type': {
          description: 'A new type changes which fields show; a hidden field keeps no value or message.',
          actions: assign(({ context, event }) => ({
            type: event.value,
            classId: isClassIdShown(event.value) ? context.classId : '',
            complaintName: isComplaintNameShown(event.value) ? context.complaintName : '',
            errors: {
              ...context.errors,
              type: undefined,
              classId: undefined,
              complaintName: undefined,
            },
            failure: '',
          })),
        },
        'feedback.edit': {
          actions: assign(({ context, event }) => {
            const next = { ...context, [event.field]: event.value };
            // The counter's message shows as the content passes 500, before Submit.
            const contentError = event.field === 'content' ? feedbackFormErrors(formOf(next)).content : context.errors.content;
            return {
              [event.field]: event.value,
              errors: {
                ...context.errors,
                [event.field]: event.field === 'content' && event.value.trim() !== '' ? contentError : undefined,
              },
              failure: '',
            };
          }),
        },
        'feedback.attach': [
          {
            guard: 'fileAccepted',
            actions: [
              assign(({ context }) => ({
                errors: { ...context.errors, file: undefined },
              })),
              {
                type: 'startUpload',
                params: ({ event }) => ({ file: event.file! }),
              },
            ],
          },
          {
            actions: assign(({ context, event }) => ({
              errors: {
                ...context.errors,
                file: fileProblem(event.file) ?? undefined,
              },
            })),
          },
        ],
        'feedback.submit': [
          { guard: 'isValid', target: 'checkingQuota' },
          {
            actions: assign(({ context }) => ({
              errors: feedbackFormErrors(formOf(context)),
            })),
          },
        ],
      },
    },
    checkingQuota: {
      always: [
        { guard: 'hasQuota', target: 'submitting' },
        {
          target: 'editing',
          actions: [assign({ failure: FeedbackMessages.quotaUsed }), { type: 'toldFailure', params: FeedbackMessages.quotaUsed }],
        },
      ],
    },
    submitting: {
      invoke: {
        id: 'save',
        src: 'save feedback',
        input: ({ context }) => ({
          id: context.id,
          Type: context.type ?? 0,
          Clid: isClassIdShown(context.type) ? context.classId.trim() : '',
          Respondents: isComplaintNameShown(context.type) ? context.complaintName.trim() : '',
          Remark: context.content.trim(),
          File: context.fileRef ?? '',
        }),
        onDone: [
          {
            guard: { type: 'saved', params: ({ event }) => event.output },
            target: 'done',
            actions: [
              {
                type: 'toldSuccess',
                params: ({ event }) => event.output.Item2,
              },
              'toldSaved',
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({ failure: ({ event }) => event.output.Item2 }),
              {
                type: 'toldFailure',
                params: ({ event }) => event.output.Item2,
              },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            assign({ failure: ({ event }) => messageOf(event.error) }),
            {
              type: 'toldFailure',
              params: ({ event }) => messageOf(event.error),
            },
          ],
        },
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type FeedbackDialogRef = ActorRefFrom<typeof feedbackDialogMachine>;
