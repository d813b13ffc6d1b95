import { fromPromise } from 'xstate';
import type { CommentViewInfo, CommentViewInfoRequest, StudentCommentPage, StudentCommentsRequest } from '../domain/comments';
import { commentsPageMachine, type CommentsLoadInput } from '../machines/comments-page.machine';
import type { PageDeps } from './page-logic';

/** /comments with its real calls: the comments page and the view info for the same level, together. */
export function createCommentsLogic(deps: PageDeps) {
  return commentsPageMachine.provide({
    actors: {
      'load comments': fromPromise(async ({ input, signal }: { input: CommentsLoadInput; signal: AbortSignal }) => {
        const [comments, view] = await Promise.all([
          deps.api.post<StudentCommentPage>(
            '/api/tutorcomm/StuComments',
            {
              pageIndex: input.pageIndex,
              pageSize: input.pageSize,
              level: input.level,
              ...(input.label ? { label: input.label } : {}),
            } satisfies StudentCommentsRequest,
            undefined,
            { signal },
          ),
          deps.api.post<CommentViewInfo>('/api/TutorComm/GetStuCommentViewInfo', { level: input.level } satisfies CommentViewInfoRequest, undefined, {
            signal,
          }),
        ]);
        return { comments, view };
      }),
    },
  });
}
