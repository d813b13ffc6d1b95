import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { checkUploadSelection } from '../domain/upload';
import { leaveFormErrors, type LeaveFormErrors, type LeaveRecord } from '../domain/leave';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';
import type { UploadFinished } from './session.types';
import type { UploadFile } from './upload.types';

export const LEAVE_PROOF_MODULE = 'LeaveReason';

export interface LeaveFormContext {
  /** The leave being edited; null for a new request. */
  id: number | null;
  startAt: string;
  endAt: string;
  leaveType: number;
  reason: string;
  proofFileRef: string | null;
  proofName: string;
  /** The fileCode of a proof upload under way. */
  uploading: string | null;
  errors: LeaveFormErrors & { proof?: string };
}

export type LeaveFormEvent =
  | { type: 'leave.edit'; field: 'startAt' | 'endAt' | 'reason'; value: string }
  | { type: 'leave.type'; value: number }
  | { type: 'leave.attach'; file: UploadFile | null }
  | { type: 'leave.uploadStarted'; fileCode: string }
  | UploadFinished
  | { type: 'leave.removeProof' }
  /** `now` is the client's time, for the "not in the past" rule (the server checks again). */
  | { type: 'leave.submit'; now: string }
  | { type: 'leave.reset' };

export type LeaveFormEmitted = RecordsNotice | { type: 'saved'; leave: LeaveRecord };

export interface LeaveSaveInput {
  id: number | null;
  startAt: string;
  endAt: string;
  leaveType: number;
  reason: string;
  proofFileRef: string | null;
}

const blank = (): Omit<LeaveFormContext, 'id'> => ({
  startAt: '',
  endAt: '',
  leaveType: 0,
  reason: '',
  proofFileRef: null,
  proofName: '',
  uploading: null,
  errors: {},
});

/**
 * The leave request form (AddTutorLeave, or EditTutorLeave when given a pending leave): period,
 * type, reason, and an optional proof uploaded through the chunked upload (module LeaveReason).
 */
export const leaveFormMachine = setup({
  types: {
    context: {} as LeaveFormContext,
    events: {} as LeaveFormEvent,
    emitted: {} as LeaveFormEmitted,
    input: {} as { leave: LeaveRecord | null },
  },
  actors: {
    'save leave': fromPromise<MessageResult<LeaveRecord>, LeaveSaveInput>(async () => {
      throw new Error("'save leave' is not provided");
    }),
  },
  guards: {
    valid: ({ context, event }) =>
      event.type === 'leave.submit' && Object.keys(leaveFormErrors(context, new Date(event.now))).length === 0 && context.uploading === null,
    proofChosen: ({ event }) => event.type === 'leave.attach' && checkUploadSelection(event.file, LEAVE_PROOF_MODULE) === null,
    isMyUpload: ({ context, event }) => event.type === 'upload.finished' && event.fileCode === context.uploading,
  },
  actions: {
    /** Starts the upload in the session; the provided action answers `leave.uploadStarted`. */
    startUpload: (_, _params: { file: UploadFile }) => {},
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
    toldSaved: emit((_, leave: LeaveRecord) => ({ type: 'saved' as const, leave })),
  },
}).createMachine({
  id: 'leaveForm',
  context: ({ input }) =>
    input.leave
      ? {
          ...blank(),
          id: input.leave.id,
          startAt: input.leave.startAt,
          endAt: input.leave.endAt,
          leaveType: input.leave.leaveType,
          reason: input.leave.reason,
          proofFileRef: input.leave.proofFileRef,
          proofName: input.leave.proofFileRef ? 'Attached proof' : '',
        }
      : { ...blank(), id: null },
  initial: 'editing',
  on: {
    'leave.uploadStarted': { actions: assign({ uploading: ({ event }) => event.fileCode }) },
    'upload.finished': {
      guard: 'isMyUpload',
      actions: assign(({ event }) =>
        event.output.status === 'done'
          ? { uploading: null, proofFileRef: event.output.file.fileRef, proofName: event.output.file.fileName }
          : { uploading: null },
      ),
    },
  },
  states: {
    editing: {
      on: {
        'leave.edit': { actions: assign(({ context, event }) => ({ [event.field]: event.value, errors: { ...context.errors, [event.field]: undefined } })) },
        'leave.type': { actions: assign(({ context, event }) => ({ leaveType: event.value, errors: { ...context.errors, leaveType: undefined } })) },
        'leave.attach': [
          {
            guard: 'proofChosen',
            actions: [
              assign(({ context }) => ({ errors: { ...context.errors, proof: undefined } })),
              { type: 'startUpload', params: ({ event }) => ({ file: event.file! }) },
            ],
          },
          {
            actions: assign(({ context, event }) => ({
              errors: { ...context.errors, proof: checkUploadSelection(event.file, LEAVE_PROOF_MODULE)?.message ?? '' },
            })),
          },
        ],
        'leave.removeProof': { actions: assign({ proofFileRef: null, proofName: '' }) },
        'leave.submit': [
          { guard: 'valid', target: 'saving' },
          { actions: assign(({ context, event }) => ({ errors: { ...context.errors, ...leaveFormErrors(context, new Date(event.now)) } })) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save leave',
        input: ({ context }) => ({
          id: context.id,
          startAt: context.startAt,
          endAt: context.endAt,
          leaveType: context.leaveType,
          reason: context.reason.trim(),
          proofFileRef: context.proofFileRef,
        }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'toldSuccess', params: ({ event }) => event.output.message },
            { type: 'toldSaved', params: ({ event }) => event.output.body },
          ],
        },
        onError: { target: 'editing', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    saved: {
      on: { 'leave.reset': { target: 'editing', actions: assign(() => ({ ...blank(), id: null })) } },
    },
  },
});

export type LeaveFormRef = ActorRefFrom<typeof leaveFormMachine>;
