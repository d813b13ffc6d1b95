import { describe, expect, it } from 'vitest';
import { LeaveMessages, type LeaveRecord } from '../../src/domain/leave';
import { leaveFormMachine } from '../../src/machines/leave-form.machine';
import { leaveRecordMachine } from '../../src/machines/leave-record.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';
import { replayCollecting, scenario } from './records-scenario';

const now = '2026-03-01T00:00:00.000Z';
const leave: LeaveRecord = {
  id: 7,
  startAt: '2026-03-10T00:00:00.000Z',
  endAt: '2026-03-12T00:00:00.000Z',
  leaveType: 1,
  reason: 'Dental surgery',
  proofFileRef: null,
  status: 0,
  statusText: 'Pending',
  reviewReason: '',
  createdAt: now,
  canEdit: true,
  canUndo: true,
};
const photo = { name: 'note.png', size: 2000, type: 'image/png' };
const form = leaveFormMachine.provide({ actors: { 'save leave': pendingPromise() } });
const ev = {
  start: { type: 'leave.edit', field: 'startAt', value: '2026-03-10T00:00' },
  end: { type: 'leave.edit', field: 'endAt', value: '2026-03-11T00:00' },
  endBefore: { type: 'leave.edit', field: 'endAt', value: '2026-03-09T00:00' },
  reason: { type: 'leave.edit', field: 'reason', value: 'Family event' },
  type: { type: 'leave.type', value: 2 },
  attach: { type: 'leave.attach', file: photo },
  attachWrong: { type: 'leave.attach', file: { name: 'virus.exe', size: 10, type: '' } },
  started: { type: 'leave.uploadStarted', fileCode: 'f1' },
  finished: {
    type: 'upload.finished',
    fileCode: 'f1',
    output: { status: 'done', file: { fileRef: 'ref1', fileName: 'note.png', url: '', previewUrl: '', contentType: 'image/png', size: 2000 } },
  },
  removeProof: { type: 'leave.removeProof' },
  submit: { type: 'leave.submit', now },
  saved: { type: 'xstate.done.actor.save', output: { body: { ...leave, leaveType: 2 }, message: LeaveMessages.requested } },
  refused: { type: 'xstate.error.actor.save', error: new Error(LeaveMessages.overlaps) },
  reset: { type: 'leave.reset' },
};

describe('leave form (model-based)', () => {
  it('reaches every transition, new and editing', { timeout: 60_000 }, () => {
    for (const input of [{ leave: null }, { leave }]) {
      const events = input.leave
        ? [ev.submit, ev.saved, ev.refused, ev.reset, ev.attach, ev.started, ev.finished, ev.removeProof, ev.attachWrong, ev.endBefore, ev.type]
        : Object.values(ev);
      // Field values matter only as filled or not; errors only as which fields have one.
      const project = (c: Record<string, unknown>) => {
        const errors = Object.entries(c.errors as Record<string, unknown>)
          .filter(([, v]) => v)
          .map(([k]) => k)
          .sort();
        return [c.id, !!c.startAt, c.endAt, c.leaveType, !!c.reason, c.proofFileRef, c.uploading, errors];
      };
      const serializeState = (snapshot: { value: unknown; context: Record<string, unknown> }) => JSON.stringify([snapshot.value, project(snapshot.context)]);
      const paths = generatePaths(form, { input, events: eventsWhereActive(form, events), serializeState: serializeState as never });
      expectEveryTransitionCovered(form, paths, { input, context: project });
    }
  });

  it('sends a valid request with its uploaded proof and says so', () => {
    let started = 0;
    const watched = form.provide({ actions: { startUpload: () => (started += 1) } });
    const input = { leave: null };
    const { emitted, snapshot } = replayCollecting(
      watched,
      scenario(watched, [ev.start, ev.end, ev.type, ev.reason, ev.attach, ev.started, ev.finished, ev.submit], input),
      input,
    );
    expect(started).toBe(1);
    expect(snapshot.value).toBe('saving');
    expect(snapshot.context).toMatchObject({ proofFileRef: 'ref1', proofName: 'note.png', uploading: null });
    const done = replayCollecting(watched, scenario(watched, [ev.start, ev.end, ev.type, ev.reason, ev.submit, ev.saved], input), input);
    expect(done.emitted).toEqual([
      { type: 'notify', severity: 'success', message: LeaveMessages.requested, presentation: 'toast' },
      { type: 'saved', leave: { ...leave, leaveType: 2 } },
    ]);
    expect(emitted).toEqual([]);
  });

  it('shows each field error before calling, and the refusal after', () => {
    const input = { leave: null };
    const empty = replayCollecting(form, scenario(form, [ev.submit], input), input);
    expect(empty.snapshot.context.errors).toMatchObject({
      startAt: 'Required.',
      endAt: 'Required.',
      leaveType: LeaveMessages.typeInvalid,
      reason: 'Required.',
    });
    const backwards = replayCollecting(form, scenario(form, [ev.start, ev.endBefore, ev.submit], input), input);
    expect(backwards.snapshot.context.errors.endAt).toBe(LeaveMessages.endBeforeStart);
    const refused = replayCollecting(form, scenario(form, [ev.start, ev.end, ev.type, ev.reason, ev.submit, ev.refused], input), input);
    expect(refused.snapshot.value).toBe('editing');
    expect(refused.emitted).toEqual([{ type: 'notify', severity: 'error', message: LeaveMessages.overlaps, presentation: 'toast' }]);
  });

  it('edits a pending leave starting from its values', () => {
    const input = { leave };
    const { snapshot } = replayCollecting(form, scenario(form, [ev.type, ev.submit], input), input);
    expect(snapshot.value).toBe('saving');
    expect(snapshot.context).toMatchObject({ id: 7, leaveType: 2, reason: 'Dental surgery' });
  });
});

const record = leaveRecordMachine.provide({ actors: { 'load leaves': pendingPromise(), 'undo leave': pendingPromise() } });
const page = { items: [leave], total: 11, pageIndex: 1, pageSize: 10 };
const rev = {
  loaded: { type: 'xstate.done.actor.load', output: page },
  loadFailed: { type: 'xstate.error.actor.load', error: new Error('Links seem to get inaccessible.') },
  page2: { type: 'leave.page', pageIndex: 2 },
  undo: { type: 'leave.undo', id: 7 },
  undone: { type: 'xstate.done.actor.undo', output: { body: leave, message: LeaveMessages.undone } },
  undoRefused: { type: 'xstate.error.actor.undo', error: new Error(LeaveMessages.cannotUndo) },
  reload: { type: 'leave.reload' },
};

describe('leave record (model-based)', () => {
  it('reaches every transition', () => {
    const paths = generatePaths(record, { events: eventsWhereActive(record, Object.values(rev)) });
    expectEveryTransitionCovered(record, paths);
  });

  it('undoes a leave, says so and reloads the page', () => {
    const { emitted, snapshot } = replayCollecting(record, scenario(record, [rev.loaded, rev.page2, rev.loaded, rev.undo, rev.undone]));
    expect(snapshot.value).toBe('loading');
    expect(snapshot.context.pageIndex).toBe(2);
    expect(emitted).toEqual([{ type: 'notify', severity: 'success', message: LeaveMessages.undone, presentation: 'toast' }]);
  });
});
