import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ConfirmationRecord } from '../../src/domain/message-records';
import { Messages } from '../../src/domain/messages';
import type { UploadedFile } from '../../src/domain/upload';
import { attendanceDialogMachine } from '../../src/machines/attendance-dialog.machine';
import { ApiError } from '../../src/services/api-errors';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';
import { scenarioPath } from './scenario';

const item: ConfirmationRecord = {
  Id: 3,
  ClassTimeStr: '2025-03-11T09:00:00.000Z',
  Count: 1,
  ClassId: 50260,
  StudentName: 'Min-jun Park',
  LessonFeePhp: 180,
  DeadlineStr: '2025-03-11T08:30:00.000Z',
};
const png = { name: 'proof.png', size: 2048, slice: () => new Blob() };
const gif = { name: 'proof.gif', size: 2048, slice: () => new Blob() };
const stored: UploadedFile = {
  fileRef: 'f/abc.png',
  url: '/files/abc',
  previewUrl: '/files/abc?s=1',
  fileName: 'proof.png',
  contentType: 'image/png',
  size: 2048,
};
const failure = new ApiError('business', 'Required.', 1);

const ev = {
  loaded: { type: 'xstate.done.actor.loadConfirmations', output: [item] },
  none: { type: 'xstate.done.actor.loadConfirmations', output: [] },
  loadFailed: { type: 'xstate.error.actor.loadConfirmations', error: failure },
  yes: { type: 'attendance.yes' },
  no: { type: 'attendance.no' },
  back: { type: 'attendance.back' },
  close: { type: 'attendance.close' },
  reason: { type: 'form.reason', reason: 3 },
  note: { type: 'form.note', note: ' The power is out in our area. ' },
  file: { type: 'form.file', file: png },
  wrongFile: { type: 'form.file', file: gif },
  submit: { type: 'form.submit' },
  confirmed: { type: 'xstate.done.actor.confirm', output: { body: 1, message: '' } },
  confirmRefused: { type: 'xstate.done.actor.confirm', output: { body: 0, message: Messages.attendanceClosed } },
  confirmFailed: { type: 'xstate.error.actor.confirm', error: failure },
  uploaded: { type: 'upload.finished', fileCode: 'absent-3-1', output: { status: 'done', file: stored } },
  uploadCancelled: { type: 'upload.finished', fileCode: 'absent-3-1', output: { status: 'cancelled' } },
  otherUpload: { type: 'upload.finished', fileCode: 'feedback-9', output: { status: 'cancelled' } },
  declined: { type: 'xstate.done.actor.decline', output: { body: 1, message: '' } },
  declineRefused: { type: 'xstate.done.actor.decline', output: { body: 0, message: Messages.attendanceAlreadyAnswered } },
  declineFailed: { type: 'xstate.error.actor.decline', error: failure },
} satisfies Record<string, EventObject & Record<string, unknown>>;

function recorded() {
  const told: Array<{ type: string; params: unknown }> = [];
  const machine = attendanceDialogMachine.provide({
    actors: { 'load confirmations': pendingPromise(), 'send reply': pendingPromise() },
    actions: {
      startUpload: ({ context }) =>
        void told.push({ type: 'startUpload', params: { fileCode: context.fileCode, moduleName: 'Absent', file: context.form.file } }),
      reportError: (_, params) => void told.push({ type: 'reportError', params }),
      reportClosed: ({ context }) => void told.push({ type: 'reportClosed', params: context.changed }),
    },
  });
  return { machine, told };
}

/** Replays a scenario, collecting the inputs the reply and upload actors were started with. */
function replay(events: EventObject[]) {
  const { machine, told } = recorded();
  const started: Array<{ id: string; input: unknown }> = [];
  const seen = new Set<unknown>();
  const { actor } = replayPath(machine, scenarioPath(machine, events), {
    onStep: (snapshot) => {
      for (const [id, child] of Object.entries((snapshot as { children: Record<string, any> }).children)) {
        if (child && !seen.has(child)) {
          seen.add(child);
          started.push({ id, input: child.options?.input });
        }
      }
    },
  });
  return { snapshot: actor.getSnapshot(), told, started };
}

