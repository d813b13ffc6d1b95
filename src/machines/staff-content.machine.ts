import { assign, emit, fromPromise, setup } from 'xstate';
import { contentDraftError, emptyContentDraft, type ContentDraft, type ContentKind, type ContentListItem, type ContentPage } from '../domain/staff-content';

export type { ContentListItem, ContentPage };

export interface StaffContentContext {
  kind: ContentKind;
  pageIndex: number;
  page: ContentPage | null;
  /** The draft being saved, or the kind and id being deleted. */
  draft: ContentDraft | null;
  deleting: { kind: ContentKind; id: number } | null;
  /** The server's word on the last change (Published. Saved. Deleted.). */
  notice: string;
  failure: string;
}

/** Told when a save went through, so the form clears itself. */
export type StaffContentEmitted = { type: 'content.saved' };

export type StaffContentEvent =
  | { type: 'content.kind'; kind: ContentKind }
  | { type: 'content.page'; pageIndex: number }
  | { type: 'content.retry' }
  | { type: 'content.save'; draft: ContentDraft }
  | { type: 'content.delete'; id: number };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** Never sent: `saving` is entered only with a checked draft. */
const NO_DRAFT: ContentDraft = emptyContentDraft('bulletin');

/**
 * The staff console's content (issue 21): one kind's items, paged; a draft is checked by the rule
 * the server uses before it is sent; a save or a delete reloads the list, so what is shown (and
 * whether it runs now) is the server's.
 */
export const staffContentMachine = setup({
  types: { context: {} as StaffContentContext, events: {} as StaffContentEvent, emitted: {} as StaffContentEmitted },
  actors: {
    loadPage: fromPromise<ContentPage, { kind: ContentKind; pageIndex: number }>(async () => {
      throw new Error('loadPage not provided');
    }),
    saveItem: fromPromise<string, ContentDraft>(async () => {
      throw new Error('saveItem not provided');
    }),
    deleteItem: fromPromise<string, { kind: ContentKind; id: number }>(async () => {
      throw new Error('deleteItem not provided');
    }),
  },
  guards: {
    draftIsValid: ({ event }) => event.type === 'content.save' && contentDraftError(event.draft) === null,
    isOtherKind: ({ context, event }) => event.type === 'content.kind' && event.kind !== context.kind,
  },
}).createMachine({
  id: 'staffContent',
  context: {
    kind: 'bulletin',
    pageIndex: 1,
    page: null,
    draft: null,
    deleting: null,
    notice: '',
    failure: '',
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['status:busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ kind: context.kind, pageIndex: context.pageIndex }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'content.retry': { target: 'loading', actions: assign({ failure: '' }) } } },
    ready: {
      on: {
        'content.kind': {
          guard: 'isOtherKind',
          target: 'loading',
          actions: assign({ kind: ({ event }) => event.kind, pageIndex: 1, page: null, notice: '', failure: '' }),
        },
        'content.page': { target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex, notice: '', failure: '' }) },
        'content.save': [
          { guard: 'draftIsValid', target: 'saving', actions: assign({ draft: ({ event }) => event.draft, notice: '', failure: '' }) },
          { actions: assign({ notice: '', failure: ({ event }) => contentDraftError(event.draft) ?? '' }) },
        ],
        'content.delete': {
          target: 'deleting',
          actions: assign({ deleting: ({ context, event }) => ({ kind: context.kind, id: event.id }), notice: '', failure: '' }),
        },
      },
    },
    saving: {
      tags: ['status:busy'],
      invoke: {
        id: 'saveItem',
        src: 'saveItem',
        input: ({ context }) => context.draft ?? NO_DRAFT,
        onDone: { target: 'loading', actions: [assign({ notice: ({ event }) => event.output, draft: null }), emit({ type: 'content.saved' as const })] },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    deleting: {
      tags: ['status:busy'],
      invoke: {
        id: 'deleteItem',
        src: 'deleteItem',
        input: ({ context }) => context.deleting ?? { kind: context.kind, id: 0 },
        onDone: { target: 'loading', actions: assign({ notice: ({ event }) => event.output, deleting: null }) },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error), deleting: null }) },
      },
    },
  },
});
