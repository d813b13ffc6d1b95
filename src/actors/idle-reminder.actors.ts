import { fromCallback } from 'xstate';
import { IDLE_ACTIVITY_EVENTS, IDLE_TIMEOUT_OVERRIDE_KEY, idleTimeoutFrom } from '../domain/layout-widgets';
import { idleReminderMachine, type IdleReminderEvent } from '../machines/idle-reminder.machine';

/** The DOM's activity events as `idle.activity`; passive listeners, removed when the layout goes. */
const watchActivity = fromCallback<IdleReminderEvent>(({ sendBack }) => {
  const onActivity = () => sendBack({ type: 'idle.activity' });
  for (const type of IDLE_ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
  return () => {
    for (const type of IDLE_ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
  };
});

export const idleReminderLogic = idleReminderMachine.provide({
  actors: { watchActivity },
  actions: { reloadPage: () => window.location.reload() },
});

/** The idle time: the spec's 600000 ms unless the configuration knob shortens it. */
export function configuredIdleTimeout(): number {
  try {
    return idleTimeoutFrom(window.localStorage.getItem(IDLE_TIMEOUT_OVERRIDE_KEY));
  } catch {
    // Storage can be refused (privacy settings): the spec's time then applies.
    return idleTimeoutFrom(null);
  }
}
