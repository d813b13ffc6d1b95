import { describe, expect, it } from 'vitest';
import type { LifeShowInfoBody } from '../../src/domain/life-show';
import { lifeShowMachine, type LifeShowContext } from '../../src/machines/life-show.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';
import { replayCollecting, scenario } from './records-scenario';

const empty: LifeShowInfoBody = { files: [], certificates: [] };
const withVideo: LifeShowInfoBody = {
  files: [{ part: 'lifeVideo', fileRef: 'v1', fileName: 'me.mp4', previewUrl: '/v1' }],
  certificates: [{ type: 1, fileRef: 'c1', fileName: 'tefl.pdf', previewUrl: '/c1' }],
};
const machine = lifeShowMachine.provide({
  actors: { 'load life show': pendingPromise(), 'set piece': pendingPromise(), 'delete certificate': pendingPromise() },
});
const storedVideo = { fileRef: 'v1', fileName: 'me.mp4', url: '', previewUrl: '', contentType: 'video/mp4', size: 1000 };
const ev = {
  loaded: { type: 'xstate.done.actor.load', output: empty },
  loadFailed: { type: 'xstate.error.actor.load', error: new Error('Links seem to get inaccessible.') },
  reload: { type: 'lifeShow.reload' },
  chooseVideo: { type: 'lifeShow.choose', part: 'lifeVideo', file: { name: 'me.mp4', size: 1000 } },
  chooseWrongType: { type: 'lifeShow.choose', part: 'lifeVideo', file: { name: 'me.exe', size: 10 } },
  chooseNothing: { type: 'lifeShow.choose', part: 'equipmentPhoto', file: null },
  started: { type: 'lifeShow.uploadStarted', part: 'lifeVideo', fileCode: 'f1' },
  uploaded: { type: 'upload.finished', fileCode: 'f1', output: { status: 'done', file: storedVideo } },
  cancelled: { type: 'upload.finished', fileCode: 'f1', output: { status: 'cancelled' } },
  someoneElses: { type: 'upload.finished', fileCode: 'other', output: { status: 'done', file: storedVideo } },
  set: { type: 'xstate.done.actor.set', output: { body: withVideo, message: 'Your profile has been saved.' } },
  setRefused: { type: 'xstate.error.actor.set', error: new Error('The file must be one you uploaded for this section.') },
  remove: { type: 'lifeShow.delete', certificateType: 1, fileRef: 'c1' },
  removed: { type: 'xstate.done.actor.delete', output: { body: { ...withVideo, certificates: [] }, message: 'Deleted.' } },
  removeRefused: { type: 'xstate.error.actor.delete', error: new Error('There is no such file to delete.') },
};
const project = (c: LifeShowContext) => [
  c.info?.files.length ?? null,
  c.info?.certificates.length ?? null,
  c.uploading,
  c.pending,
  c.deleting,
  Object.entries(c.errors)
    .filter(([, v]) => v)
    .map(([k]) => k),
];

describe('life show (model-based)', () => {
  it('reaches every transition', { timeout: 60_000 }, () => {
    const serializeState = (snapshot: { value: unknown; context: LifeShowContext }) => JSON.stringify([snapshot.value, project(snapshot.context)]);
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)), serializeState: serializeState as never });
    expectEveryTransitionCovered(machine, paths, { context: project });
  });

  it('uploads a life video in its module, sets it with its call and shows it, then deletes a certificate', () => {
    const { emitted, snapshot } = replayCollecting(
      machine,
      scenario(machine, [ev.loaded, ev.chooseVideo, ev.started, ev.someoneElses, ev.uploaded, ev.set, ev.remove, ev.removed]),
    );
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.info?.files.map((file: { part: string }) => file.part)).toEqual(['lifeVideo']);
    expect(snapshot.context.info?.certificates).toEqual([]);
    expect(emitted.map((event) => event.message)).toEqual(['Your profile has been saved.', 'Deleted.']);
  });

  it("refuses a file its module does not accept before uploading, and shows the server's refusal on the piece", () => {
    const refused = replayCollecting(machine, scenario(machine, [ev.loaded, ev.chooseWrongType, ev.chooseNothing]));
    expect(refused.snapshot.context.errors.lifeVideo).toContain('LifeVideo accepts');
    expect(refused.snapshot.context.errors.equipmentPhoto).toBeTruthy();
    const { snapshot } = replayCollecting(machine, scenario(machine, [ev.loaded, ev.chooseVideo, ev.started, ev.uploaded, ev.setRefused]));
    expect(snapshot.context.errors.lifeVideo).toBe('The file must be one you uploaded for this section.');
    expect(snapshot.context.pending).toBeNull();
  });

  it('takes no second file and deletes nothing while an upload is under way', () => {
    const [state] = [scenario(machine, [ev.loaded, ev.chooseVideo, ev.started]).state];
    expect(state.can(ev.chooseVideo)).toBe(false);
    expect(state.can(ev.remove)).toBe(false);
  });
});
