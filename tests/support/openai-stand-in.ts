import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-compatible chat-completions server for tests (the model itself is outside the
 * product). It streams SSE `data:` chunks ending with `[DONE]`, and behaves deterministically:
 * - AI Mind's system prompt ("prepare the tutor for class N") calls class_materials and
 *   student_profile for class N, then answers "## Lesson plan" and "## Remark" from their results;
 * - a question naming "class 123" calls class_materials for 123;
 * - a question about classes calls next_classes, then names each class from the result;
 * - a question about points calls points_ledger; "slow" streams 400 pieces, one each 25 ms;
 * - anything else is echoed back.
 */
export interface StandIn {
  url: string;
  /** Every request body received, in order. */
  requests: Array<{
    messages: Array<{ role: string; content?: string | null; tool_call_id?: string }>;
    tools?: Array<{ function: { name: string; parameters: unknown } }>;
    authorization: string;
  }>;
  /** How many streams the client closed before they ended. */
  aborted: () => number;
  close(): Promise<void>;
}

type Chunk = Record<string, unknown>;
interface ToolCall {
  name: string;
  args: Record<string, unknown>;
}

const chunkOf = (delta: Record<string, unknown>): Chunk => ({
  id: 'stand-in',
  object: 'chat.completion.chunk',
  choices: [{ index: 0, delta, finish_reason: null }],
});

function plan(body: StandIn['requests'][number]): { calls: ToolCall[]; text: string; slow: boolean } {
  const messages = body.messages;
  const lastUser = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const lastUserIndex = messages.map((m) => m.role).lastIndexOf('user');
  const toolResults = messages
    .slice(lastUserIndex + 1)
    .filter((m) => m.role === 'tool')
    .map((m) => JSON.parse(m.content ?? '{}') as Record<string, any>);
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const mind = /prepare the tutor for class (\d+)/.exec(system);
  const hasTools = (body.tools ?? []).length > 0;
  if (toolResults.length === 0 && hasTools) {
    if (mind)
      return {
        calls: [
          { name: 'class_materials', args: { class_id: Number(mind[1]) } },
          { name: 'student_profile', args: { class_id: Number(mind[1]) } },
        ],
        text: '',
        slow: false,
      };
    const named = /class (\d+)/i.exec(lastUser);
    if (named) return { calls: [{ name: 'class_materials', args: { class_id: Number(named[1]) } }], text: '', slow: false };
    if (/class/i.test(lastUser)) return { calls: [{ name: 'next_classes', args: {} }], text: '', slow: false };
    if (/point/i.test(lastUser)) return { calls: [{ name: 'points_ledger', args: {} }], text: '', slow: false };
  }
  if (mind && toolResults.length > 0) {
    const materials = toolResults.find((r) => 'Materials' in r || ('error' in r && !('Student' in r))) ?? {};
    const profile = toolResults.find((r) => 'Student' in r) ?? {};
    if (materials.error) return { calls: [], text: `I could not read that class: ${materials.error}`, slow: false };
    const name = profile.Student?.Name ?? 'the student';
    const text =
      `## Lesson plan\n` +
      `- **Lesson:** ${materials.Lesson || materials.Course}\n- Warm-up: greet ${name} and review the last lesson.\n- Main: practise the lesson's key words in short dialogues.\n- Wrap-up: ${name} retells the dialogue.\n\n` +
      `## Remark\n${name} (${profile.Student?.EnglishLevel ?? 'level unknown'}) ${profile.ReportSummary || 'is making steady progress.'}`;
    return { calls: [], text, slow: false };
  }
  const result = toolResults[0];
  if (result) {
    if (result.error) return { calls: [], text: `I could not read that: ${result.error}`, slow: false };
    if (Array.isArray(result.Classes)) {
      const lines = (result.Classes as Array<{ Start: string; Student: string; Course: string }>).map(
        (c) => `- ${c.Start.slice(0, 16).replace('T', ' ')} UTC: **${c.Student}**, ${c.Course}`,
      );
      return { calls: [], text: lines.length ? `Your next classes:\n\n${lines.join('\n')}` : 'You have no classes in the next two weeks.', slow: false };
    }
    if ('MonthTotal' in result) {
      const entries = (result.Entries as Array<{ Rule: string; Amount: number }>).map((e) => `- ${e.Rule}: ${e.Amount}`).join('\n');
      return { calls: [], text: `This month your teaching points moved by ${result.MonthTotal}.\n\n${entries}`, slow: false };
    }
    if ('Materials' in result) return { calls: [], text: `Class ${result.ClassId}: ${result.Lesson || result.Course}`, slow: false };
    return { calls: [], text: `Here is what I found: ${JSON.stringify(result).slice(0, 200)}`, slow: false };
  }
  const slow = /slow/i.test(lastUser);
  return { calls: [], text: slow ? Array.from({ length: 400 }, (_, i) => `word${i} `).join('') : `You said: ${lastUser}`, slow };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** Starts the stand-in on `port` (0: any free port). */
export async function startStandIn(port = 0, host = '127.0.0.1'): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  let aborted = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(await readBody(request)) as StandIn['requests'][number] & { stream?: boolean };
      requests.push({ ...body, authorization: request.headers.authorization ?? '' });
      const { calls, text, slow } = plan(body);
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      let closed = false;
      response.on('close', () => {
        if (!response.writableFinished) {
          closed = true;
          aborted += 1;
        }
      });
      const write = (chunk: Chunk) => response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      write(chunkOf({ role: 'assistant', content: '' }));
      calls.forEach((call, index) => {
        const args = JSON.stringify(call.args);
        // Split like real endpoints do: the name first, the arguments in two fragments.
        write(chunkOf({ tool_calls: [{ index, id: `call_${requests.length}_${index}`, type: 'function', function: { name: call.name, arguments: '' } }] }));
        write(chunkOf({ tool_calls: [{ index, function: { arguments: args.slice(0, 5) } }] }));
        write(chunkOf({ tool_calls: [{ index, function: { arguments: args.slice(5) } }] }));
      });
      const pieces = text.match(/\S+\s*|\s+/g) ?? [];
      for (const piece of pieces) {
        if (closed) return;
        write(chunkOf({ content: piece }));
        if (slow) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const promptTokens = Math.ceil(JSON.stringify(body.messages).length / 4);
      write({
        id: 'stand-in',
        object: 'chat.completion.chunk',
        choices: [],
        usage: { prompt_tokens: promptTokens, completion_tokens: pieces.length + calls.length * 10, total_tokens: 0 },
      });
      response.end('data: [DONE]\n\n');
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}/v1`,
    requests,
    aborted: () => aborted,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
