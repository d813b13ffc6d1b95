import { assign, fromPromise, setup } from 'xstate';
import type { TutorScores } from './person-panel.types';
import { HomeDashboardTag, type Bulletin, type HomeBanner, type HomeClasses, type HomeDashboardContext, type HomeDashboardEvent } from './home-dashboard.types';

/**
 * The /home dashboard: today's and the next classes, the scores, the bulletin board and the home
 * banners. Each section loads on its own, so one failed call leaves the others on the page; a
 * failure shows its Msg through the provided `reportError`, and `retry` loads what failed.
 */
export const homeDashboardMachine = setup({
  types: {
    context: {} as HomeDashboardContext,
    events: {} as HomeDashboardEvent,
    tags: {} as HomeDashboardTag,
  },
  actors: {
    'load classes': fromPromise<HomeClasses>(async () => {
      throw new Error("'load classes' is not provided");
    }),
    'load bulletins': fromPromise<Bulletin[]>(async () => {
      throw new Error("'load bulletins' is not provided");
    }),
    'load banners': fromPromise<HomeBanner[]>(async () => {
      throw new Error("'load banners' is not provided");
    }),
    'load scores': fromPromise<TutorScores>(async () => {
      throw new Error("'load scores' is not provided");
    }),
  },
  actions: {
    reportError: (_, _error: unknown) => {},
    keepClasses: assign((_, classes: HomeClasses) => ({ classes })),
    keepBulletins: assign((_, bulletins: Bulletin[]) => ({ bulletins })),
    keepBanners: assign((_, banners: HomeBanner[]) => ({ banners })),
    keepScores: assign((_, scores: TutorScores) => ({ scores })),
  },
}).createMachine({
  id: 'homeDashboard',
  context: { classes: null, bulletins: [], banners: [], scores: null },
  type: 'parallel',
  states: {
    classes: {
      initial: 'loading',
      states: {
        loading: {
          tags: [HomeDashboardTag.loadingClasses],
          invoke: {
            id: 'loadClasses',
            src: 'load classes',
            onDone: { target: 'ready', actions: { type: 'keepClasses', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        ready: {},
        failed: { on: { retry: 'loading' } },
      },
    },
    bulletins: {
      initial: 'loading',
      states: {
        loading: {
          tags: [HomeDashboardTag.loadingBulletins],
          invoke: {
            id: 'loadBulletins',
            src: 'load bulletins',
            onDone: { target: 'ready', actions: { type: 'keepBulletins', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        ready: {},
        failed: { on: { retry: 'loading' } },
      },
    },
    banners: {
      initial: 'loading',
      states: {
        loading: {
          tags: [HomeDashboardTag.loadingBanners],
          invoke: {
            id: 'loadBanners',
            src: 'load banners',
            onDone: { target: 'ready', actions: { type: 'keepBanners', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        ready: {},
        failed: { on: { retry: 'loading' } },
      },
    },
    scores: {
      initial: 'loading',
      states: {
        loading: {
          tags: [HomeDashboardTag.loadingScores],
          invoke: {
            id: 'loadScores',
            src: 'load scores',
            onDone: { target: 'ready', actions: { type: 'keepScores', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'reportError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        ready: {},
        failed: { on: { retry: 'loading' } },
      },
    },
  },
});

export type HomeDashboardMachine = typeof homeDashboardMachine;
