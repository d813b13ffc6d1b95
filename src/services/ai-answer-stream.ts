import { AiStreamEvent, type AiAskRequest, type AiConversation } from '../domain/ai-chat';
import type { Envelope } from '../domain/error-codes';
import { unwrapEnvelope, type ApiClient } from './api-client';

export type AnswerReport =
  | { type: 'conversation'; conversation: AiConversation }
  | { type: 'tool'; name: string; status: 'running' | 'done' }
  | { type: 'delta'; text: string }
  | { type: 'done'; messageId: number }
  | { type: 'error'; message: string };

/**
 * Asks the assistant (POST /api/AiChat/Send) and reports its server-sent events as they arrive.
 * A refusal before the stream (not set up, the cap, a bad question) is the envelope: it throws
 * the ApiError the catalogue says. Aborting `signal` closes the request; the server stops upstream.
 */
export async function streamAnswer(api: ApiClient, body: Required<AiAskRequest>, report: (event: AnswerReport) => void, signal: AbortSignal): Promise<void> {
  const response = await api.postStream('/api/AiChat/Send', body, signal);
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    unwrapEnvelope((await response.json()) as Envelope<unknown>);
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const name = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as {
        Conversation?: AiConversation;
        Name?: string;
        Status?: string;
        Text?: string;
        MessageId?: number;
        Msg?: string;
      };
      if (name === AiStreamEvent.conversation) report({ type: 'conversation', conversation: data.Conversation as AiConversation });
      else if (name === AiStreamEvent.tool) report({ type: 'tool', name: data.Name ?? '', status: data.Status === 'done' ? 'done' : 'running' });
      else if (name === AiStreamEvent.delta) report({ type: 'delta', text: data.Text ?? '' });
      else if (name === AiStreamEvent.done) report({ type: 'done', messageId: data.MessageId ?? 0 });
      else if (name === AiStreamEvent.error) report({ type: 'error', message: data.Msg ?? '' });
    }
  }
}
