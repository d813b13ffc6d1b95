import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import type { GrowthScheduleList, PhotoSharing } from '../../src/domain/growth-schedule';
import { growthScheduleMachine, type ScheduleAndPhotos } from '../../src/machines/growth-schedule.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';

const schedule = (slots: number, confirmed = false): GrowthScheduleList => ({
  Week: '2026-11-23',
  TimeZone: 'Asia/Manila',
  SlotCount: slots,
  Days: [{ Date: '2026-11-23', Slots: slots > 0 ? ['2026-11-23T01:00:00.000Z'] : [] }],
  Confirmed: confirmed,
  ConfirmedAt: confirmed ? '2026-11-18T04:00:00.000Z' : null,
  Reward: 1,
});
const sharing: PhotoSharing = { Photos: [], Classes: [{ ClassId: 7, StudentName: 'Ken', StartAt: '2026-11-17T01:00:00.000Z' }] };
const loaded = (slots = 2, confirmed = false): ScheduleAndPhotos => ({ schedule: schedule(slots, confirmed), sharing });
const file = { name: 'class.png', size: 10, slice: () => new Blob() };
const started: string[] = [];
const machine = growthScheduleMachine.provide({
  actors: { loadSchedule: pendingPromise(), confirmSchedule: pendingPromise(), sharePhoto: pendingPromise() },
  actions: { startUpload: (_, params) => void started.push(params.file.name) },
});
const done = { status: 'done', file: { fileRef: 'a'.repeat(32), url: '', previewUrl: '', fileName: 'class.png', contentType: 'image/png', size: 10 } };
const offered = [
  { type: 'schedule.retry' },
  { type: 'schedule.confirm' },
  { type: 'schedule.dismiss' },
  { type: 'photo.class', classId: 7 },
  { type: 'photo.caption', caption: 'Our lesson' },
  { type: 'photo.pick', file },
  { type: 'photo.uploadStarted', fileCode: 'f1' },
  { type: 'upload.finished', fileCode: 'f1', output: done },
  { type: 'upload.finished', fileCode: 'f1', output: { status: 'cancelled' } },
  { type: 'upload.finished', fileCode: 'other', output: done },
  { type: 'photo.share' },
  { type: 'xstate.done.actor.0.growthSchedule.loading', output: loaded() },
  { type: 'xstate.error.actor.0.growthSchedule.loading', error: new Error('offline') },
  { type: 'xstate.done.actor.0.growthSchedule.confirming', output: { data: loaded(2, true), message: 'Next week is confirmed: +1 growth value.' } },
  { type: 'xstate.error.actor.0.growthSchedule.confirming', error: new Error('You have already confirmed next week.') },
  { type: 'xstate.done.actor.0.growthSchedule.sharing', output: { data: loaded(), message: 'Your photo is shared: +0.25 growth value.' } },
  { type: 'xstate.error.actor.0.growthSchedule.sharing', error: new Error('You have already shared a photo of this class.') },
] as EventObject[];
const events = eventsWhereActive(machine, offered);

describe('growth schedule and photos machine (model-based)', () => {
  it('replays every generated path, asserting state and context at each step, reaching every transition', () => {
    const paths = generatePaths(machine, { events, limit: 20000 });
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) replayPath(machine, path);
    expectEveryTransitionCovered(machine, paths);
  });

  it('shares only once a class is chosen and the photo uploaded; a cancelled upload needs a new photo', () => {
    started.length = 0;
    const live = createActor(machine).start();
    live.send({ type: 'xstate.done.actor.0.growthSchedule.loading', output: loaded() } as never);
    live.send({ type: 'photo.pick', file });
    live.send({ type: 'photo.uploadStarted', fileCode: 'f1' });
    live.send({ type: 'photo.class', classId: 7 });
    expect(live.getSnapshot().can({ type: 'photo.share' })).toBe(false);
    live.send({ type: 'upload.finished', fileCode: 'f1', output: { status: 'cancelled' } });
    expect(live.getSnapshot().context).toMatchObject({ uploading: null, fileRef: null, fileName: '' });
    live.send({ type: 'photo.pick', file });
    live.send({ type: 'photo.uploadStarted', fileCode: 'f2' });
    live.send({ type: 'upload.finished', fileCode: 'f2', output: done } as never);
    live.send({ type: 'photo.share' });
    expect(live.getSnapshot().matches('sharing')).toBe(true);
    expect(started).toEqual(['class.png', 'class.png']);
  });

  it('offers to confirm only a plotted, unconfirmed week', () => {
    for (const [slots, confirmed, can] of [
      [0, false, false],
      [2, true, false],
      [2, false, true],
    ] as const) {
      const live = createActor(machine).start();
      live.send({ type: 'xstate.done.actor.0.growthSchedule.loading', output: loaded(slots, confirmed) } as never);
      expect(live.getSnapshot().can({ type: 'schedule.confirm' })).toBe(can);
    }
  });
});
