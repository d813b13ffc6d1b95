import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { InstructionalVideo, ResourcesFolderPage } from '../../src/domain/training-resources';
import { resourcesFolderMachine, type FolderQuery } from '../../src/machines/resources-folder.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const video: InstructionalVideo = { Id: 4, Title: 'Welcome', Description: '', Url: '/v.mp4', Seconds: 300, WatchedSeconds: 0, Views: 0, IsFinished: false };
const pageOf = (folder: string, pageIndex: number): ResourcesFolderPage => ({
  Folders: [
    { Name: 'Phonics', Count: 3 },
    { Name: 'Trial Classes', Count: 1 },
  ],
  Folder: folder,
  Total: folder === 'Phonics' ? 3 : 1,
  PageIndex: pageIndex,
  PageSize: 2,
  Items: [],
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('resources folder machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = resourcesFolderMachine.provide({ actors: { loadFolder: pendingPromise(), reportView: pendingPromise() } });
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.0.resourcesFolder.loading', output: { page: pageOf('Phonics', 1), videos: [video] } },
      { type: 'xstate.error.actor.0.resourcesFolder.loading', error: new Error('offline') },
      { type: 'folder.retry' },
      { type: 'folder.open', folder: 'Trial Classes' },
      { type: 'folder.open', folder: 'Phonics' },
      { type: 'folder.page', pageIndex: 2 },
      { type: 'folder.page', pageIndex: 9 },
      { type: 'video.watched', videoId: 4, seconds: 120 },
      { type: 'video.watched', videoId: 4, seconds: -1 },
      { type: 'xstate.done.actor.0.resourcesFolder.reporting', output: { ...video, WatchedSeconds: 120, Views: 1 } },
      { type: 'xstate.error.actor.0.resourcesFolder.reporting', error: new Error('The watched time is not valid.') },
    ]);
    const paths = generatePaths(machine, {
      events,
      limit: 5000,
      serializeState: (s) => JSON.stringify([s.value, s.context.query, s.context.failure, s.context.videos]),
    });
    expect(paths.length).toBeGreaterThan(8);
    expectEveryTransitionCovered(machine, paths);
  });
});

describe('resources folder behaviour', () => {
  it('reads the videos once, changes folder and page, refuses pages out of range, and updates a watched video in place', async () => {
    const loads: Array<FolderQuery & { withVideos: boolean }> = [];
    const machine = resourcesFolderMachine.provide({
      actors: {
        loadFolder: fromPromise(async ({ input }: { input: FolderQuery & { withVideos: boolean } }) => {
          loads.push(input);
          return { page: pageOf(input.folder || 'Phonics', input.pageIndex), videos: input.withVideos ? [video] : null };
        }),
        reportView: fromPromise(async ({ input }: { input: { videoId: number; seconds: number } }) => ({ ...video, WatchedSeconds: input.seconds, Views: 1 })),
      },
    });
    const folder = createActor(machine).start();
    await settle();
    expect(folder.getSnapshot().context.query).toEqual({ folder: 'Phonics', pageIndex: 1 });
    folder.send({ type: 'folder.page', pageIndex: 3 });
    expect(folder.getSnapshot().value).toBe('ready');
    folder.send({ type: 'folder.page', pageIndex: 2 });
    await settle();
    folder.send({ type: 'folder.open', folder: 'Trial Classes' });
    await settle();
    expect(loads).toEqual([
      { folder: '', pageIndex: 1, withVideos: true },
      { folder: 'Phonics', pageIndex: 2, withVideos: false },
      { folder: 'Trial Classes', pageIndex: 1, withVideos: false },
    ]);
    expect(folder.getSnapshot().context.videos).toEqual([video]);
    folder.send({ type: 'video.watched', videoId: 4, seconds: 95.7 });
    await settle();
    expect(folder.getSnapshot().context.videos[0]).toMatchObject({ WatchedSeconds: 95, Views: 1 });
  });
});
