import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { StaffContentMessages, type ContentDraft, type ContentKind } from '../../src/domain/staff-content';
import { staffContentMachine, type ContentPage } from '../../src/machines/staff-content.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const draft: ContentDraft = {
  Kind: 'bulletin',
  Title: 'Holiday weeks',
  Body: 'Plot your holiday weeks by Friday.',
  ImageUrl: '',
  LinkUrl: '',
  StartsAt: '2026-12-01T01:00:00.000Z',
  EndsAt: null,
  SortOrder: 0,
  NoticeKind: null,
  TutorGroup: null,
  Active: true,
};
const page: ContentPage = { Items: [{ ...draft, Id: 7, Running: true }], Total: 1 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('staff content machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = staffContentMachine.provide({ actors: { loadPage: pendingPromise(), saveItem: pendingPromise(), deleteItem: pendingPromise() } });
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.loadPage', output: page },
      { type: 'xstate.error.actor.loadPage', error: new Error('offline') },
      { type: 'content.retry' },
      { type: 'content.kind', kind: 'banner' },
      { type: 'content.kind', kind: 'bulletin' },
      { type: 'content.page', pageIndex: 2 },
      { type: 'content.save', draft },
      { type: 'content.save', draft: { ...draft, Title: ' ' } },
      { type: 'xstate.done.actor.saveItem', output: StaffContentMessages.created },
      { type: 'xstate.error.actor.saveItem', error: new Error(StaffContentMessages.badUrl) },
      { type: 'content.delete', id: 7 },
      { type: 'xstate.done.actor.deleteItem', output: StaffContentMessages.deleted },
      { type: 'xstate.error.actor.deleteItem', error: new Error(StaffContentMessages.notFound) },
    ]);
    const paths = generatePaths(machine, { events, limit: 5000 });
    expect(paths.length).toBeGreaterThan(8);
    expectEveryTransitionCovered(machine, paths);
  });
});

describe('staff content behaviour', () => {
  it('loads the kind chosen from its first page, refuses a bad draft without sending it, and reloads after a save and a delete', async () => {
    const loads: Array<{ kind: ContentKind; pageIndex: number }> = [];
    const saved: ContentDraft[] = [];
    const deleted: Array<{ kind: ContentKind; id: number }> = [];
    const actor = createActor(
      staffContentMachine.provide({
        actors: {
          loadPage: fromPromise<ContentPage, { kind: ContentKind; pageIndex: number }>(async ({ input }) => {
            loads.push(input);
            return page;
          }),
          saveItem: fromPromise<string, ContentDraft>(async ({ input }) => {
            saved.push(input);
            return StaffContentMessages.created;
          }),
          deleteItem: fromPromise<string, { kind: ContentKind; id: number }>(async ({ input }) => {
            deleted.push(input);
            return StaffContentMessages.deleted;
          }),
        },
      }),
    ).start();
    let emitted = 0;
    actor.on('content.saved', () => (emitted += 1));
    await settle();
    actor.send({ type: 'content.page', pageIndex: 2 });
    await settle();
    actor.send({ type: 'content.kind', kind: 'notice' });
    await settle();
    expect(loads).toEqual([
      { kind: 'bulletin', pageIndex: 1 },
      { kind: 'bulletin', pageIndex: 2 },
      { kind: 'notice', pageIndex: 1 },
    ]);

    actor.send({ type: 'content.save', draft: { ...draft, Kind: 'notice', NoticeKind: 'holiday', StartsAt: '2026-12-24', EndsAt: null } });
    expect(actor.getSnapshot().context.failure).toBe(StaffContentMessages.endRequired);
    expect(saved).toHaveLength(0);

    actor.send({ type: 'content.save', draft: { ...draft, Kind: 'notice', NoticeKind: 'holiday', StartsAt: '2026-12-24', EndsAt: '2026-12-25' } });
    await settle();
    expect(saved).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({ notice: StaffContentMessages.created, failure: '' });
    expect(emitted).toBe(1);
    expect(loads).toHaveLength(4);

    actor.send({ type: 'content.delete', id: 7 });
    await settle();
    expect(deleted).toEqual([{ kind: 'notice', id: 7 }]);
    expect(actor.getSnapshot().context.notice).toBe(StaffContentMessages.deleted);
    expect(loads).toHaveLength(5);
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
