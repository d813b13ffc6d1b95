import { assign, fromPromise, setup } from 'xstate';
import { ABSENT_PIC_MAX_BYTES, ABSENT_PIC_TYPES, ClassDetailMessages, type AbsentPicState } from '../domain/class-detail';
import { errorMessageOf } from './machine-errors';

export interface AbsentUploadContext {
  clid: number;
  file: Blob | null;
  message: string;
  error: string;
  notice: string;
}

export type AbsentUploadEvent = { type: 'absent.choose'; file: Blob } | { type: 'absent.send' } | { type: 'absent.retry' };

/**
 * The absent student picture (AllowUploadAbsentPic, UploadAbsentPic as a file form, 5 minutes):
 * offered only when the server allows it; the picture's type and size are checked before sending.
 */
export const absentUploadMachine = setup({
  types: { context: {} as AbsentUploadContext, events: {} as AbsentUploadEvent, input: {} as { clid: number } },
  actors: {
    'check absent': fromPromise<AbsentPicState, { clid: number }>(async () => {
      throw new Error("'check absent' is not provided");
    }),
    'upload absent': fromPromise<unknown, { clid: number; file: Blob }>(async () => {
      throw new Error("'upload absent' is not provided");
    }),
  },
  guards: {
    isPicture: ({ event }) =>
      event.type === 'absent.choose' && (ABSENT_PIC_TYPES as readonly string[]).includes(event.file.type) && event.file.size <= ABSENT_PIC_MAX_BYTES,
    hasFile: ({ context }) => context.file !== null,
  },
}).createMachine({
  id: 'absentUpload',
  context: ({ input }) => ({ clid: input.clid, file: null, message: '', error: '', notice: '' }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkAbsent',
        src: 'check absent',
        input: ({ context }) => ({ clid: context.clid }),
        onDone: [
          { guard: ({ event }) => event.output.Uploaded, target: 'uploaded', actions: assign({ message: ({ event }) => event.output.UploadedAt }) },
          { guard: ({ event }) => event.output.Allowed, target: 'allowed' },
          { target: 'notAllowed', actions: assign({ message: ({ event }) => event.output.Msg }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
    failed: { on: { 'absent.retry': { target: 'checking', actions: assign({ error: '' }) } } },
    notAllowed: {},
    allowed: {
      on: {
        'absent.choose': [
          { guard: 'isPicture', actions: assign({ file: ({ event }) => event.file, error: '' }) },
          { actions: assign({ file: null, error: ClassDetailMessages.absentPicRequired }) },
        ],
        'absent.send': [{ guard: 'hasFile', target: 'uploading' }, { actions: assign({ error: ClassDetailMessages.absentPicRequired }) }],
      },
    },
    uploading: {
      invoke: {
        id: 'uploadAbsent',
        src: 'upload absent',
        input: ({ context }) => ({ clid: context.clid, file: context.file! }),
        onDone: { target: 'uploaded', actions: assign({ notice: ClassDetailMessages.absentSaved, file: null }) },
        onError: { target: 'allowed', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
    uploaded: { type: 'final' },
  },
});
