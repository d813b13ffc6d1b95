import { fromPromise, setup } from 'xstate';
import { asksForTesolReview, type TesolCertState } from '../domain/tesol-review';

/**
 * The layout's TESOL identity review prompt (growth-account.md §4): reads the review's state
 * (UserCertInfo); when staff refused the submitted information, asks the dialog host for the
 * screen, where the records' TESOL dialog (tesol-dialog.machine.ts) runs. When that dialog is done
 * (saved or dismissed) the prompt closes for this visit. A new message (staff refusing sends one)
 * reads the state again. A failed read leaves it closed.
 */
export const tesolReviewMachine = setup({
  types: { events: {} as { type: 'tesolReview.done' } | { type: 'tesolReview.recheck' } },
  actors: {
    loadTesolState: fromPromise<TesolCertState>(async () => {
      throw new Error('loadTesolState not provided');
    }),
  },
  actions: { logFailure: (_, _error: unknown) => {} },
  guards: { asks: (_, tesol: TesolCertState) => asksForTesolReview(tesol) },
}).createMachine({
  id: 'tesolReview',
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'loadTesolState',
        onDone: [{ guard: { type: 'asks', params: ({ event }) => event.output }, target: 'open' }, { target: 'closed' }],
        onError: { target: 'closed', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    open: { on: { 'tesolReview.done': 'closed' } },
    closed: { on: { 'tesolReview.recheck': 'checking' } },
  },
});
