import { assign, fromPromise, setup } from 'xstate';
import type { InstructionalVideo, ResourcesFolderPage } from '../domain/training-resources';

export interface FolderQuery {
  folder: string;
  pageIndex: number;
}

export interface ResourcesFolderContext {
  query: FolderQuery;
  page: ResourcesFolderPage | null;
  videos: InstructionalVideo[];
  failure: string;
}

export type ResourcesFolderEvent =
  | { type: 'folder.open'; folder: string }
  | { type: 'folder.page'; pageIndex: number }
  | { type: 'folder.retry' }
  | { type: 'video.watched'; videoId: number; seconds: number };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /resourcesFolder: the resource folders with one folder's resources a page at a time, and the
 * instructional videos. Opening a folder or a page reloads the list; a video paused or ended reports
 * how far the tutor watched (SetClipVideoToView) and shows the answer without reloading the page.
 */
export const resourcesFolderMachine = setup({
  types: { context: {} as ResourcesFolderContext, events: {} as ResourcesFolderEvent },
  actors: {
    loadFolder: fromPromise<{ page: ResourcesFolderPage; videos: InstructionalVideo[] | null }, FolderQuery & { withVideos: boolean }>(async () => {
      throw new Error('loadFolder not provided');
    }),
    reportView: fromPromise<InstructionalVideo, { videoId: number; seconds: number }>(async () => {
      throw new Error('reportView not provided');
    }),
  },
  guards: {
    isOtherFolder: ({ context, event }) => event.type === 'folder.open' && event.folder !== context.query.folder,
    isOtherPage: ({ context, event }) => {
      if (event.type !== 'folder.page' || !context.page) return false;
      const last = Math.max(1, Math.ceil(context.page.Total / context.page.PageSize));
      return event.pageIndex >= 1 && event.pageIndex <= last && event.pageIndex !== context.query.pageIndex;
    },
    isWatchedTime: ({ event }) => event.type === 'video.watched' && Number.isFinite(event.seconds) && event.seconds >= 0,
  },
}).createMachine({
  id: 'resourcesFolder',
  context: { query: { folder: '', pageIndex: 1 }, page: null, videos: [], failure: '' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['status:busy'],
      invoke: {
        src: 'loadFolder',
        // Videos are read once, with the first page; a folder or page change reads only the list.
        input: ({ context }) => ({ ...context.query, withVideos: context.page === null }),
        onDone: {
          target: 'ready',
          actions: assign({
            page: ({ event }) => event.output.page,
            videos: ({ event, context }) => event.output.videos ?? context.videos,
            query: ({ event, context }) => ({ ...context.query, folder: event.output.page.Folder }),
            failure: '',
          }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'folder.retry': 'loading' } },
    ready: {
      on: {
        'folder.open': { guard: 'isOtherFolder', target: 'loading', actions: assign({ query: ({ event }) => ({ folder: event.folder, pageIndex: 1 }) }) },
        'folder.page': {
          guard: 'isOtherPage',
          target: 'loading',
          actions: assign({ query: ({ event, context }) => ({ ...context.query, pageIndex: event.pageIndex }) }),
        },
        'video.watched': { guard: 'isWatchedTime', target: 'reporting' },
      },
    },
    reporting: {
      description: 'The list stays shown while the watched time is stored.',
      invoke: {
        src: 'reportView',
        input: ({ event }) => (event.type === 'video.watched' ? { videoId: event.videoId, seconds: Math.floor(event.seconds) } : { videoId: 0, seconds: 0 }),
        onDone: {
          target: 'ready',
          actions: assign({ videos: ({ event, context }) => context.videos.map((v) => (v.Id === event.output.Id ? event.output : v)), failure: '' }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
