import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Messages } from '../../src/domain/messages';
import { documentsMachine } from '../../src/machines/documents.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const photo = { name: 'me.png', size: 3_000_000, slice: () => new Blob() };
const video = { name: 'me.png', size: 3_000_000, slice: () => new Blob() };
const document = {
  fileRef: 'a'.repeat(32),
  moduleName: 'LifePhoto',
  url: '/f',
  previewUrl: '/f?sig',
  fileName: 'me.png',
  contentType: 'image/png',
  size: 3,
  createdAt: '2026-11-21T00:00:00.000Z',
};

function fakeDocuments() {
  const started: unknown[] = [];
  const machine = documentsMachine.provide({
    actors: { loadDocuments: pendingPromise() },
    actions: { startUpload: (_, params) => void started.push(params), reportError: () => {} },
  });
  return { machine, started };
}

const events = withActorEventsWhereRunning([
  { type: 'documents.chooseModule', moduleName: 'LifeVideo' },
  { type: 'documents.upload', file: photo },
  { type: 'documents.upload', file: null },
  { type: 'documents.uploadStarted', fileCode: 'f1' },
  { type: 'upload.finished', fileCode: 'f1', output: { status: 'cancelled' } },
  { type: 'upload.finished', fileCode: 'other', output: { status: 'cancelled' } },
  { type: 'documents.reload' },
  { type: 'xstate.done.actor.0.documents.loading', output: [document] },
  { type: 'xstate.error.actor.0.documents.loading', error: new Error('offline') },
]);

describe('documents machine (model-based)', () => {
  it('replays every generated path, state and context asserted at every step, reaching every transition', () => {
    const { machine } = fakeDocuments();
    const paths = generatePaths(machine, { events });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(machine, paths);
  });
});

describe('documents behaviour', () => {
  it("asks for a file first with the spec's message", () => {
    const { machine, started } = fakeDocuments();
    const actor = createActor(machine).start();
    actor.send({ type: 'documents.upload', file: null });
    expect(actor.getSnapshot().context.formError).toBe(Messages.uploadSelectFile);
    expect(started).toEqual([]);
  });

  it('refuses a file the module does not accept, before sending anything', () => {
    const { machine, started } = fakeDocuments();
    const actor = createActor(machine).start();
    actor.send({ type: 'documents.chooseModule', moduleName: 'LifeVideo' });
    actor.send({ type: 'documents.upload', file: video });
    expect(actor.getSnapshot().context.formError).not.toBe('');
    expect(started).toEqual([]);
  });

  it('starts an upload of the chosen module and reloads the list when its own upload ends', () => {
    const { machine, started } = fakeDocuments();
    const actor = createActor(machine).start();
    actor.send({ type: 'xstate.done.actor.0.documents.loading', output: [] } as never);
    actor.send({ type: 'documents.upload', file: photo });
    expect(started).toEqual([{ moduleName: 'LifePhoto', file: photo }]);
    actor.send({ type: 'documents.uploadStarted', fileCode: 'f1' });
    actor.send({ type: 'upload.finished', fileCode: 'someone-else', output: { status: 'cancelled' } });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'upload.finished', fileCode: 'f1', output: { status: 'cancelled' } });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.uploading).toEqual([]);
  });
});