describe('attendance confirmation dialog (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const { machine } = recorded();
    // Each upload counts up its fileCode, which changes nothing else: states differing only there are one.
    // (Compared without them too; the scenarios below check the fileCodes.)
    const withoutCount = (context: Record<string, unknown>) => ({ ...context, uploads: 0, fileCode: '' });
    const serializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: withoutCount(snapshot.context) });
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)), serializeState });
    expect(paths.length).toBeGreaterThan(50);
    expectEveryTransitionCovered(machine, paths, { context: withoutCount });
  }, 60_000);

  it("'Yes, I can' submits at once and closes on Body 1", () => {
    const run = replay([ev.loaded, ev.yes, ev.confirmed]);
    expect(run.started.map((actor) => actor.input).filter(Boolean)).toEqual([{ Id: 3, IsICan: true }]);
    expect(run.snapshot.status).toBe('done');
    expect(run.told).toEqual([{ type: 'reportClosed', params: true }]);
  });

  it('any other Body keeps the dialog open with its Msg', () => {
    const run = replay([ev.loaded, ev.yes, ev.confirmRefused]);
    expect(run.snapshot.value).toBe('asking');
    expect(run.snapshot.context.message).toBe(Messages.attendanceClosed);
  });

  it("\"No, I can't\" opens the cancel form: reason, note and attachment are each 'Required.'", () => {
    const run = replay([ev.loaded, ev.no, ev.submit]);
    expect(run.snapshot.value).toEqual({ declining: 'form' });
    expect(run.snapshot.context.errors).toEqual({ reason: Messages.required, note: Messages.required, attachment: Messages.required });
    const wrongType = replay([ev.loaded, ev.no, ev.reason, ev.note, ev.wrongFile, ev.submit]);
    expect(wrongType.snapshot.context.errors).toEqual({ reason: '', note: '', attachment: Messages.attendanceAttachmentType });
  });

  it('uploads the attachment (module Absent) and then sends the decline with its reference; closes on success', () => {
    const run = replay([ev.loaded, ev.no, ev.reason, ev.note, ev.file, ev.submit, ev.uploaded, ev.declined]);
    expect(run.started.map((actor) => actor.input).filter(Boolean)).toEqual([
      { Id: 3, IsICan: false, Attachment: 'f/abc.png', CancelReason: 3, CancelRemark: 'The power is out in our area.' },
    ]);
    expect(run.told).toEqual([
      { type: 'startUpload', params: { fileCode: 'absent-3-1', moduleName: 'Absent', file: png } },
      { type: 'reportClosed', params: true },
    ]);
  });

  it('after a refused decline, sending again does not upload the same file again; another file is uploaded', () => {
    const again = replay([ev.loaded, ev.no, ev.reason, ev.note, ev.file, ev.submit, ev.uploaded, ev.declineRefused, ev.submit]);
    expect(again.snapshot.value).toEqual({ declining: 'replying' });
    expect(again.snapshot.context.uploads).toBe(1);
    const other = replay([ev.loaded, ev.no, ev.reason, ev.note, ev.file, ev.submit, ev.uploaded, ev.declineRefused, ev.file, ev.submit]);
    expect(other.snapshot.value).toEqual({ declining: 'uploading' });
    expect(other.snapshot.context.fileCode).toBe('absent-3-2');
  });

  it("a cancelled upload goes back to the form; another requester's upload is not this one; with nothing pending the dialog closes unchanged", () => {
    const { machine } = recorded();
    const uploading = scenarioPath(machine, [ev.loaded, ev.no, ev.reason, ev.note, ev.file, ev.submit]).state;
    expect(uploading.can(ev.otherUpload as never)).toBe(false);
    expect(replay([ev.loaded, ev.no, ev.reason, ev.note, ev.file, ev.submit, ev.uploadCancelled]).snapshot.value).toEqual({ declining: 'form' });
    expect(replay([ev.none]).told).toEqual([{ type: 'reportClosed', params: false }]);
  });
});
