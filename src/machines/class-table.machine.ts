import { assign, fromPromise, setup } from 'xstate';
import type { ClassTablePeriod, DisplayTimeZoneInfo } from '../domain/class-table';
import { Messages } from '../domain/messages';
import { addLocalDays, localDate } from '../domain/provider-time';
import { ClassTableTag, type ClassTableContext, type ClassTableEvent, type LoadPeriodInput } from './class-table.types';

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
};

/** Days one step moves: 7 in the week view, 1 in the day view (teaching.md §9). */
const stepOf = (context: ClassTableContext) => (context.view === 'week' ? 7 : 1);

/**
 * The class table (/classTab, teaching.md §4, §9): the tutor's week or day of classes in their
 * display zone. Previous and next move by 7 days in the week view and 1 in the day view; a failed
 * load goes to the session's error catalogue and can be retried; a class the tutor's hub says
 * changed reloads the period shown; a new display zone is saved, then the period is read in it.
 */
export const classTableMachine = setup({
  types: { context: {} as ClassTableContext, events: {} as ClassTableEvent, tags: {} as ClassTableTag },
  actors: {
    'load period': fromPromise<ClassTablePeriod, LoadPeriodInput>(async () => {
      throw new Error("'load period' is not provided");
    }),
    'set zone': fromPromise<DisplayTimeZoneInfo, { timeZone: string }>(async () => {
      throw new Error("'set zone' is not provided");
    }),
  },
  guards: {
    hasAnchor: ({ context }) => context.anchor !== null,
  },
  actions: {
    move: assign(({ context }, direction: 1 | -1) => ({ anchor: context.anchor === null ? null : addLocalDays(context.anchor, direction * stepOf(context)) })),
    goToday: assign({ anchor: null }),
    showWeek: assign({ view: 'week' }),
    showDay: assign(({ context }, date: string | undefined) => ({ view: 'day' as const, anchor: date ?? context.anchor })),
    keepPeriod: assign(({ context }, period: ClassTablePeriod) => ({
      period,
      loadError: '',
      // The first load (or Today) learns today's date in the display zone from the server.
      anchor: context.anchor ?? localDate(Date.parse(period.ServerTime), period.TimeZone),
    })),
    keepLoadError: assign((_, error: unknown) => ({ loadError: messageOf(error) })),
    keepZoneError: assign((_, error: unknown) => ({ zoneError: messageOf(error) })),
    clearZoneError: assign({ zoneError: '' }),
    reportError: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'classTable',
  context: { view: 'week', anchor: null, period: null, loadError: '', zoneError: '' },
  initial: 'loading',
  on: {
    'table.previous': { guard: 'hasAnchor', target: '.loading', reenter: true, actions: { type: 'move', params: -1 } },
    'table.next': { guard: 'hasAnchor', target: '.loading', reenter: true, actions: { type: 'move', params: 1 } },
    'table.today': { target: '.loading', reenter: true, actions: 'goToday' },
    'table.showWeek': { guard: ({ context }) => context.view !== 'week', target: '.loading', reenter: true, actions: 'showWeek' },
    'table.showDay': {
      guard: ({ context, event }) => context.view !== 'day' || (event.date !== undefined && event.date !== context.anchor),
      target: '.loading',
      reenter: true,
      actions: { type: 'showDay', params: ({ event }) => event.date },
    },
  },
  states: {
    loading: {
      tags: [ClassTableTag.busy],
      invoke: {
        id: 'load',
        src: 'load period',
        input: ({ context }) => ({ view: context.view, anchor: context.anchor }),
        onDone: { target: 'ready', actions: { type: 'keepPeriod', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'keepLoadError', params: ({ event }: { event: { error: unknown } }) => event.error },
            { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error },
          ],
        },
      },
    },
    ready: {
      on: {
        'classes.changed': 'loading',
        'zone.change': { target: 'savingZone', actions: 'clearZoneError' },
      },
    },
    failed: {
      description: 'The period could not be read: the error is shown with Retry (navigation also loads again).',
      on: { 'table.retry': 'loading', 'classes.changed': 'loading' },
    },
    savingZone: {
      tags: [ClassTableTag.busy],
      invoke: {
        id: 'setZone',
        src: 'set zone',
        input: ({ event }) => ({ timeZone: event.type === 'zone.change' ? event.timeZone : '' }),
        // Today may be another date in the new zone: the server says again.
        onDone: { target: 'loading', actions: 'goToday' },
        onError: {
          target: 'ready',
          actions: [
            { type: 'keepZoneError', params: ({ event }: { event: { error: unknown } }) => event.error },
            { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error },
          ],
        },
      },
    },
  },
});

export type ClassTableMachine = typeof classTableMachine;
