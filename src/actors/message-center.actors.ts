import { fromPromise } from 'xstate';
import { MessageCategory } from '../domain/message-kinds';
import type { MessagePage, MessageRecord, UnreadTotals } from '../domain/message-records';
import type { LoadMessagesInput, LoadMessagesOutput, MessageViewInput } from '../machines/message-center.types';
import { messageListMachine } from '../machines/message-list.machine';
import { messageViewMachine } from '../machines/message-view.machine';
import { isApiError } from '../services/api-errors';
import type { PageDeps } from './page-logic';

/** The list call of each tab (growth-account.md §7 "Messages"). */
function listCall(input: LoadMessagesInput): { path: string; query: Record<string, string | number | undefined> } {
  const paging = { key: input.key || undefined, page: input.page, size: input.size };
  if (input.category === MessageCategory.levelUp) return { path: '/api/Message/getTutorLevelMessageList', query: paging };
  if (input.category === MessageCategory.notice) return { path: '/api/Message/GetTutorMessageList', query: { ...paging, type: input.category } };
  return { path: '/api/Message/GetTutorMsgMessageList', query: { ...paging, type: input.category } };
}

/** The message center's page machines with their calls; failures go to the session's catalogue, and a read-state change to the session. */
export function createMessageCenterLogic(deps: Pick<PageDeps, 'api' | 'reportError' | 'messagesChanged'>) {
  const reportError = (_: unknown, error: unknown) => {
    if (isApiError(error) && error.kind !== 'aborted') deps.reportError(error);
  };
  return {
    list: messageListMachine.provide({
      actors: {
        'load messages': fromPromise<LoadMessagesOutput, LoadMessagesInput>(async ({ input, signal }) => {
          const call = listCall(input);
          const [page, totals] = await Promise.all([
            deps.api.post<MessagePage>(call.path, undefined, call.query, { signal }),
            deps.api.get<UnreadTotals>('/api/message/GetTotalUnreadMessageCount', undefined, { signal }),
          ]);
          return { page, totals };
        }),
        'read messages': fromPromise<number, { mids: number[] }>(({ input, signal }) =>
          deps.api.post<number>('/api/Message/BatchSetReadedByMIds', { Mids: input.mids }, undefined, { signal }),
        ),
        'read category': fromPromise<number, { category: number }>(({ input, signal }) =>
          deps.api.post<number>('/api/Message/BatchSetReadedByType', undefined, { type: input.category }, { signal }),
        ),
      },
      actions: { reportError, announceRead: () => deps.messagesChanged() },
    }),
    view: messageViewMachine.provide({
      actors: {
        'load message': fromPromise<MessageRecord, MessageViewInput>(({ input, signal }) =>
          deps.api.post<MessageRecord>(
            input.reminder ? '/api/Message/GetMessageRemindById' : '/api/Message/GetMessageById',
            undefined,
            { id: input.id },
            { signal },
          ),
        ),
      },
      actions: { reportError, announceRead: () => deps.messagesChanged() },
    }),
  };
}
