import { assign, fromPromise, sendParent, setup } from 'xstate';
import { ClassRequestPointType } from '../domain/class-request';
import {
  ClassRequestPopupTag,
  type ClassRequestPopupContext,
  type ClassRequestPopupEvent,
  type ClassRequestPopupInput,
  type ReadReportInput,
  type ReadReportOutput,
} from './class-request-popup.types';

/**
 * The class request pop-up (growth-account.md §4, teaching.md §4): a new request opens it with a
 * sound; a request flagged isPopUpPoint records point type 2; closing sends the read report with
 * point type 4; 'Grab it now' sends type 3 and, when the report succeeds, opens the grab-orders page
 * the server signed. A failed report is only logged; the pop-up closes either way.
 */
export const classRequestPopupMachine = setup({
  types: {
    context: {} as ClassRequestPopupContext,
    events: {} as ClassRequestPopupEvent,
    input: {} as ClassRequestPopupInput,
    tags: {} as ClassRequestPopupTag,
  },
  actors: {
    'send read report': fromPromise<ReadReportOutput, ReadReportInput>(async () => {
      throw new Error("'send read report' is not provided");
    }),
  },
  guards: {
    rings: ({ context }) => context.sound,
    isPopUpPoint: ({ context }) => context.request.isPopUpPoint,
    hasGrabOrdersUrl: (_, output: ReadReportOutput) => Boolean(output.grabOrdersUrl),
  },
  actions: {
    ring: () => {},
    /** Point type 2, recorded without waiting: a failure is only logged. */
    recordShownPoint: (_, _params: { classId: number; pointType: ClassRequestPointType }) => {},
    openGrabOrders: (_, _url: string) => {},
    logReportFailure: (_, _error: unknown) => {},
    markChanged: assign({ changed: true }),
    reportClosed: sendParent(({ context, self }) => ({ type: 'dialog.closed', id: self.id, changed: context.changed })),
  },
}).createMachine({
  id: 'classRequestPopup',
  context: ({ input }) => ({ ...input, changed: false }),
  initial: 'ringing',
  states: {
    ringing: {
      always: [{ guard: 'rings', target: 'pointing', actions: 'ring' }, { target: 'pointing' }],
    },
    pointing: {
      always: [
        {
          guard: 'isPopUpPoint',
          target: 'open',
          actions: { type: 'recordShownPoint', params: ({ context }) => ({ classId: context.request.classID, pointType: ClassRequestPointType.poppedUp }) },
        },
        { target: 'open' },
      ],
    },
    open: {
      on: { 'request.close': 'closing', 'request.grab': 'grabbing' },
    },
    closing: {
      tags: [ClassRequestPopupTag.busy],
      invoke: {
        id: 'closeReport',
        src: 'send read report',
        input: ({ context }) => ({ id: context.request.id, classId: context.request.classID, pointType: ClassRequestPointType.closed }),
        onDone: { target: 'closed', actions: 'markChanged' },
        onError: { target: 'closed', actions: { type: 'logReportFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    grabbing: {
      tags: [ClassRequestPopupTag.busy],
      invoke: {
        id: 'grabReport',
        src: 'send read report',
        input: ({ context }) => ({ id: context.request.id, classId: context.request.classID, pointType: ClassRequestPointType.grab }),
        onDone: [
          {
            guard: { type: 'hasGrabOrdersUrl', params: ({ event }) => event.output },
            target: 'closed',
            actions: ['markChanged', { type: 'openGrabOrders', params: ({ event }) => event.output.grabOrdersUrl ?? '' }],
          },
          { target: 'closed', actions: 'markChanged' },
        ],
        onError: { target: 'closed', actions: { type: 'logReportFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    closed: { type: 'final', entry: 'reportClosed' },
  },
});

export type ClassRequestPopupMachine = typeof classRequestPopupMachine;
