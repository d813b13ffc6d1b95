import { assign, fromPromise, setup } from 'xstate';
import { asksForSkype, checkSkypeId, type DialogListItem } from '../domain/skype';

export interface SkypeDialogContext {
  sky: string;
  /** The field's message ('Required'), shown under it. */
  fieldError: string;
}
/** `skype.recheck`: a new message came (staff may have asked for the id): the list is read again. */
export type SkypeDialogEvent = { type: 'skype.change'; sky: string } | { type: 'skype.submit' } | { type: 'skype.later' } | { type: 'skype.recheck' };

/**
 * The Skype dialog (growth-account.md §4, §5, §8), run by the layout: opens when any item of the
 * dialog list (ShowDialogList) has Type 1. Sky is required and trimmed; the server's Msg is shown
 * as success (and the dialog closes) or as error (and it stays). Later closes it: the prompt stays on
 * the list until the id is given, so the next visit or the next message opens it again.
 */
export const skypeDialogMachine = setup({
  types: { context: {} as SkypeDialogContext, events: {} as SkypeDialogEvent },
  actors: {
    loadDialogList: fromPromise<DialogListItem[]>(async () => {
      throw new Error('loadDialogList not provided');
    }),
    saveSkypeId: fromPromise<string, { sky: string }>(async () => {
      throw new Error('saveSkypeId not provided');
    }),
  },
  actions: {
    showSuccess: (_, _message: string) => {},
    showError: (_, _error: unknown) => {},
  },
  guards: {
    asksForSkype: (_, items: DialogListItem[]) => asksForSkype(items),
    isValid: ({ context }) => checkSkypeId(context.sky).ok,
  },
}).createMachine({
  id: 'skypeDialog',
  context: { sky: '', fieldError: '' },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'loadDialogList',
        onDone: [{ guard: { type: 'asksForSkype', params: ({ event }) => event.output }, target: 'open' }, { target: 'closed' }],
        // The list is a nicety: a failure leaves the dialog closed until the next visit.
        onError: { target: 'closed', actions: { type: 'showError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    open: {
      initial: 'editing',
      on: { 'skype.later': '#skypeDialog.closed' },
      states: {
        editing: {
          on: {
            'skype.change': { actions: assign({ sky: ({ event }) => event.sky, fieldError: '' }) },
            'skype.submit': [
              { guard: 'isValid', target: 'saving', actions: assign({ fieldError: '' }) },
              { actions: assign({ fieldError: ({ context }) => (checkSkypeId(context.sky) as { message: string }).message }) },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'saveSkypeId',
            input: ({ context }) => ({ sky: (checkSkypeId(context.sky) as { sky: string }).sky }),
            onDone: { target: '#skypeDialog.closed', actions: { type: 'showSuccess', params: ({ event }) => event.output } },
            onError: { target: 'editing', actions: { type: 'showError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
      },
    },
    closed: {
      on: { 'skype.recheck': { target: 'checking', actions: assign({ sky: '', fieldError: '' }) } },
    },
  },
});
