import { fromCallback, fromPromise } from 'xstate';
import {
  lowerFirstKeys,
  type FeedbackListRequest,
  type FeedbackPage,
  type FeedbackRecord,
  type FeedbackReply,
  type FeedbackSaveAnswer,
  type FeedbackType,
  type FeedbackTypeOption,
} from '../domain/feedback';
import { feedbackDialogMachine } from '../machines/feedback-dialog.machine';
import type { FeedbackDialogLoad, FeedbackSaveInput } from '../machines/feedback-dialog.types';
import { feedbackPageMachine, type FeedbackListInput } from '../machines/feedback-page.machine';
import { newFileCode } from '../services/file-code';
import { feedbackSignal } from '../services/feedback-signal';
import { FEEDBACK_FILE_MODULE } from '../domain/feedback';
import type { PageDeps } from './page-logic';

/** The feedback dialog and /myFeedback with their real calls (growth-account.md §7 "Feedback"). */
export function createFeedbackLogic(deps: PageDeps) {
  const dialog = feedbackDialogMachine.provide({
    actors: {
      'load dialog': fromPromise<FeedbackDialogLoad, { id: number | null }>(async ({ input, signal }) => {
        const [remaining, types, record] = await Promise.all([
          deps.api.post<number>('/api/FeedBack/FeedBackRightRemaining', undefined, undefined, { signal }),
          deps.api.post<FeedbackType[]>('/api/FeedBack/GetFeeBackType', undefined, undefined, { signal }),
          input.id === null ? Promise.resolve(null) : deps.api.get<FeedbackRecord>('/api/FeedBack/Get', { id: input.id }, { signal }),
        ]);
        // §3: the types come with capitalised keys, lower-cased on the first letter.
        return { remaining, types: types.map((type) => lowerFirstKeys(type) as unknown as FeedbackTypeOption), record };
      }),
      'save feedback': fromPromise<FeedbackSaveAnswer, FeedbackSaveInput>(async ({ input, signal }) => {
        const { id, ...body } = input;
        const answer =
          id === null
            ? await deps.api.post<FeedbackSaveAnswer>('/api/FeedBack/Add', body, undefined, { signal })
            : await deps.api.post<FeedbackSaveAnswer>('/api/FeedBack/Edit', { ...body, ID: id }, undefined, { signal });
        if (answer.Item1) feedbackSignal.announce('saved');
        return answer;
      }),
    },
    actions: {
      startUpload: ({ self }, params) => {
        const fileCode = newFileCode();
        self.send({ type: 'feedback.uploadStarted', fileCode });
        deps.startUpload({ fileCode, moduleName: FEEDBACK_FILE_MODULE, file: params.file, replyTo: self });
      },
    },
  });
  const page = feedbackPageMachine.provide({
    actors: {
      'load list': fromPromise<FeedbackPage, FeedbackListInput>(({ input, signal }) =>
        deps.api.post<FeedbackPage>(
          '/api/FeedBack/List',
          {
            PageIndex: input.pageIndex,
            PageSize: input.pageSize,
            ...(input.type !== null ? { Type: input.type } : {}),
            ...(input.status !== null ? { Status: input.status } : {}),
          } satisfies FeedbackListRequest,
          undefined,
          { signal },
        ),
      ),
      'load replies': fromPromise<FeedbackReply[], { id: number }>(({ input, signal }) =>
        deps.api.get<FeedbackReply[]>('/api/FeedBack/GetReplyList', { FeedBackId: input.id }, { signal }),
      ),
      'send reply': fromPromise<FeedbackReply, { id: number; text: string }>(({ input, signal }) =>
        deps.api.post<FeedbackReply>('/api/FeedBack/ReplyAdd', undefined, { FeedBackId: input.id, Remark: input.text }, { signal }),
      ),
      'watch feedback saves': fromCallback(({ sendBack }) => feedbackSignal.subscribe('saved', () => sendBack({ type: 'list.reload' }))),
    },
    actions: { feedbackRead: () => feedbackSignal.announce('read') },
  });
  return { dialog, page };
}
