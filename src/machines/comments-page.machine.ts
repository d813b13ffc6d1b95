import { assign, fromPromise, setup } from 'xstate';
import { COMMENT_PAGE_SIZE, type CommentViewInfo, type StudentCommentPage } from '../domain/comments';
import { messageOf } from './records-notify';

export interface CommentsFilter {
  level: number;
  label: string | null;
}

export interface CommentsPageContext {
  filter: CommentsFilter;
  pageIndex: number;
  comments: StudentCommentPage;
  view: CommentViewInfo | null;
  failure: string;
}

export type CommentsPageEvent =
  | { type: 'comments.level'; level: number }
  | { type: 'comments.label'; label: string | null }
  | { type: 'comments.page'; pageIndex: number }
  | { type: 'comments.reload' };

export interface CommentsLoadInput extends CommentsFilter {
  pageIndex: number;
  pageSize: number;
}

/**
 * /comments: the students' comments (StuComments by level, label and page) and the label
 * impression (GetStuCommentViewInfo), loaded together; a new filter starts again at page 1.
 */
export const commentsPageMachine = setup({
  types: { context: {} as CommentsPageContext, events: {} as CommentsPageEvent },
  actors: {
    'load comments': fromPromise<{ comments: StudentCommentPage; view: CommentViewInfo }, CommentsLoadInput>(async () => {
      throw new Error("'load comments' is not provided");
    }),
  },
}).createMachine({
  id: 'commentsPage',
  context: { filter: { level: 0, label: null }, pageIndex: 1, comments: { Disabled: false, Total: 0, Items: [] }, view: null, failure: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load comments',
        input: ({ context }) => ({ ...context.filter, pageIndex: context.pageIndex, pageSize: COMMENT_PAGE_SIZE }),
        onDone: { target: 'ready', actions: assign({ comments: ({ event }) => event.output.comments, view: ({ event }) => event.output.view, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'comments.reload': 'loading' } },
    ready: {
      on: {
        'comments.level': { target: 'loading', actions: assign({ filter: ({ context, event }) => ({ ...context.filter, level: event.level }), pageIndex: 1 }) },
        'comments.label': { target: 'loading', actions: assign({ filter: ({ context, event }) => ({ ...context.filter, label: event.label }), pageIndex: 1 }) },
        'comments.page': { target: 'loading', actions: assign({ pageIndex: ({ event }) => event.pageIndex }) },
        'comments.reload': 'loading',
      },
    },
  },
});
