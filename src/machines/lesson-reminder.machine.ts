import { assign, fromPromise, setup } from 'xstate';
import { hidesReminderCard, type LessonReminder } from '../domain/schedule';
import type { LessonReminderContext, LessonReminderEvent } from './schedule.types';

/**
 * The lesson reminder card (teaching.md §2, §4): shown when the server says IsShow, with its Tips;
 * a click opens the named route releaseTime; hidden on the releaseTime routes. A failed check
 * leaves the card hidden (it is a reminder, not a task), and the realtime self-schedule reminder
 * or a route change asks again.
 */
export const lessonReminderMachine = setup({
  types: { context: {} as LessonReminderContext, events: {} as LessonReminderEvent, input: {} as { path: string } },
  actors: {
    checkReminder: fromPromise<LessonReminder>(async () => {
      throw new Error('checkReminder not provided');
    }),
  },
  actions: {
    openReleaseTime: () => {},
  },
  guards: {
    isShown: (_, reminder: Pick<LessonReminder, 'IsShow'>) => reminder.IsShow,
    onReleaseRoute: ({ context }) => hidesReminderCard(context.path),
  },
}).createMachine({
  id: 'lessonReminder',
  context: ({ input }) => ({ tips: '', path: input.path }),
  initial: 'checking',
  on: {
    'reminder.route': { actions: assign({ path: ({ event }) => event.path }) },
  },
  states: {
    checking: {
      invoke: {
        src: 'checkReminder',
        onDone: [
          { guard: { type: 'isShown', params: ({ event }) => event.output }, target: 'reminding', actions: assign({ tips: ({ event }) => event.output.Tips }) },
          { target: 'hidden' },
        ],
        onError: 'hidden',
      },
    },
    hidden: { on: { 'reminder.refresh': 'checking' } },
    reminding: {
      initial: 'deciding',
      on: { 'reminder.refresh': '#lessonReminder.checking' },
      states: {
        deciding: { always: [{ guard: 'onReleaseRoute', target: 'offRoute' }, { target: 'visible' }] },
        visible: {
          on: {
            'reminder.route': { target: 'deciding', actions: assign({ path: ({ event }) => event.path }) },
            'reminder.open': { actions: 'openReleaseTime' },
          },
        },
        offRoute: {
          description: 'On the releaseTime routes the card is hidden.',
          on: { 'reminder.route': { target: 'deciding', actions: assign({ path: ({ event }) => event.path }) } },
        },
      },
    },
  },
});
