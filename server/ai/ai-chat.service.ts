import type { Kysely } from 'kysely';
import {
  AI_HISTORY_MESSAGES,
  AI_MAX_TOOL_ROUNDS,
  AI_TITLE_MAX,
  AiChatMessages,
  AiSystemType,
  conversationTitleOf,
  questionProblem,
  type AiAskRequest,
  type AiConversation,
  type AiConversationMessages,
  type AiConversationPage,
  type AiMessage,
  type AiStatus,
} from '../../src/domain/ai-chat';
import { ErrorCode } from '../../src/domain/error-codes';
import { localMonth } from '../../src/domain/provider-time';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type { Clock } from '../services/clock';
import * as repo from './ai-chat.repository';
import { streamChatRound, type ChatEndpoint, type ChatMessage } from './chat-completions.client';
import type { TutorTools } from './ai-tools';
import { loadAssistantSettings } from './assistant-settings';
import { assistantVariantEnabled, mindInstruction, variantOffMessage } from '../../src/domain/staff-assistant';

export interface AiDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'ai' | 'shell'>;
}

const fail = (message: string, code: number = ErrorCode.Failed, status = 400) => new ApiFailure(code, message, status);

export function isConfigured(deps: AiDeps): boolean {
  return deps.config.ai.baseUrl !== '';
}

function monthKey(deps: AiDeps): string {
  return localMonth(deps.clock.now().getTime(), deps.config.shell.providerTimeZone).key;
}

/** The status for one variant of the page (0 chat, 5 AI Mind), with the settings staff stored. */
export async function aiStatus(deps: AiDeps, userId: number, isStaff: boolean, systemType: number = AiSystemType.chat): Promise<AiStatus> {
  const configured = isConfigured(deps);
  const settings = await loadAssistantSettings(deps.db, deps.config);
  const enabled = assistantVariantEnabled(settings, systemType);
  return {
    Configured: configured,
    Enabled: enabled,
    Model: configured ? settings.Model : '',
    UsedTokens: isStaff ? 0 : await repo.tokensUsed(deps.db, userId, monthKey(deps)),
    MonthlyCap: settings.MonthlyTokenCap,
    SetupHint: !configured && isStaff ? AiChatMessages.staffSetup : '',
  };
}

function toConversation(row: { id: number; title: string; system_type: number; class_id: number | null; updated_at: string }): AiConversation {
  return { Id: row.id, Title: row.title, SystemType: row.system_type, ClassId: row.class_id ?? 0, UpdatedAt: row.updated_at };
}

function toMessage(row: { id: number; role: string; content: string; tools: string; created_at: string }): AiMessage {
  return {
    Id: row.id,
    Role: row.role === 'user' ? 'user' : 'assistant',
    Content: row.content,
    Tools: row.tools ? row.tools.split(',') : [],
    CreatedAt: row.created_at,
  };
}

export async function conversations(deps: AiDeps, tutorId: number, systemType: number, pageIndex: number, pageSize: number): Promise<AiConversationPage> {
  const { rows, total } = await repo.listConversations(deps.db, tutorId, systemType, { offset: (pageIndex - 1) * pageSize, limit: pageSize });
  return { Total: total, List: rows.map(toConversation) };
}

async function ownConversation(deps: AiDeps, tutorId: number, conversationId: number) {
  const row = await repo.findConversation(deps.db, tutorId, conversationId);
  if (!row) throw fail(AiChatMessages.conversationNotFound, ErrorCode.NotFound, 404);
  return row;
}

export async function conversationMessages(deps: AiDeps, tutorId: number, conversationId: number): Promise<AiConversationMessages> {
  const row = await ownConversation(deps, tutorId, conversationId);
  const messages = await repo.recentMessages(deps.db, conversationId, 200);
  return { Conversation: toConversation(row), Messages: messages.map(toMessage) };
}

export async function rename(deps: AiDeps, tutorId: number, conversationId: number, title: string): Promise<AiConversation> {
  const clean = title.trim();
  if (clean.length === 0 || clean.length > AI_TITLE_MAX) throw fail(AiChatMessages.titleInvalid);
  if (!(await repo.renameConversation(deps.db, tutorId, conversationId, clean))) throw fail(AiChatMessages.conversationNotFound, ErrorCode.NotFound, 404);
  return toConversation(await ownConversation(deps, tutorId, conversationId));
}

export async function remove(deps: AiDeps, tutorId: number, conversationId: number) {
  if (!(await repo.deleteConversation(deps.db, tutorId, conversationId))) throw fail(AiChatMessages.conversationNotFound, ErrorCode.NotFound, 404);
  return true;
}

/** The Send body with the route's defaults filled in. */
export type AskRequest = Required<AiAskRequest>;

/** What the route streams to the page while an answer is made. */
export interface AnswerSink {
  conversation(value: AiConversation): void;
  tool(name: string, status: 'running' | 'done'): void;
  delta(text: string): void;
}

