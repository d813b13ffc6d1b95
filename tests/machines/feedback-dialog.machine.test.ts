import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { FeedbackMessages, type FeedbackRecord, type FeedbackTypeOption } from '../../src/domain/feedback';
import { feedbackDialogMachine } from '../../src/machines/feedback-dialog.machine';
import type { FeedbackDialogLoad, FeedbackSaveInput, FeedbackSaveResult } from '../../src/machines/feedback-dialog.types';
import type { UploadFile } from '../../src/machines/upload.types';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const types: FeedbackTypeOption[] = [1, 2, 3, 4, 11].map((id) => ({ id, name: `Type ${id}`, appeal: id === 4 ? 'attendance' : null }));
const file = (name: string): UploadFile => ({ name, size: 1_000, slice: () => new Blob() });
const record: FeedbackRecord = {
  ID: 7,
  Type: 11,
  TypeName: 'Complaint about a person',
  Clid: null,
  Respondents: 'TM Carla',
  Remark: 'Rude reply.',
  File: 'f'.repeat(32),
  FileUrl: '/api/Upload/File/x',
  Status: 0,
  StatusText: 'Pending',
  CreatedAt: '2026-11-01T00:00:00.000Z',
  UpdatedAt: '2026-11-01T00:00:00.000Z',
  HasUnreadReply: false,
  CanEdit: true,
  Penalty: [],
};
const uploaded = {
  status: 'done' as const,
  file: { fileRef: 'a'.repeat(32), url: '/u', previewUrl: '/p', fileName: 'shot.png', contentType: 'image/png', size: 10 },
};

// One event per transition branch (the per-type rules are checked below and in tests/unit/feedback.test.ts).
const offered = withActorEventsWhereRunning([
  { type: 'feedback.type', value: 1 },
  { type: 'feedback.type', value: 11 },
  { type: 'feedback.edit', field: 'content', value: 'The class froze.' },
  { type: 'feedback.attach', file: file('shot.png') },
  { type: 'feedback.attach', file: file('notes.pdf') },
  { type: 'feedback.uploadStarted', fileCode: 'c1' },
  { type: 'upload.finished', fileCode: 'c1', output: uploaded },
  { type: 'upload.finished', fileCode: 'c1', output: { status: 'cancelled' } },
  { type: 'feedback.submit' },
  { type: 'feedback.retry' },
  { type: 'feedback.close' },
  { type: 'xstate.done.actor.load', output: { remaining: 1, types, record: null } satisfies FeedbackDialogLoad },
  { type: 'xstate.done.actor.load', output: { remaining: 0, types, record: null } satisfies FeedbackDialogLoad },
  { type: 'xstate.error.actor.load', error: new Error('Network error') },
  { type: 'xstate.done.actor.save', output: { Item1: true, Item2: FeedbackMessages.added } },
  { type: 'xstate.done.actor.save', output: { Item1: false, Item2: 'Refused.' } },
  { type: 'xstate.error.actor.save', error: new Error(FeedbackMessages.quotaUsed) },
]);
/** A closed or finished dialog takes nothing more. */
const events = (snapshot: AnyMachineSnapshot) => (snapshot.status === 'done' ? [] : offered(snapshot));

describe('feedback dialog machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = feedbackDialogMachine.provide({ actors: { 'load dialog': pendingPromise(), 'save feedback': pendingPromise() } });
    const input = { id: null };
    const paths = generatePaths(machine, { events, input });
    expect(paths.length).toBeGreaterThan(30);
    expectEveryTransitionCovered(machine, paths, { input });
  }, 120_000);
});

