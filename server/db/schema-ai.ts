import type { Generated } from 'kysely';

/** The assistant's tables (0031-ai-chat). */
export interface AiTables {
  ai_conversations: AiConversationsTable;
  ai_messages: AiMessagesTable;
  ai_token_usage: AiTokenUsageTable;
}

export interface AiConversationsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  system_type: number;
  class_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface AiMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  role: string;
  content: string;
  tools: Generated<string>;
  created_at: string;
}

/** Tokens a tutor used in a provider month, as the endpoint reported them. */
export interface AiTokenUsageTable {
  user_id: number;
  month: string;
  prompt_tokens: Generated<number>;
  completion_tokens: Generated<number>;
  requests: Generated<number>;
}