/**
 * Checks everything that can be refused before the stream opens (set-up, cap, question, the
 * conversation or class being the tutor's own), so a refusal is an ordinary envelope.
 */
export async function prepareAnswer(deps: AiDeps, tutorId: number, request: AskRequest, ownClass: (classId: number) => Promise<unknown>) {
  if (!isConfigured(deps)) throw fail(AiChatMessages.notConfigured);
  const problem = questionProblem(request.content);
  if (problem) throw fail(problem);
  const systemType = request.systemType === AiSystemType.mind ? AiSystemType.mind : AiSystemType.chat;
  // The settings staff stored, read now: a change applies from the next question on.
  const settings = await loadAssistantSettings(deps.db, deps.config);
  if (!assistantVariantEnabled(settings, systemType)) throw fail(variantOffMessage(systemType));
  const month = monthKey(deps);
  if ((await repo.tokensUsed(deps.db, tutorId, month)) >= settings.MonthlyTokenCap) throw fail(AiChatMessages.capReached);
  const existing = request.conversationId > 0 ? await ownConversation(deps, tutorId, request.conversationId) : null;
  const classId = existing ? (existing.class_id ?? 0) : request.classId;
  if (systemType === AiSystemType.mind && !existing) {
    if (classId <= 0) throw fail(AiChatMessages.mindNeedsClass);
    await ownClass(classId);
  }
  return { existing, systemType, classId, month, settings };
}

/** Stores the question, runs the model with the tutor's tools until it answers, stores the answer and its tokens. */
export async function answer(
  deps: AiDeps,
  tutorId: number,
  request: AskRequest,
  prepared: Awaited<ReturnType<typeof prepareAnswer>>,
  tools: TutorTools,
  sink: AnswerSink,
  signal: AbortSignal,
): Promise<{ messageId: number; usage: { promptTokens: number; completionTokens: number }; stopped: boolean }> {
  const at = () => deps.clock.now().toISOString();
  const conversationId =
    prepared.existing?.id ??
    (await repo.insertConversation(deps.db, {
      tutorId,
      title: conversationTitleOf(request.content),
      systemType: prepared.systemType,
      classId: prepared.classId > 0 ? prepared.classId : null,
      at: at(),
    }));
  const history = await repo.recentMessages(deps.db, conversationId, AI_HISTORY_MESSAGES);
  await repo.insertMessage(deps.db, { conversationId, role: 'user', content: request.content.trim(), tools: '', at: at() });
  sink.conversation(toConversation(await ownConversation(deps, tutorId, conversationId)));

  const messages: ChatMessage[] = [
    {
      role: 'system',
      content:
        prepared.systemType === AiSystemType.mind
          ? `${prepared.settings.ChatPrompt}\n${mindInstruction(prepared.settings.MindPrompt, prepared.classId)}`
          : prepared.settings.ChatPrompt,
    },
    ...history.map((m): ChatMessage => (m.role === 'user' ? { role: 'user', content: m.content } : { role: 'assistant', content: m.content })),
    { role: 'user', content: request.content.trim() },
  ];
  const endpoint: ChatEndpoint = { ...deps.config.ai, model: prepared.settings.Model };
  const usage = { promptTokens: 0, completionTokens: 0 };
  const used: string[] = [];
  let content = '';
  let stopped = false;
  try {
    for (let round = 0; round <= AI_MAX_TOOL_ROUNDS; round += 1) {
      // The last round offers no tools, so the model has to answer.
      const result = await streamChatRound(
        endpoint,
        { messages, tools: round < AI_MAX_TOOL_ROUNDS ? tools.specs : [] },
        (text) => {
          content += text;
          sink.delta(text);
        },
        signal,
      );
      usage.promptTokens += result.usage.promptTokens;
      usage.completionTokens += result.usage.completionTokens;
      if (result.toolCalls.length === 0) break;
      messages.push({
        role: 'assistant',
        content: result.content,
        tool_calls: result.toolCalls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })),
      });
      for (const call of result.toolCalls) {
        sink.tool(call.name, 'running');
        const output = await tools.run(call.name, call.arguments);
        if (!used.includes(call.name)) used.push(call.name);
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(output) });
        sink.tool(call.name, 'done');
      }
    }
  } catch (error) {
    if (!signal.aborted) {
      await repo.addTokenUsage(deps.db, tutorId, prepared.month, usage);
      throw error;
    }
    stopped = true;
  }
  // A stopped answer keeps what had arrived, marked, so the conversation reads as it happened.
  const stored = stopped ? `${content}\n\n*${AiChatMessages.stopped}*`.trim() : content;
  const messageId = await repo.insertMessage(deps.db, { conversationId, role: 'assistant', content: stored, tools: used.join(','), at: at() });
  await repo.addTokenUsage(deps.db, tutorId, prepared.month, usage);
  return { messageId, usage, stopped };
}
