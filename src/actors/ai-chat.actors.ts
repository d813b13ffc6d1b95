import { fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  AI_CONVERSATIONS_PAGE_SIZE,
  AiChatMessages,
  AiSystemType,
  type AiConversation,
  type AiConversationMessages,
  type AiConversationPage,
  type AiMindClasses,
  type AiStatus,
} from '../domain/ai-chat';
import { aiChatMachine } from '../machines/ai-chat.machine';
import type { AiChatStart, AiStreamReport, AskInput } from '../machines/ai-chat.types';
import { errorMessageOf } from '../machines/machine-errors';
import { streamAnswer } from '../services/ai-answer-stream';
import type { PageDeps } from './page-logic';

/** /aiChat with its real calls; answers stream through fetch, stopped by aborting it. */
export function createAiChatLogic(deps: PageDeps) {
  return aiChatMachine.provide({
    actors: {
      'load start': fromPromise<AiChatStart, { systemType: number }>(async ({ input, signal }) => {
        const status = await deps.api.post<AiStatus>('/api/AiChat/Status', { systemType: input.systemType }, undefined, { signal });
        if (!status.Configured || !status.Enabled) return { status, conversations: [], total: 0, classes: [] };
        const [page, mind] = await Promise.all([
          deps.api.post<AiConversationPage>(
            '/api/AiChat/Conversations',
            { systemType: input.systemType, pageIndex: 1, pageSize: AI_CONVERSATIONS_PAGE_SIZE },
            undefined,
            { signal },
          ),
          input.systemType === AiSystemType.mind
            ? deps.api.post<AiMindClasses>('/api/AiChat/MindClasses', {}, undefined, { signal })
            : Promise.resolve({ Classes: [] }),
        ]);
        return { status, conversations: page.List, total: page.Total, classes: mind.Classes };
      }),
      'load conversation': fromPromise<AiConversationMessages, { conversationId: number }>(({ input, signal }) =>
        deps.api.post('/api/AiChat/Messages', input, undefined, { signal }),
      ),
      'rename conversation': fromPromise<AiConversation, { conversationId: number; title: string }>(({ input }) => deps.api.post('/api/AiChat/Rename', input)),
      'delete conversation': fromPromise<number, { conversationId: number }>(({ input }) => deps.api.post('/api/AiChat/Delete', input)),
      ask: fromCallback<EventObject, AskInput, AiStreamReport>(({ input, sendBack, receive }) => {
        const controller = new AbortController();
        let stopped = false;
        let ended = false;
        receive((event) => {
          if (event.type === 'abort') {
            stopped = true;
            controller.abort();
          }
        });
        streamAnswer(
          deps.api,
          input,
          (report) => {
            if (report.type === 'conversation') sendBack({ type: 'stream.conversation', conversation: report.conversation });
            else if (report.type === 'tool') sendBack({ type: 'stream.tool', name: report.name, status: report.status });
            else if (report.type === 'delta') sendBack({ type: 'stream.delta', text: report.text });
            else if (report.type === 'done') {
              ended = true;
              sendBack({ type: 'stream.done', messageId: report.messageId });
            } else {
              ended = true;
              sendBack({ type: 'stream.error', message: report.message });
            }
          },
          controller.signal,
        ).then(
          // A stream cut off before its last event is a failure the tutor can retry.
          () => {
            if (!ended) sendBack(stopped ? { type: 'stream.stopped' } : { type: 'stream.error', message: AiChatMessages.upstreamFailed });
          },
          (error: unknown) => sendBack(stopped ? { type: 'stream.stopped' } : { type: 'stream.error', message: errorMessageOf(error) }),
        );
        // Leaving the state (page closed, conversation changed) closes the request too.
        return () => controller.abort();
      }),
    },
  });
}
