import { assign, fromPromise, setup } from 'xstate';
import { Messages } from '../domain/messages';
import {
  ScheduleMessages,
  canGoToWeek,
  changedSlots,
  copyWeekForward,
  moveSlot,
  overModifyCount,
  selectForReschedule,
  toggleBusy,
  toggleSlot,
  weekAt,
  type ScheduleEvent,
  type SlotChangeResult,
} from '../domain/schedule';
import type { InsertScheduleInput, LoadGridInput, ScheduleGridContext, ScheduleGridData, ScheduleGridEvent } from './schedule.types';

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
};

/** A click on a cell in the current mode, through the slot rules and the page's modify-count check. */
export function clickResult(context: ScheduleGridContext, startTime: string): SlotChangeResult | { ok: 'selected'; startTime: string | null } {
  const data = context.data;
  if (!data) return { ok: false, reason: ScheduleMessages.outsideWindow };
  const { nowMs, timeZone, window } = data;
  let result: SlotChangeResult;
  if (context.mode === 'reschedule') {
    const cell = context.events.find((e) => e.StartTime === startTime);
    if (!cell) return { ok: false, reason: ScheduleMessages.outsideWindow };
    if (context.rescheduleFrom === null || cell.Status === 'Waited') return { ok: 'selected', startTime: selectForReschedule(context.rescheduleFrom, cell) };
    result = moveSlot(context.events, context.rescheduleFrom, startTime, nowMs, window);
  } else if (context.mode === 'busy') {
    result = toggleBusy(context.events, startTime, nowMs, timeZone, window);
  } else {
    result = toggleSlot(context.events, startTime, nowMs, window);
  }
  if (!result.ok) return result;
  const over = overModifyCount(context.original, result.events, data.limits.Weeks, timeZone);
  return over ? { ok: false, reason: over } : result;
}

const hasChanges = (context: ScheduleGridContext) => changedSlots(context.original, context.events).length > 0;

/**
 * The self-schedule grid (teaching.md §4 "Self-schedule slot", "Reschedule", §9): loads the
 * gates, the modify counts and two weeks of cells; clicks toggle Waited/Canceled, flag busy time or
 * move a slot, each refused at once with the rule's text; Submit saves the changes (180 s), then
 * reloads, so a second submit has nothing to send. Gated: a tutor without the flags sees why.
 */
export const scheduleGridMachine = setup({
  types: { context: {} as ScheduleGridContext, events: {} as ScheduleGridEvent },
  actors: {
    loadGrid: fromPromise<ScheduleGridData, LoadGridInput>(async () => {
      throw new Error('loadGrid not provided');
    }),
    insertSchedule: fromPromise<unknown, InsertScheduleInput>(async () => {
      throw new Error('insertSchedule not provided');
    }),
  },
  guards: {
    isClosed: (_, data: ScheduleGridData) => data.limits.Reason !== '',
    canGoToWeek: ({ context, event }) => event.type === 'grid.week' && canGoToWeek(event.offset) && event.offset !== context.weekOffset && !hasChanges(context),
    hasChanges: ({ context }) => hasChanges(context),
  },
}).createMachine({
  id: 'scheduleGrid',
  context: { weekOffset: 0, data: null, original: [], events: [], mode: 'plot', rescheduleFrom: null, error: '', notice: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadGrid',
        input: ({ context }) => ({ weekOffset: context.weekOffset }),
        onDone: [
          { guard: { type: 'isClosed', params: ({ event }) => event.output }, target: 'closed', actions: assign({ data: ({ event }) => event.output }) },
          {
            target: 'ready',
            actions: assign({
              data: ({ event }) => event.output,
              original: ({ event }) => event.output.events,
              events: ({ event }) => event.output.events,
              rescheduleFrom: null,
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    closed: {
      description: 'openSelfSchedule or limitCheck.selfSchedulesEnable is off: the page shows the reason.',
    },
    failed: {
      on: { 'grid.reload': { target: 'loading', actions: assign({ error: '' }) } },
    },
    ready: {
      on: {
        'grid.click': {
          actions: assign(({ context, event }) => {
            const result = clickResult(context, event.startTime);
            if (result.ok === 'selected') return { rescheduleFrom: result.startTime, error: '', notice: '' };
            if (!result.ok) return { error: result.reason, notice: '' };
            return { events: result.events, rescheduleFrom: null, error: '', notice: '' };
          }),
        },
        'grid.mode': { actions: assign({ mode: ({ event }) => event.mode, rescheduleFrom: null, error: '' }) },
        'grid.week': [
          { guard: 'canGoToWeek', target: 'loading', actions: assign({ weekOffset: ({ event }) => event.offset, error: '', notice: '' }) },
          { guard: 'hasChanges', actions: assign({ error: 'Submit or undo your changes before changing week.' }) },
        ],
        'grid.copyLastWeek': {
          guard: ({ context }) => context.weekOffset > 0,
          actions: assign(({ context }) => {
            const data = context.data!;
            const from = weekAt(data.nowMs, context.weekOffset - 1, data.timeZone).key;
            const copied: ScheduleEvent[] = copyWeekForward(context.events, from, data.nowMs, data.timeZone, data.window);
            const over = overModifyCount(context.original, copied, data.limits.Weeks, data.timeZone);
            return over ? { error: over, notice: '' } : { events: copied, error: '', notice: '' };
          }),
        },
        'grid.undo': { actions: assign({ events: ({ context }) => context.original, rescheduleFrom: null, error: '', notice: '' }) },
        'grid.submit': { guard: 'hasChanges', target: 'saving', actions: assign({ error: '', notice: '' }) },
        'grid.reload': { target: 'loading' },
      },
    },
    saving: {
      tags: ['status:busy'],
      invoke: {
        src: 'insertSchedule',
        input: ({ context }) => ({ items: changedSlots(context.original, context.events) }),
        onDone: { target: 'loading', actions: assign({ notice: 'Your schedule is saved.' }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
