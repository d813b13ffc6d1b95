import { assign, fromPromise, setup } from 'xstate';
import type { ClassDetailHeader } from '../domain/class-table';
import { Messages } from '../domain/messages';

/** What GetClassDetails answers for the class detail page's header: the schema's type, named for the page. */
export type { ClassDetailHeader } from '../domain/class-table';

/** The interim /classDetail/{id} page: the class's header facts (60 s call), with retry on failure. */
export const classDetailHeaderMachine = setup({
  types: {
    context: {} as { clid: number; header: ClassDetailHeader | null; error: string },
    events: {} as { type: 'detail.retry' },
    input: {} as { clid: number },
  },
  actors: {
    'load header': fromPromise<ClassDetailHeader, { clid: number }>(async () => {
      throw new Error("'load header' is not provided");
    }),
  },
  actions: { reportError: (_, _error: unknown) => {} },
}).createMachine({
  id: 'classDetailHeader',
  context: ({ input }) => ({ clid: input.clid, header: null, error: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load header',
        input: ({ context }) => ({ clid: context.clid }),
        onDone: { target: 'ready', actions: assign({ header: ({ event }) => event.output, error: '' }) },
        onError: {
          target: 'failed',
          actions: [
            assign({
              error: ({ event }) => {
                const message = (event.error as { message?: unknown } | null)?.message;
                return typeof message === 'string' && message ? message : Messages.transportError;
              },
            }),
            { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error },
          ],
        },
      },
    },
    ready: {},
    failed: { on: { 'detail.retry': 'loading' } },
  },
});
