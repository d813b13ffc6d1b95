import { assign, fromPromise, setup } from 'xstate';
import { Messages } from '../domain/messages';
import { ScheduleMessages, canGoToWeek } from '../domain/schedule';
import { canSelectForCancel, canSubmitCancel, remainingAfterSelection } from '../domain/schedule-cancel';
import type { CancelSubmitInput, SelfCancelContext, SelfCancelData, SelfCancelEvent } from './schedule.types';

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
};

/** The classes selected, as the counter rule needs them. */
function selectedClasses(context: SelfCancelContext) {
  return (context.data?.classes ?? []).filter((c) => context.selected.includes(c.ClassId));
}

/** The remaining count the view shows: the server's, less this week's selected classes. */
export function shownRemaining(context: SelfCancelContext): number {
  return remainingAfterSelection(context.data?.remaining.Remaining ?? 0, selectedClasses(context));
}

/** Submit is enabled only when something is selected. */
export function submitEnabled(context: SelfCancelContext): boolean {
  return canSubmitCancel(context.selected.length);
}

/**
 * Autonomous cancellation (teaching.md §4 "Autonomous cancellation view", §5): weeks from the
 * current one to two ahead; selecting a class decrements the remaining count unless it is a
 * next-week class, deselecting restores it; submit only with a selection, a reason and a proof
 * (a file form, 5 minutes); after it the counter and the classes load again.
 */
export const selfCancelMachine = setup({
  types: { context: {} as SelfCancelContext, events: {} as SelfCancelEvent },
  actors: {
    loadCancelView: fromPromise<SelfCancelData, { weekOffset: number }>(async () => {
      throw new Error('loadCancelView not provided');
    }),
    submitCancellation: fromPromise<unknown, CancelSubmitInput>(async () => {
      throw new Error('submitCancellation not provided');
    }),
  },
  guards: {
    isClosed: (_, data: SelfCancelData) => !data.open,
    canGoToWeek: ({ context, event }) => event.type === 'cancel.week' && canGoToWeek(event.offset) && event.offset !== context.weekOffset,
    isSelected: ({ context, event }) => event.type === 'cancel.toggle' && context.selected.includes(event.classId),
    canSelect: ({ context, event }) => {
      if (event.type !== 'cancel.toggle') return false;
      const candidate = context.data?.classes.find((c) => c.ClassId === event.classId);
      return candidate !== undefined && canSelectForCancel(context.data!.remaining.Remaining, selectedClasses(context), candidate);
    },
    canSubmit: ({ context }) => submitEnabled(context) && context.reason.trim() !== '' && context.proof !== null,
    hasSelection: ({ context }) => submitEnabled(context),
  },
}).createMachine({
  id: 'selfCancel',
  context: { weekOffset: 0, data: null, selected: [], reason: '', proof: null, error: '', notice: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCancelView',
        input: ({ context }) => ({ weekOffset: context.weekOffset }),
        onDone: [
          { guard: { type: 'isClosed', params: ({ event }) => event.output }, target: 'closed', actions: assign({ data: ({ event }) => event.output }) },
          { target: 'ready', actions: assign({ data: ({ event }) => event.output, selected: [] }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    closed: { description: 'openSelfCancel is off: the view shows the reason.' },
    failed: { on: { 'cancel.reload': { target: 'loading', actions: assign({ error: '' }) } } },
    ready: {
      on: {
        'cancel.toggle': [
          { guard: 'isSelected', actions: assign({ selected: ({ context, event }) => context.selected.filter((id) => id !== event.classId), error: '' }) },
          { guard: 'canSelect', actions: assign({ selected: ({ context, event }) => [...context.selected, event.classId], error: '', notice: '' }) },
          { actions: assign({ error: ScheduleMessages.cancelOverAllowance }) },
        ],
        'cancel.week': { guard: 'canGoToWeek', target: 'loading', actions: assign({ weekOffset: ({ event }) => event.offset, error: '', notice: '' }) },
        'cancel.reason': { actions: assign({ reason: ({ event }) => event.reason }) },
        'cancel.proof': { actions: assign({ proof: ({ event }) => event.proof }) },
        'cancel.submit': [
          { guard: 'canSubmit', target: 'submitting', actions: assign({ error: '', notice: '' }) },
          {
            guard: 'hasSelection',
            actions: assign({
              error: ({ context }) => (context.reason.trim() === '' ? ScheduleMessages.cancelReasonRequired : ScheduleMessages.cancelProofRequired),
            }),
          },
          { actions: assign({ error: ScheduleMessages.cancelNothingSelected }) },
        ],
        'cancel.reload': { target: 'loading' },
      },
    },
    submitting: {
      tags: ['status:busy'],
      invoke: {
        src: 'submitCancellation',
        input: ({ context }) => ({ classIds: context.selected, reason: context.reason.trim(), proof: context.proof! }),
        onDone: { target: 'loading', actions: assign({ notice: 'The selected classes are cancelled.', reason: '', proof: null }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
