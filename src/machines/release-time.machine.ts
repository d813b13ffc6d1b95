import { assign, fromPromise, setup } from 'xstate';
import { Messages } from '../domain/messages';
import { canGoToWeek, releaseDay, toggleRelease } from '../domain/schedule';
import type { ReleaseTimeContext, ReleaseTimeData, ReleaseTimeEvent } from './schedule.types';

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
};

/** The cells whose status differs from what was loaded (markers are never sent). */
export function releaseChanges(context: Pick<ReleaseTimeContext, 'original' | 'slots'>): Array<{ StartTime: string; Status: 0 | 1 }> {
  const before = new Map(context.original.map((s) => [s.StartTime, s.Status]));
  return context.slots.filter((s) => !s.IsMarker && before.get(s.StartTime) !== s.Status).map((s) => ({ StartTime: s.StartTime, Status: s.Status }));
}

/**
 * Release time (teaching.md §4 "Release-time slot"): a week of plotted cells as 1 held / 0
 * released; a click toggles one, "Release day" every free one of a day; the 05:30 marker follows
 * its day's busy slots; a booked cell is refused with the reason, never released silently.
 */
export const releaseTimeMachine = setup({
  types: { context: {} as ReleaseTimeContext, events: {} as ReleaseTimeEvent },
  actors: {
    loadReleaseTime: fromPromise<ReleaseTimeData, { weekOffset: number }>(async () => {
      throw new Error('loadReleaseTime not provided');
    }),
    submitReleaseTime: fromPromise<unknown, { items: Array<{ StartTime: string; Status: 0 | 1 }> }>(async () => {
      throw new Error('submitReleaseTime not provided');
    }),
  },
  guards: {
    hasChanges: ({ context }) => releaseChanges(context).length > 0,
    canGoToWeek: ({ context, event }) =>
      event.type === 'release.week' && canGoToWeek(event.offset) && event.offset !== context.weekOffset && releaseChanges(context).length === 0,
  },
}).createMachine({
  id: 'releaseTime',
  context: { weekOffset: 0, data: null, original: [], slots: [], error: '', notice: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadReleaseTime',
        input: ({ context }) => ({ weekOffset: context.weekOffset }),
        onDone: {
          target: 'ready',
          actions: assign({ data: ({ event }) => event.output, original: ({ event }) => event.output.slots, slots: ({ event }) => event.output.slots }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'release.reload': { target: 'loading', actions: assign({ error: '' }) } } },
    ready: {
      on: {
        'release.toggle': {
          actions: assign(({ context, event }) => {
            const result = toggleRelease(context.slots, event.startTime, context.data!.timeZone);
            return result.ok ? { slots: result.slots, error: '', notice: '' } : { error: result.reason, notice: '' };
          }),
        },
        'release.day': {
          actions: assign({ slots: ({ context, event }) => releaseDay(context.slots, event.date, context.data!.timeZone), error: '', notice: '' }),
        },
        'release.week': [
          { guard: 'canGoToWeek', target: 'loading', actions: assign({ weekOffset: ({ event }) => event.offset, error: '', notice: '' }) },
          { guard: 'hasChanges', actions: assign({ error: 'Submit or undo your changes before changing week.' }) },
        ],
        'release.submit': { guard: 'hasChanges', target: 'saving', actions: assign({ error: '', notice: '' }) },
        'release.reload': { target: 'loading' },
      },
    },
    saving: {
      tags: ['status:busy'],
      invoke: {
        src: 'submitReleaseTime',
        input: ({ context }) => ({ items: releaseChanges(context) }),
        onDone: { target: 'loading', actions: assign({ notice: 'Your release time is saved.' }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
