import { assign, fromPromise, setup } from 'xstate';
import type { GrowthScheduleList, PhotoSharing } from '../domain/growth-schedule';
import type { UploadFile, UploadOutput } from './upload.types';

export interface ScheduleAndPhotos {
  schedule: GrowthScheduleList;
  sharing: PhotoSharing;
}

export interface ShareInput {
  classId: number;
  fileRef: string;
  caption: string;
}

/** What confirming or sharing answers: everything again, and the server's message. */
export interface ScheduleActResult {
  data: ScheduleAndPhotos;
  message: string;
}

type ScheduleEvent =
  | { type: 'schedule.retry' }
  | { type: 'schedule.confirm' }
  | { type: 'schedule.dismiss' }
  | { type: 'photo.class'; classId: number | null }
  | { type: 'photo.caption'; caption: string }
  | { type: 'photo.pick'; file: UploadFile }
  | { type: 'photo.uploadStarted'; fileCode: string }
  | { type: 'upload.finished'; fileCode: string; output: UploadOutput }
  | { type: 'photo.share' };

interface ScheduleContext {
  data: ScheduleAndPhotos | null;
  classId: number | null;
  caption: string;
  /** The photo's upload under way (its file code), then the stored file's reference. */
  uploading: string | null;
  fileRef: string | null;
  fileName: string;
  notice: string;
  failure: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const emptyForm = { classId: null, caption: '', uploading: null, fileRef: null, fileName: '' };

/**
 * Next week's schedule confirmation and class group photos in the growth centre (growth-account.md
 * §7: GetScheduleList, ScheduleSubmit, GetPhotoSharing, ClassGroupPhotoSubmit). The photo goes up
 * through the session's chunked upload (module GroupPhoto); Share is offered once a class is
 * chosen and the upload finished. One call at a time; its outcome stays until dismissed.
 */
export const growthScheduleMachine = setup({
  types: { context: {} as ScheduleContext, events: {} as ScheduleEvent },
  actors: {
    loadSchedule: fromPromise<ScheduleAndPhotos>(async () => {
      throw new Error('loadSchedule not provided');
    }),
    confirmSchedule: fromPromise<ScheduleActResult>(async () => {
      throw new Error('confirmSchedule not provided');
    }),
    sharePhoto: fromPromise<ScheduleActResult, ShareInput>(async () => {
      throw new Error('sharePhoto not provided');
    }),
  },
  actions: {
    /** Starts the upload in the session; the provided action answers `photo.uploadStarted`. */
    startUpload: (_, _params: { file: UploadFile }) => {},
  },
  guards: {
    canConfirm: ({ context }) => context.data !== null && context.data.schedule.SlotCount > 0 && !context.data.schedule.Confirmed,
    canShare: ({ context }) => context.classId !== null && context.fileRef !== null && context.uploading === null,
    isMyUpload: ({ context, event }) => event.type === 'upload.finished' && event.fileCode === context.uploading,
  },
}).createMachine({
  id: 'growthSchedule',
  context: { data: null, ...emptyForm, notice: '', failure: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: { src: 'loadSchedule', onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) }, onError: 'failed' },
    },
    failed: { on: { 'schedule.retry': 'loading' } },
    ready: {
      on: {
        'schedule.dismiss': { actions: assign({ notice: '', failure: '' }) },
        'schedule.confirm': { guard: 'canConfirm', target: 'confirming', actions: assign({ notice: '', failure: '' }) },
        'photo.class': { actions: assign({ classId: ({ event }) => event.classId }) },
        'photo.caption': { actions: assign({ caption: ({ event }) => event.caption }) },
        'photo.pick': {
          guard: ({ context }) => context.uploading === null,
          actions: [
            assign({ fileRef: null, fileName: ({ event }) => event.file.name, failure: '' }),
            { type: 'startUpload', params: ({ event }) => ({ file: event.file }) },
          ],
        },
        'photo.uploadStarted': { actions: assign({ uploading: ({ event }) => event.fileCode }) },
        'upload.finished': {
          guard: 'isMyUpload',
          actions: assign(({ event }) =>
            event.output.status === 'done' ? { uploading: null, fileRef: event.output.file.fileRef } : { uploading: null, fileRef: null, fileName: '' },
          ),
        },
        'photo.share': { guard: 'canShare', target: 'sharing', actions: assign({ notice: '', failure: '' }) },
      },
    },
    confirming: {
      tags: ['schedule:busy'],
      invoke: {
        src: 'confirmSchedule',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output.data, notice: ({ event }) => event.output.message }) },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => errorText(event.error) }) },
      },
    },
    sharing: {
      tags: ['schedule:busy'],
      invoke: {
        src: 'sharePhoto',
        input: ({ context }) => ({ classId: context.classId!, fileRef: context.fileRef!, caption: context.caption }),
        onDone: { target: 'ready', actions: assign({ ...emptyForm, data: ({ event }) => event.output.data, notice: ({ event }) => event.output.message }) },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
