import { assign, emit, fromPromise, setup } from 'xstate';
import { LEAVE_PAGE_SIZE, type LeavePage } from '../domain/leave';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';

export interface LeaveRecordContext {
  page: LeavePage;
  pageIndex: number;
}

export type LeaveRecordEvent = { type: 'leave.page'; pageIndex: number } | { type: 'leave.undo'; id: number } | { type: 'leave.reload' };

/** The leave record (GetTutorLeaveList, paged) with Undo while a leave may still be undone. */
export const leaveRecordMachine = setup({
  types: { context: {} as LeaveRecordContext, events: {} as LeaveRecordEvent, emitted: {} as RecordsNotice },
  actors: {
    'load leaves': fromPromise<LeavePage, { pageIndex: number; pageSize: number }>(async () => {
      throw new Error("'load leaves' is not provided");
    }),
    'undo leave': fromPromise<MessageResult, { id: number }>(async () => {
      throw new Error("'undo leave' is not provided");
    }),
  },
  actions: {
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'leaveRecord',
  context: { page: { items: [], total: 0, pageIndex: 1, pageSize: LEAVE_PAGE_SIZE }, pageIndex: 1 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load leaves',
        input: ({ context }) => ({ pageIndex: context.pageIndex, pageSize: LEAVE_PAGE_SIZE }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    ready: {
      on: {
        'leave.page': { target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex }) },
        'leave.undo': 'undoing',
        'leave.reload': 'loading',
      },
    },
    undoing: {
      invoke: {
        id: 'undo',
        src: 'undo leave',
        input: ({ event }) => {
          if (event.type !== 'leave.undo') throw new Error('undoing is entered by leave.undo only');
          return { id: event.id };
        },
        onDone: { target: 'loading', actions: { type: 'toldSuccess', params: ({ event }) => event.output.message } },
        onError: { target: 'loading', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    failed: { on: { 'leave.reload': 'loading' } },
  },
});
