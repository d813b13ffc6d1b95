import { assign, emit, fromPromise, setup } from 'xstate';
import { emptyMenuDraft, menuDraftError, type MenuDraft, type StaffMenuItem } from '../domain/staff-menu';

export interface StaffMenuContext {
  items: StaffMenuItem[] | null;
  /** The draft being saved. */
  draft: MenuDraft | null;
  /** The server's word on the last change. */
  notice: string;
  failure: string;
}

/** Told when a save went through, so the form closes. */
export type StaffMenuEmitted = { type: 'menu.saved' };

export type StaffMenuEvent = { type: 'menu.retry' } | { type: 'menu.save'; draft: MenuDraft };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** Never sent: `saving` is entered only with a checked draft. */
const NO_DRAFT: MenuDraft = emptyMenuDraft();

/**
 * The staff console's menu (issue 21): every entry; a draft is checked by the rule the server uses
 * before it is sent; a save reloads the list, so what is shown is the server's.
 */
export const staffMenuMachine = setup({
  types: { context: {} as StaffMenuContext, events: {} as StaffMenuEvent, emitted: {} as StaffMenuEmitted },
  actors: {
    loadMenu: fromPromise<StaffMenuItem[]>(async () => {
      throw new Error('loadMenu not provided');
    }),
    /** Answers the server's message. */
    saveItem: fromPromise<string, MenuDraft>(async () => {
      throw new Error('saveItem not provided');
    }),
  },
  guards: {
    draftIsValid: ({ event }) => event.type === 'menu.save' && menuDraftError(event.draft) === null,
  },
}).createMachine({
  id: 'staffMenu',
  context: { items: null, draft: null, notice: '', failure: '' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['status:busy'],
      invoke: {
        id: 'loadMenu',
        src: 'loadMenu',
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'menu.retry': { target: 'loading', actions: assign({ failure: '' }) } } },
    ready: {
      on: {
        'menu.save': [
          { guard: 'draftIsValid', target: 'saving', actions: assign({ draft: ({ event }) => event.draft, notice: '', failure: '' }) },
          { actions: assign({ notice: '', failure: ({ event }) => menuDraftError(event.draft) ?? '' }) },
        ],
      },
    },
    saving: {
      tags: ['status:busy'],
      invoke: {
        id: 'saveItem',
        src: 'saveItem',
        input: ({ context }) => context.draft ?? NO_DRAFT,
        onDone: { target: 'loading', actions: [assign({ notice: ({ event }) => event.output, draft: null }), emit({ type: 'menu.saved' as const })] },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
