import { assign, fromPromise, setup } from 'xstate';
import { ClassDetailMessages, REMARK_TEXT_MAX, REMARK_TEXT_MIN, type RemarkKind, type RemarkView } from '../domain/class-detail';
import { Messages } from '../domain/messages';

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
};

export interface ClassRemarkInput {
  clid: number;
  kind: RemarkKind;
}

export interface ClassRemarkContext extends ClassRemarkInput {
  content: string;
  ratings: Record<string, number>;
  /** '' (none yet), draft or submitted. */
  status: string;
  error: string;
  notice: string;
}

export type ClassRemarkEvent =
  { type: 'remark.edit'; content: string } | { type: 'remark.rate'; name: string; value: number } | { type: 'remark.submit' } | { type: 'remark.later' };

export interface RemarkSubmission {
  clid: number;
  kind: RemarkKind;
  content: string;
  ratings: Record<string, number>;
}

/**
 * A class's remark form (VipClassRemark, leaveTrailClassRemark, SumbitClassMomoLater, 5-minute
 * calls): loads what was written, checks the length before sending, submits or keeps a draft.
 */
export const classRemarkMachine = setup({
  types: {
    context: {} as ClassRemarkContext,
    events: {} as ClassRemarkEvent,
    input: {} as ClassRemarkInput,
  },
  actors: {
    'load remarks': fromPromise<RemarkView[], { clid: number }>(async () => {
      throw new Error("'load remarks' is not provided");
    }),
    'submit remark': fromPromise<RemarkView, RemarkSubmission>(async () => {
      throw new Error("'submit remark' is not provided");
    }),
    'save later': fromPromise<RemarkView, RemarkSubmission>(async () => {
      throw new Error("'save later' is not provided");
    }),
  },
  guards: {
    isValid: ({ context }) => context.content.trim().length >= REMARK_TEXT_MIN && context.content.trim().length <= REMARK_TEXT_MAX,
  },
}).createMachine({
  id: 'classRemark',
  context: ({ input }) => ({ ...input, content: '', ratings: {}, status: '', error: '', notice: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRemarks',
        src: 'load remarks',
        input: ({ context }) => ({ clid: context.clid }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const mine = event.output.find((remark) => remark.Kind === context.kind);
            return mine ? { content: mine.Content.Content, ratings: mine.Content.Ratings ?? {}, status: mine.Status } : {};
          }),
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    editing: {
      on: {
        'remark.edit': { actions: assign({ content: ({ event }) => event.content, error: '', notice: '' }) },
        'remark.rate': { actions: assign({ ratings: ({ context, event }) => ({ ...context.ratings, [event.name]: event.value }) }) },
        'remark.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: assign({ error: ClassDetailMessages.remarkTextLength }) }],
        'remark.later': 'savingLater',
      },
    },
    submitting: {
      invoke: {
        id: 'submitRemark',
        src: 'submit remark',
        input: ({ context }) => ({ clid: context.clid, kind: context.kind, content: context.content, ratings: context.ratings }),
        onDone: { target: 'editing', actions: assign({ status: 'submitted', error: '', notice: ClassDetailMessages.remarkSaved }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    savingLater: {
      invoke: {
        id: 'saveLater',
        src: 'save later',
        input: ({ context }) => ({ clid: context.clid, kind: context.kind, content: context.content, ratings: context.ratings }),
        onDone: { target: 'editing', actions: assign({ status: ({ event }) => event.output.Status, error: '', notice: ClassDetailMessages.remarkLaterSaved }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
