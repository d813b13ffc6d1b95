import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { sidebarItems, type SidebarMenuItem } from '../domain/menu';
import { SidebarTag, type SidebarContext, type SidebarEmitted, type SidebarEvent, type SidebarInput } from './sidebar.types';

/**
 * The left sidebar (shell.md §2): the menu from the server (only type 0 items that are shown;
 * Service Fee hidden for franchisee users; the referrals item hidden), the feedback dot, mini mode
 * remembered per tutor, and the drawer it becomes at phone width. A failed initial call shows its
 * Msg (shell.md §8) through the provided `reportError`.
 */
export const sidebarMachine = setup({
  types: {
    context: {} as SidebarContext,
    events: {} as SidebarEvent,
    input: {} as SidebarInput,
    emitted: {} as SidebarEmitted,
    tags: {} as SidebarTag,
  },
  actors: {
    'load menu': fromPromise<SidebarMenuItem[]>(async () => {
      throw new Error("'load menu' is not provided");
    }),
    'load feedback dot': fromPromise<boolean>(async () => {
      throw new Error("'load feedback dot' is not provided");
    }),
    'save mini mode': fromPromise<boolean, { mini: boolean }>(async () => {
      throw new Error("'save mini mode' is not provided");
    }),
    /** Sends `sidebar.feedbackChanged` when the tutor reads a feedback reply elsewhere (none by default). */
    'watch feedback reads': fromCallback(() => () => {}),
  },
  actions: {
    reportError: (_, _error: unknown) => {},
    keepMenu: assign(({ context }, menu: SidebarMenuItem[]) => ({
      menu,
      items: sidebarItems(menu, { isFranchiseeUser: context.isFranchiseeUser }),
    })),
    announceMenu: emit((_, menu: SidebarMenuItem[]) => ({ type: 'menu.loaded' as const, menu })),
    keepFeedbackDot: assign((_, dot: boolean) => ({ feedbackDot: dot })),
    flipMini: assign({ mini: ({ context }) => !context.mini }),
    keepSavedMini: assign((_, mini: boolean) => ({ mini, savedMini: mini })),
    restoreSavedMini: assign({ mini: ({ context }) => context.savedMini }),
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({
    isFranchiseeUser: input.isFranchiseeUser,
    items: [],
    menu: [],
    feedbackDot: false,
    mini: input.mini,
    savedMini: input.mini,
  }),
  type: 'parallel',
  states: {
    menu: {
      initial: 'loading',
      states: {
        loading: {
          tags: [SidebarTag.loadingMenu],
          invoke: {
            id: 'loadMenu',
            src: 'load menu',
            onDone: {
              target: 'ready',
              actions: [
                { type: 'keepMenu', params: ({ event }) => event.output },
                { type: 'announceMenu', params: ({ event }) => event.output },
              ],
            },
            onError: { target: 'failed', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        ready: {},
        failed: {
          on: { 'sidebar.reload': 'loading' },
        },
      },
    },
    feedbackDot: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadFeedbackDot',
            src: 'load feedback dot',
            onDone: { target: 'ready', actions: { type: 'keepFeedbackDot', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        ready: {
          description: 'A reply read on /myFeedback clears notices on the server: the dot is asked again.',
          invoke: { id: 'watchFeedback', src: 'watch feedback reads' },
          on: { 'sidebar.feedbackChanged': 'loading' },
        },
        failed: {
          on: { 'sidebar.reload': 'loading' },
        },
      },
    },
    mini: {
      initial: 'saved',
      states: {
        saved: {
          on: { 'sidebar.toggleMini': { target: 'saving', actions: 'flipMini' } },
        },
        saving: {
          description: 'The new mode shows at once; the server remembers it for the next sign-in.',
          invoke: {
            id: 'saveMini',
            src: 'save mini mode',
            input: ({ context }) => ({ mini: context.mini }),
            onDone: { target: 'saved', actions: { type: 'keepSavedMini', params: ({ event }) => event.output } },
            onError: {
              target: 'saved',
              actions: ['restoreSavedMini', { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error }],
            },
          },
          on: {
            // Restarting the save sends the latest choice; the earlier call's answer no longer matters.
            'sidebar.toggleMini': { target: 'saving', reenter: true, actions: 'flipMini' },
          },
        },
      },
    },
    drawer: {
      description: 'At phone width the sidebar is a drawer over the page.',
      initial: 'closed',
      states: {
        closed: { on: { 'drawer.open': 'open' } },
        open: { on: { 'drawer.close': 'closed' } },
      },
    },
  },
});

export type SidebarMachine = typeof sidebarMachine;