describe('feedback dialog behaviour', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  function start(load: FeedbackDialogLoad, save: (input: FeedbackSaveInput) => Promise<FeedbackSaveResult>, id: number | null = null) {
    const sent: FeedbackSaveInput[] = [];
    const notices: Array<{ severity: string; message: string; presentation: string }> = [];
    const uploads: string[] = [];
    const actor = createActor(
      feedbackDialogMachine.provide({
        actors: {
          'load dialog': fromPromise(async () => load),
          'save feedback': fromPromise<FeedbackSaveResult, FeedbackSaveInput>(async ({ input }) => {
            sent.push(input);
            return save(input);
          }),
        },
        actions: { startUpload: (_, params) => uploads.push(params.file.name) },
      }),
      { input: { id } },
    );
    actor.on('notify', (n) => notices.push(n));
    actor.start();
    return { actor, sent, notices, uploads };
  }
  const attach = (actor: ReturnType<typeof start>['actor']) => {
    actor.send({ type: 'feedback.attach', file: file('shot.png') });
    actor.send({ type: 'feedback.uploadStarted', fileCode: 'c1' });
    actor.send({ type: 'upload.finished', fileCode: 'c1', output: uploaded });
  };

  it('type 1: Class ID shown and optional; sends without it and closes with the server message', async () => {
    const { actor, sent, notices } = start({ remaining: 3, types, record: null }, async () => ({ Item1: true, Item2: FeedbackMessages.added }));
    await settle();
    actor.send({ type: 'feedback.type', value: 1 });
    actor.send({ type: 'feedback.edit', field: 'content', value: 'Pay looks short.' });
    actor.send({ type: 'feedback.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ file: 'Required.' });
    attach(actor);
    actor.send({ type: 'feedback.submit' });
    await settle();
    expect(sent).toEqual([{ id: null, Type: 1, Clid: '', Respondents: '', Remark: 'Pay looks short.', File: 'a'.repeat(32) }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(notices).toEqual([{ type: 'notify', severity: 'success', message: FeedbackMessages.added, presentation: 'toast' }]);
  });

  it('type 11 requires Complaint Name and drops a class id; type 2 requires Class ID', async () => {
    const { actor, sent } = start({ remaining: 3, types, record: null }, async () => ({ Item1: true, Item2: 'ok' }));
    await settle();
    actor.send({ type: 'feedback.type', value: 2 });
    actor.send({ type: 'feedback.edit', field: 'content', value: 'Froze.' });
    attach(actor);
    actor.send({ type: 'feedback.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ classId: 'Required.' });
    actor.send({ type: 'feedback.edit', field: 'classId', value: '42' });
    actor.send({ type: 'feedback.type', value: 11 });
    expect(actor.getSnapshot().context.classId).toBe('');
    actor.send({ type: 'feedback.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ complaintName: 'Required.' });
    actor.send({ type: 'feedback.edit', field: 'complaintName', value: 'TM Carla' });
    actor.send({ type: 'feedback.submit' });
    await settle();
    expect(sent[0]).toMatchObject({ Type: 11, Clid: '', Respondents: 'TM Carla' });
  });

  it('shows "Max 500 characters" as the content passes 500, and refuses a file that is not an image', async () => {
    const { actor, uploads } = start({ remaining: 3, types, record: null }, async () => ({ Item1: true, Item2: 'ok' }));
    await settle();
    actor.send({ type: 'feedback.edit', field: 'content', value: 'x'.repeat(501) });
    expect(actor.getSnapshot().context.errors.content).toBe('Max 500 characters');
    actor.send({ type: 'feedback.attach', file: file('notes.pdf') });
    expect(actor.getSnapshot().context.errors.file).toBe(FeedbackMessages.fileType);
    expect(uploads).toEqual([]);
    actor.send({ type: 'feedback.attach', file: file('shot.gif') });
    expect(uploads).toEqual(['shot.gif']);
    actor.send({ type: 'feedback.uploadStarted', fileCode: 'c2' });
    actor.send({ type: 'upload.finished', fileCode: 'other', output: uploaded });
    expect(actor.getSnapshot().context.uploading).toBe('c2');
    actor.send({ type: 'upload.finished', fileCode: 'c2', output: { status: 'cancelled' } });
    expect(actor.getSnapshot().context.errors.file).toBe(FeedbackMessages.uploadFail);
  });

  it('with an id loads the record and edits it; a refusal (Item1 false) stays open with the message as an alert', async () => {
    const { actor, sent, notices } = start({ remaining: 0, types, record }, async () => ({ Item1: false, Item2: 'Refused.' }), 7);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ type: 11, complaintName: 'TM Carla', content: 'Rude reply.', fileRef: record.File });
    actor.send({ type: 'feedback.submit' });
    await settle();
    expect(sent[0]).toMatchObject({ id: 7, Type: 11 });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { failure: 'Refused.' } });
    expect(notices.at(-1)).toMatchObject({ severity: 'error', message: 'Refused.', presentation: 'alert' });
  });

  it('a new feedback with no quota left is not sent', async () => {
    const { actor, sent } = start({ remaining: 0, types, record: null }, async () => ({ Item1: true, Item2: 'ok' }));
    await settle();
    actor.send({ type: 'feedback.type', value: 3 });
    actor.send({ type: 'feedback.edit', field: 'content', value: 'Idea.' });
    attach(actor);
    actor.send({ type: 'feedback.submit' });
    await settle();
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context.failure).toBe(FeedbackMessages.quotaUsed);
  });
});
