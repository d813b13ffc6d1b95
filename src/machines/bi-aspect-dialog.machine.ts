import { assign, fromPromise, setup } from 'xstate';
import { checkBiAspectSelection, toggleTag, type BiAspectGroup } from '../domain/bi-aspect';

/** What the layout needs to decide: null when the tutor is not a bi-aspect teacher. */
export type BiAspectState = { groups: BiAspectGroup[]; selected: number[] } | null;

export interface BiAspectDialogContext {
  groups: BiAspectGroup[];
  selected: number[];
  /** Messages by aspect id (too few or too many tags), shown under the aspect. */
  errors: Record<number, string>;
}
export type BiAspectDialogEvent = { type: 'biAspect.toggle'; tagId: number } | { type: 'biAspect.submit' } | { type: 'biAspect.later' };

/**
 * The bi-aspect tags dialog (growth-account.md §4, §6, §7), run by the layout: a bi-aspect teacher
 * (IsBiAspectTeacher) who has not chosen yet (GetTeacherSelectedTags empty) is asked to pick tags
 * on both sides (GetTutorBiAspectDataList); the choice is checked here as the server does, then
 * sent (SubmitSelectedTutorBiAspectTags) and the server's Msg shown. Later closes it for this
 * visit; the next sign-in asks again until a choice is saved. A failed check leaves it closed.
 */
export const biAspectDialogMachine = setup({
  types: { context: {} as BiAspectDialogContext, events: {} as BiAspectDialogEvent },
  actors: {
    loadState: fromPromise<BiAspectState>(async () => {
      throw new Error('loadState not provided');
    }),
    submitTags: fromPromise<string, { tagIds: number[] }>(async () => {
      throw new Error('submitTags not provided');
    }),
  },
  actions: {
    logFailure: (_, _error: unknown) => {},
    showSuccess: (_, _message: string) => {},
    reportError: (_, _error: unknown) => {},
  },
  guards: {
    asks: (_, state: BiAspectState) => state !== null && state.groups.length > 0 && state.selected.length === 0,
    isValid: ({ context }) => Object.keys(checkBiAspectSelection(context.groups, context.selected)).length === 0,
  },
}).createMachine({
  id: 'biAspectDialog',
  context: { groups: [], selected: [], errors: {} },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'loadState',
        onDone: [
          {
            guard: { type: 'asks', params: ({ event }) => event.output },
            target: 'open',
            actions: assign({ groups: ({ event }) => event.output?.groups ?? [] }),
          },
          { target: 'closed' },
        ],
        onError: { target: 'closed', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    open: {
      initial: 'choosing',
      on: { 'biAspect.later': '#biAspectDialog.closed' },
      states: {
        choosing: {
          on: {
            'biAspect.toggle': {
              actions: assign(({ context, event }) => {
                const selected = toggleTag(context.selected, event.tagId);
                // A shown message follows the choice, so it goes as soon as the aspect is right.
                const errors = Object.keys(context.errors).length > 0 ? checkBiAspectSelection(context.groups, selected) : {};
                return { selected, errors };
              }),
            },
            'biAspect.submit': [
              { guard: 'isValid', target: 'saving', actions: assign({ errors: {} }) },
              { actions: assign({ errors: ({ context }) => checkBiAspectSelection(context.groups, context.selected) }) },
            ],
          },
        },
        saving: {
          on: { 'biAspect.later': {} },
          invoke: {
            src: 'submitTags',
            input: ({ context }) => ({ tagIds: context.selected }),
            onDone: { target: '#biAspectDialog.closed', actions: { type: 'showSuccess', params: ({ event }) => event.output } },
            onError: { target: 'choosing', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});
