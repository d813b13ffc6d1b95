import { assign, fromPromise, setup } from 'xstate';
import { Messages } from '../domain/messages';

/** What GetClassDetails answers for the class detail page's header. */
export interface ClassDetailHeader {
  info: { UCID: number; CLID: number; StuUID: number; SID: number; IsOverClass: boolean; istext: boolean };
  Student: { Name: string; EnglishLevel: string; Country: string; AgeBand: string };
  CourseName: string;
  LessonName: string;
  ClassTool: number;
  ClassToolName: string;
  ClassType: string;
  ClassTypeLabel: string;
  Status: string;
  StatusDetail: string;
  DisplayStatus: string;
  StartTime: string;
  EndTime: string;
  LocalStart: string;
  LocalEnd: string;
  TimeZone: string;
  ZoneLabel: string;
}

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
