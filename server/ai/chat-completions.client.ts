/**
 * A streaming client of an OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM,
 * LM Studio...): POST {baseUrl}/chat/completions with `stream: true`, read the SSE `data:` lines
 * until `[DONE]`, hand each content piece on, and gather tool calls from their fragments.
 */

export interface ChatToolCall {
  id: string;
  name: string;
  arguments: string;
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string; tool_calls?: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }> }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ChatToolSpec {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatRoundResult {
  content: string;
  toolCalls: ChatToolCall[];
  usage: { promptTokens: number; completionTokens: number };
}

export interface ChatEndpoint {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export class UpstreamError extends Error {
  override name = 'UpstreamError';
}

interface StreamChunk {
  choices?: Array<{
    delta?: { content?: string | null; tool_calls?: Array<{ index?: number; id?: string; function?: { name?: string; arguments?: string } }> };
  }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
}

/** One round: the model's streamed answer, calling `onDelta` per piece; aborted with `signal`. */
export async function streamChatRound(
  endpoint: ChatEndpoint,
  request: { messages: ChatMessage[]; tools: ChatToolSpec[] },
  onDelta: (text: string) => void,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<ChatRoundResult> {
  const timeout = AbortSignal.timeout(endpoint.timeoutMs);
  const response = await fetchImpl(`${endpoint.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}) },
    body: JSON.stringify({
      model: endpoint.model,
      stream: true,
      // Ask for the usage figures in the last chunk (OpenAI; others send them anyway or not at all).
      stream_options: { include_usage: true },
      messages: request.messages,
      ...(request.tools.length > 0 ? { tools: request.tools } : {}),
    }),
    signal: AbortSignal.any([signal, timeout]),
  });
  if (!response.ok || !response.body) throw new UpstreamError(`chat completions answered HTTP ${response.status}`);

  let content = '';
  const calls = new Map<number, ChatToolCall>();
  const usage = { promptTokens: 0, completionTokens: 0 };
  const decoder = new TextDecoder();
  let buffer = '';
  let done = false;
  const reader = response.body.getReader();
  try {
    while (!done) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') {
          done = true;
          break;
        }
        const chunk = parseChunk(data);
        if (chunk.usage) {
          usage.promptTokens = chunk.usage.prompt_tokens ?? usage.promptTokens;
          usage.completionTokens = chunk.usage.completion_tokens ?? usage.completionTokens;
        }
        const delta = chunk.choices?.[0]?.delta;
        if (delta?.content) {
          content += delta.content;
          onDelta(delta.content);
        }
        for (const fragment of delta?.tool_calls ?? []) {
          const index = fragment.index ?? 0;
          const call = calls.get(index) ?? { id: '', name: '', arguments: '' };
          if (fragment.id) call.id = fragment.id;
          if (fragment.function?.name) call.name += fragment.function.name;
          if (fragment.function?.arguments) call.arguments += fragment.function.arguments;
          calls.set(index, call);
        }
      }
    }
  } finally {
    // Closing the body closes the upstream connection when the tutor stopped early.
    await reader.cancel().catch(() => undefined);
  }
  // Endpoints that report no usage are counted roughly (4 characters a token), so the cap still holds.
  if (usage.promptTokens === 0 && usage.completionTokens === 0) {
    usage.promptTokens = Math.ceil(JSON.stringify(request.messages).length / 4);
    usage.completionTokens = Math.ceil(content.length / 4);
  }
  return { content, toolCalls: [...calls.values()].map((call, i) => ({ ...call, id: call.id || `call_${i}` })), usage };
}

function parseChunk(data: string): StreamChunk {
  try {
    return JSON.parse(data) as StreamChunk;
  } catch {
    throw new UpstreamError('chat completions sent a chunk that is not JSON');
  }
}
