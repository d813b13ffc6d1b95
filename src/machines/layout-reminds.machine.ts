import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { REMIND_TOAST_MS, selfScheduleRemind, withOlderRemind, withRemind, type LayoutRemind } from '../domain/layout-reminds';
import type { MessageRecord } from '../domain/message-records';

export interface LayoutRemindsContext {
  /** The reminders on screen, newest first. */
  shown: LayoutRemind[];
}
export type LayoutRemindsEvent = { type: 'remind.arrived'; remind: LayoutRemind } | { type: 'remind.close'; id: number };

/**
 * The layout's reminder toasts (src/domain/layout-reminds.ts), run by the layout: at start the
 * unread self-schedule reminder (GetSelfScheduleRemind); then whatever realtime brings (the remark,
 * auto-cancel and self-schedule events). Each stays until the tutor closes it or follows its link,
 * or for REMIND_TOAST_MS. A failed start read is only logged.
 */
export const layoutRemindsMachine = setup({
  types: { context: {} as LayoutRemindsContext, events: {} as LayoutRemindsEvent },
  actors: {
    loadSelfScheduleRemind: fromPromise<MessageRecord | null>(async () => {
      throw new Error('loadSelfScheduleRemind not provided');
    }),
  },
  actions: {
    logFailure: (_, _error: unknown) => {},
    /** Shows a reminder (once per message) and schedules its going. */
    add: enqueueActions(({ context, enqueue }, params: { remind: LayoutRemind; older: boolean }) => {
      if (context.shown.some((item) => item.id === params.remind.id)) return;
      enqueue.assign({ shown: (params.older ? withOlderRemind : withRemind)(context.shown, params.remind) });
      enqueue.raise({ type: 'remind.close', id: params.remind.id }, { delay: REMIND_TOAST_MS, id: `remind-${params.remind.id}` });
    }),
  },
}).createMachine({
  id: 'layoutReminds',
  context: { shown: [] },
  initial: 'checking',
  on: {
    'remind.arrived': { actions: { type: 'add', params: ({ event }) => ({ remind: event.remind, older: false }) } },
    'remind.close': { actions: assign({ shown: ({ context, event }) => context.shown.filter((remind) => remind.id !== event.id) }) },
  },
  states: {
    checking: {
      invoke: {
        src: 'loadSelfScheduleRemind',
        onDone: [
          // Added under what realtime may have brought meanwhile, which is newer.
          {
            guard: ({ event }) => event.output !== null,
            target: 'watching',
            actions: { type: 'add', params: ({ event }) => ({ remind: selfScheduleRemind(event.output as MessageRecord), older: true }) },
          },
          { target: 'watching' },
        ],
        onError: { target: 'watching', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    watching: { description: 'Reminders come from realtime and go when closed.' },
  },
});
