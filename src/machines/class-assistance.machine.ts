import { assign, fromPromise, setup } from 'xstate';
import { ClassDetailMessages, type AssistanceView, type ClassProblem } from '../domain/class-detail';
import { errorMessageOf } from './machine-errors';

export interface ClassAssistanceInput {
  clid: number;
  classTool: number;
}

export interface ClassAssistanceContext extends ClassAssistanceInput {
  problems: ClassProblem[];
  requests: AssistanceView[];
  problemId: number;
  description: string;
  error: string;
  notice: string;
}

export type ClassAssistanceEvent =
  | { type: 'assist.open' }
  | { type: 'assist.pick'; problemId: number }
  | { type: 'assist.edit'; description: string }
  | { type: 'assist.send' }
  | { type: 'assist.close' }
  | { type: 'assist.refresh' };

/**
 * CS assistance during class (GetClassProblemIncludeChildren, CSAssistance, GetCSPloblemDetails):
 * the tutor picks a problem in the 550 px dialog and sends it; the class's requests with their state
 * and staff's reply are listed, and refreshed on demand.
 */
export const classAssistanceMachine = setup({
  types: { context: {} as ClassAssistanceContext, events: {} as ClassAssistanceEvent, input: {} as ClassAssistanceInput },
  actors: {
    'load assistance': fromPromise<{ problems: ClassProblem[]; requests: AssistanceView[] }, ClassAssistanceInput>(async () => {
      throw new Error("'load assistance' is not provided");
    }),
    'send assistance': fromPromise<AssistanceView, { clid: number; problemId: number; description: string }>(async () => {
      throw new Error("'send assistance' is not provided");
    }),
  },
  guards: { hasProblem: ({ context }) => context.problemId > 0 },
}).createMachine({
  id: 'classAssistance',
  context: ({ input }) => ({ ...input, problems: [], requests: [], problemId: 0, description: '', error: '', notice: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAssistance',
        src: 'load assistance',
        input: ({ context }) => ({ clid: context.clid, classTool: context.classTool }),
        onDone: { target: 'idle', actions: assign({ problems: ({ event }) => event.output.problems, requests: ({ event }) => event.output.requests }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
    idle: {
      on: {
        'assist.open': { target: 'open', actions: assign({ problemId: 0, description: '', error: '', notice: '' }) },
        'assist.refresh': 'loading',
      },
    },
    open: {
      description: 'The assistance dialog (550 px).',
      on: {
        'assist.pick': { actions: assign({ problemId: ({ event }) => event.problemId, error: '' }) },
        'assist.edit': { actions: assign({ description: ({ event }) => event.description }) },
        'assist.send': [{ guard: 'hasProblem', target: 'sending' }, { actions: assign({ error: ClassDetailMessages.unknownProblem }) }],
        'assist.close': 'idle',
      },
    },
    sending: {
      invoke: {
        id: 'sendAssistance',
        src: 'send assistance',
        input: ({ context }) => ({ clid: context.clid, problemId: context.problemId, description: context.description }),
        onDone: { target: 'loading', actions: assign({ notice: ClassDetailMessages.assistanceSent }) },
        onError: { target: 'open', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
  },
});
