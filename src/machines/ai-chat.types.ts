import type { AiConversation, AiMessage, AiMindClass, AiStatus } from '../domain/ai-chat';

/** One class AI Mind can prepare. */
export type MindClass = AiMindClass;

export interface AiChatStart {
  status: AiStatus;
  conversations: AiConversation[];
  total: number;
  /** AI Mind only: the tutor's coming classes. */
  classes: MindClass[];
}

export interface AiChatInput {
  /** 0 the chat, 5 AI Mind. */
  systemType: number;
}

export interface AiChatContext {
  systemType: number;
  status: AiStatus | null;
  conversations: AiConversation[];
  total: number;
  classes: MindClass[];
  classId: number;
  conversationId: number;
  messages: AiMessage[];
  question: string;
  /** The question being answered (kept for Retry). */
  asked: string;
  /** The answer as it streams in. */
  partial: string;
  /** The tool running now, '' when none. */
  tool: string;
  toolsUsed: string[];
  error: string;
}

/** What the streaming actor reports while an answer arrives. */
export type AiStreamReport =
  | { type: 'stream.conversation'; conversation: AiConversation }
  | { type: 'stream.tool'; name: string; status: 'running' | 'done' }
  | { type: 'stream.delta'; text: string }
  | { type: 'stream.done'; messageId: number }
  | { type: 'stream.stopped' }
  | { type: 'stream.error'; message: string };

export type AiChatEvent =
  | AiStreamReport
  | { type: 'chat.input'; text: string }
  | { type: 'chat.send' }
  | { type: 'chat.stop' }
  | { type: 'chat.retry' }
  | { type: 'chat.new' }
  | { type: 'chat.open'; conversationId: number }
  | { type: 'chat.rename'; conversationId: number; title: string }
  | { type: 'chat.delete'; conversationId: number }
  | { type: 'mind.pick'; classId: number };

export interface AskInput {
  conversationId: number;
  content: string;
  systemType: number;
  classId: number;
}
