import { assign, emit, fromPromise, setup } from 'xstate';
import { checkUploadSelection } from '../domain/upload';
import { canSubmitTask, TASK_FILE_MODULE, taskAnswerError, type TaskDetail } from '../domain/teacher-tasks';
import { messageOf, notice, type MessageResult } from './records-notify';
import type { SubmitAnswerInput, TeacherTaskContext, TeacherTaskEmitted, TeacherTaskEvent, TeacherTaskInput } from './teacher-task.types';
import type { UploadFile } from './upload.types';

/**
 * /teacherTask/myTaskPage?id=: one task (GetTaskDetail), and, while it is open, the answer form:
 * text and, when the task asks for one, a file uploaded through the chunked upload (ToturTaskFile).
 */
export const teacherTaskMachine = setup({
  types: {
    context: {} as TeacherTaskContext,
    events: {} as TeacherTaskEvent,
    emitted: {} as TeacherTaskEmitted,
    input: {} as TeacherTaskInput,
  },
  actors: {
    'load task': fromPromise<TaskDetail, { taskId: number }>(async () => {
      throw new Error("'load task' is not provided");
    }),
    'submit answer': fromPromise<MessageResult<TaskDetail>, SubmitAnswerInput>(async () => {
      throw new Error("'submit answer' is not provided");
    }),
  },
  guards: {
    isOpen: ({ context }) => context.task !== null && canSubmitTask(context.task.state),
    isValid: ({ context }) => context.uploading === null && taskAnswerError(context.text, context.fileRef, context.task?.fileAnswer ?? false) === null,
    fileChosen: ({ event }) => event.type === 'task.attach' && checkUploadSelection(event.file, TASK_FILE_MODULE) === null,
    isMyUpload: ({ context, event }) => event.type === 'upload.finished' && event.fileCode === context.uploading,
  },
  actions: {
    /** Starts the upload in the session; the provided action answers `task.uploadStarted`. */
    startUpload: (_, _params: { file: UploadFile }) => {},
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'teacherTask',
  context: ({ input }) => ({ taskId: input.taskId, task: null, text: '', fileRef: null, fileName: '', uploading: null, error: null }),
  initial: 'loading',
  on: {
    'task.uploadStarted': { actions: assign({ uploading: ({ event }) => event.fileCode }) },
    'upload.finished': {
      guard: 'isMyUpload',
      actions: assign(({ event }) =>
        event.output.status === 'done' ? { uploading: null, fileRef: event.output.file.fileRef, fileName: event.output.file.fileName } : { uploading: null },
      ),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load task',
        input: ({ context }) => ({ taskId: context.taskId }),
        onDone: { target: 'loaded', actions: assign({ task: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loaded: {
      description: 'Open tasks take an answer; submitted and reviewed ones are only shown.',
      always: [{ guard: 'isOpen', target: 'answering' }, { target: 'closed' }],
    },
    answering: {
      on: {
        'task.edit': { actions: assign({ text: ({ event }) => event.text, error: null }) },
        'task.attach': [
          { guard: 'fileChosen', actions: [assign({ error: null }), { type: 'startUpload', params: ({ event }) => ({ file: event.file! }) }] },
          { actions: assign({ error: ({ event }) => checkUploadSelection(event.file, TASK_FILE_MODULE)?.message ?? null }) },
        ],
        'task.removeFile': { actions: assign({ fileRef: null, fileName: '' }) },
        'task.submit': [
          { guard: 'isValid', target: 'submitting' },
          { actions: assign({ error: ({ context }) => taskAnswerError(context.text, context.fileRef, context.task?.fileAnswer ?? false) }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit answer',
        input: ({ context }) => ({ taskId: context.taskId, text: context.text.trim(), fileRef: context.fileRef }),
        onDone: {
          target: 'closed',
          actions: [
            assign({ task: ({ event }) => event.output.body, text: '', fileRef: null, fileName: '' }),
            { type: 'toldSuccess', params: ({ event }) => event.output.message },
          ],
        },
        onError: {
          target: 'answering',
          actions: [assign({ error: ({ event }) => messageOf(event.error) }), { type: 'toldError', params: ({ event }) => messageOf(event.error) }],
        },
      },
    },
    closed: { on: { 'task.reload': 'loading' } },
    failed: { on: { 'task.reload': 'loading' } },
  },
});
