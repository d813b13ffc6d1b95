import { assign, emit, fromPromise, setup } from 'xstate';
import { COMPLAINT_CONTENT_MAX, ComplaintMessages, TUTOR_COMPLAINT_TYPES, type ComplaintPage } from '../domain/complaints';
import { messageOf, notice, type RecordsNotice } from './records-notify';

export interface OwnComplaintForm {
  classId: string;
  type: string;
  content: string;
}

export interface ComplaintsTabContext {
  receivedPage: number;
  received: ComplaintPage;
  own: ComplaintPage;
  /** The complaint whose thread is open. */
  openId: number | null;
  form: OwnComplaintForm;
  formError: string;
  failure: string;
}

export type ComplaintsTabEvent =
  | { type: 'received.page'; pageIndex: number }
  | { type: 'complaints.reload' }
  | { type: 'thread.toggle'; id: number }
  | { type: 'own.edit'; field: keyof OwnComplaintForm; value: string }
  | { type: 'own.submit' };

const blankForm = (): OwnComplaintForm => ({ classId: '', type: '', content: '' });

/** Why the tutor's own complaint cannot be sent yet, or null. */
export function ownComplaintError(form: OwnComplaintForm): string | null {
  if (!/^\d{1,12}$/.test(form.classId.trim())) return ComplaintMessages.classNotFound;
  if (!(TUTOR_COMPLAINT_TYPES as readonly string[]).includes(form.type)) return ComplaintMessages.typeRequired;
  if (form.content.trim() === '') return ComplaintMessages.contentRequired;
  if (form.content.trim().length > COMPLAINT_CONTENT_MAX) return ComplaintMessages.contentTooLong;
  return null;
}

/**
 * /complaintList/receivedComplaint: complaints received about the tutor's classes (TeachComplaint,
 * paged) and the tutor's own (GetCSComplaintsNew), one thread open at a time, and the form for a
 * new complaint of the tutor's (InsertTeachComplaint).
 */
export const complaintsTabMachine = setup({
  types: { context: {} as ComplaintsTabContext, events: {} as ComplaintsTabEvent, emitted: {} as RecordsNotice },
  actors: {
    'load complaints': fromPromise<{ received: ComplaintPage; own: ComplaintPage }, { receivedPage: number }>(async () => {
      throw new Error("'load complaints' is not provided");
    }),
    'file complaint': fromPromise<string, { classId: number; type: string; content: string }>(async () => {
      throw new Error("'file complaint' is not provided");
    }),
  },
  guards: { formValid: ({ context }) => ownComplaintError(context.form) === null },
  actions: {
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
  },
}).createMachine({
  id: 'complaintsTab',
  context: {
    receivedPage: 1,
    received: { Total: 0, Items: [] },
    own: { Total: 0, Items: [] },
    openId: null,
    form: blankForm(),
    formError: '',
    failure: '',
  },
  initial: 'loading',
  on: {
    'thread.toggle': { actions: assign({ openId: ({ context, event }) => (context.openId === event.id ? null : event.id) }) },
    'own.edit': { actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }), formError: '' }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load complaints',
        input: ({ context }) => ({ receivedPage: context.receivedPage }),
        onDone: { target: 'ready', actions: assign({ received: ({ event }) => event.output.received, own: ({ event }) => event.output.own, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'complaints.reload': 'loading' } },
    ready: {
      on: {
        'received.page': { target: 'loading', actions: assign({ receivedPage: ({ event }) => event.pageIndex, openId: null }) },
        'complaints.reload': 'loading',
        'own.submit': [{ guard: 'formValid', target: 'filing' }, { actions: assign({ formError: ({ context }) => ownComplaintError(context.form) ?? '' }) }],
      },
    },
    filing: {
      invoke: {
        id: 'file',
        src: 'file complaint',
        input: ({ context }) => ({ classId: Number(context.form.classId.trim()), type: context.form.type, content: context.form.content.trim() }),
        onDone: { target: 'loading', actions: [assign({ form: blankForm() }), { type: 'toldSuccess', params: ({ event }) => event.output }] },
        onError: {
          target: 'ready',
          actions: [assign({ formError: ({ event }) => messageOf(event.error) }), { type: 'toldError', params: ({ event }) => messageOf(event.error) }],
        },
      },
    },
  },
});
