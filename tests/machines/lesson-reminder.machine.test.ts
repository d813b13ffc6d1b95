import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lessonReminderMachine } from '../../src/machines/lesson-reminder.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const opened: string[] = [];
const fake = () =>
  lessonReminderMachine.provide({ actors: { checkReminder: pendingPromise() }, actions: { openReleaseTime: () => void opened.push('releaseTime') } });
const tips = { IsShow: true, Tips: "You haven't plotted next week's schedule yet." };

const events = withActorEventsWhereRunning([
  { type: 'xstate.done.actor.0.lessonReminder.checking', output: tips },
  { type: 'xstate.done.actor.0.lessonReminder.checking', output: { IsShow: false, Tips: '' } },
  { type: 'xstate.error.actor.0.lessonReminder.checking', error: new Error('offline') },
  { type: 'reminder.route', path: '/releaseTime/submit' },
  { type: 'reminder.route', path: '/home' },
  { type: 'reminder.open' },
  { type: 'reminder.refresh' },
]);

describe('lesson reminder card machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const paths = generatePaths(fake(), { events, input: { path: '/home' } });
    expect(paths.length).toBeGreaterThan(5);
    expectEveryTransitionCovered(fake(), paths, { input: { path: '/home' } });
  });
});

describe('lesson reminder card behaviour', () => {
  it('shows the Tips when the server says IsShow, opens releaseTime on click, hides on the releaseTime routes', () => {
    const actor = createActor(fake(), { input: { path: '/home' } }).start();
    actor.send({ type: 'xstate.done.actor.0.lessonReminder.checking', output: tips } as never);
    expect(actor.getSnapshot().matches({ reminding: 'visible' })).toBe(true);
    expect(actor.getSnapshot().context.tips).toBe(tips.Tips);
    actor.send({ type: 'reminder.open' });
    expect(opened).toContain('releaseTime');
    actor.send({ type: 'reminder.route', path: '/releaseTime/cancle' });
    expect(actor.getSnapshot().matches({ reminding: 'offRoute' })).toBe(true);
    actor.send({ type: 'reminder.route', path: '/classTab' });
    expect(actor.getSnapshot().matches({ reminding: 'visible' })).toBe(true);
  });

  it('starts hidden on a releaseTime route, and stays hidden when the server says no', () => {
    const onRoute = createActor(fake(), { input: { path: '/releaseTime/submit' } }).start();
    onRoute.send({ type: 'xstate.done.actor.0.lessonReminder.checking', output: tips } as never);
    expect(onRoute.getSnapshot().matches({ reminding: 'offRoute' })).toBe(true);
    const no = createActor(fake(), { input: { path: '/home' } }).start();
    no.send({ type: 'xstate.done.actor.0.lessonReminder.checking', output: { IsShow: false, Tips: '' } } as never);
    expect(no.getSnapshot().value).toBe('hidden');
  });
});
