import { describe, expect, it } from 'vitest';
import { NotificationMessages, type NotificationPreferences } from '../../src/domain/notification-preferences';
import { notificationPreferencesMachine } from '../../src/machines/notification-preferences.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';
import { replayCollecting, scenario } from './records-scenario';

const machine = notificationPreferencesMachine.provide({ actors: { 'load preferences': pendingPromise(), 'save preferences': pendingPromise() } });
const loaded: NotificationPreferences = { reminderMinutes: 60, items: [{ kind: 'classReminder', byEmail: false, bySms: false }] };
const saved: NotificationPreferences = { reminderMinutes: 1440, items: [{ kind: 'classReminder', byEmail: true, bySms: false }] };
const ev = {
  loaded: { type: 'xstate.done.actor.load', output: loaded },
  loadFailed: { type: 'xstate.error.actor.load', error: new Error('Links seem to get inaccessible.') },
  reload: { type: 'prefs.reload' },
  email: { type: 'prefs.toggle', kind: 'classReminder', channel: 'byEmail', value: true },
  day: { type: 'prefs.reminder', minutes: 1440 },
  odd: { type: 'prefs.reminder', minutes: 7 },
  save: { type: 'prefs.save' },
  saved: { type: 'xstate.done.actor.save', output: { body: saved, message: NotificationMessages.saved } },
  saveFailed: { type: 'xstate.error.actor.save', error: new Error(NotificationMessages.kindUnknown) },
};

describe('notification preferences (model-based)', () => {
  it('reaches every transition', () => {
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)) });
    expectEveryTransitionCovered(machine, paths);
  });

  it('turns reminders on by e-mail a day ahead and saves them', () => {
    const { snapshot, emitted } = replayCollecting(machine, scenario(machine, [ev.loaded, ev.email, ev.day, ev.save, ev.saved]));
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.saved).toEqual(saved);
    expect(emitted.map((event) => event.message)).toEqual([NotificationMessages.saved]);
  });

  it('refuses a reminder time not offered before calling', () => {
    const { snapshot } = replayCollecting(machine, scenario(machine, [ev.loaded, ev.odd, ev.save]));
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.error).toBe(NotificationMessages.reminderInvalid);
  });
});
