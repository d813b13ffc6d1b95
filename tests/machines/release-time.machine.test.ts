import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ScheduleMessages } from '../../src/domain/schedule';
import { releaseChanges, releaseTimeMachine } from '../../src/machines/release-time.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';
import { A, B, BOOKED, DAY, releaseData } from './schedule-fixtures';

const fake = () => releaseTimeMachine.provide({ actors: { loadReleaseTime: pendingPromise(), submitReleaseTime: pendingPromise() } });

const events = withActorEventsWhereRunning([
  { type: 'xstate.done.actor.0.releaseTime.loading', output: releaseData() },
  { type: 'xstate.error.actor.0.releaseTime.loading', error: new Error('offline') },
  { type: 'release.toggle', startTime: A },
  { type: 'release.toggle', startTime: BOOKED },
  { type: 'release.day', date: DAY },
  { type: 'release.week', offset: 1 },
  { type: 'release.submit' },
  { type: 'release.reload' },
  { type: 'xstate.done.actor.0.releaseTime.saving', output: {} },
  { type: 'xstate.error.actor.0.releaseTime.saving', error: new Error(ScheduleMessages.overModifyCount) },
]);

describe('release time machine (model-based)', () => {
  it('replays every generated path, state and context asserted at every step, reaching every transition', () => {
    const paths = generatePaths(fake(), { events });
    expect(paths.length).toBeGreaterThan(10);
    expectEveryTransitionCovered(fake(), paths);
  }, 60_000);
});

describe('release time behaviour', () => {
  function ready() {
    const actor = createActor(fake()).start();
    actor.send({ type: 'xstate.done.actor.0.releaseTime.loading', output: releaseData() } as never);
    return actor;
  }

  it('toggles 0/1, the marker following the busy slot', () => {
    const actor = ready();
    actor.send({ type: 'release.toggle', startTime: A });
    const slots = actor.getSnapshot().context.slots;
    expect(slots.find((s) => s.StartTime === A)!.Status).toBe(0);
    expect(slots.find((s) => s.IsMarker)!.Status).toBe(0);
    actor.send({ type: 'release.toggle', startTime: A });
    expect(actor.getSnapshot().context.slots.find((s) => s.IsMarker)!.Status).toBe(1);
  });

  it('refuses a booked slot with the reason and releases a day around it', () => {
    const actor = ready();
    actor.send({ type: 'release.toggle', startTime: BOOKED });
    expect(actor.getSnapshot().context.error).toBe(ScheduleMessages.releaseBookedSlot);
    actor.send({ type: 'release.day', date: DAY });
    expect(releaseChanges(actor.getSnapshot().context)).toEqual([
      { StartTime: A, Status: 0 },
      { StartTime: B, Status: 0 },
    ]);
    actor.send({ type: 'release.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
  });
});
