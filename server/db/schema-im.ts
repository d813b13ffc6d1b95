import type { Generated } from 'kysely';

/** Tables of the chat (IM, 0009-im): profiles, conversations, members, messages and calls. */
export interface ImTables {
  im_profiles: ImProfilesTable;
  im_conversations: ImConversationsTable;
  im_members: ImMembersTable;
  im_messages: ImMessagesTable;
  im_calls: ImCallsTable;
}

export interface ImProfilesTable {
  user_id: number;
  user_type: number;
  nickname: string;
  enabled: Generated<number>;
}

export interface ImConversationsTable {
  id: Generated<number>;
  kind: string;
  name: Generated<string>;
  announcement: Generated<string>;
  introduction: Generated<string>;
  question: Generated<string>;
  direct_key: string | null;
  created_by: number | null;
  dissolved_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ImMembersTable {
  conversation_id: number;
  user_id: number;
  role: string;
  last_read_id: Generated<number>;
  unread_count: Generated<number>;
  joined_at: string;
}

export interface ImMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number | null;
  kind: string;
  body: Generated<string>;
  file_ref: string | null;
  file_name: string | null;
  file_size: number | null;
  content_type: string | null;
  width: number | null;
  height: number | null;
  retracted_at: string | null;
  created_at: string;
}

export interface ImCallsTable {
  id: Generated<number>;
  conversation_id: number;
  caller_id: number;
  callee_id: number;
  media_type: number;
  state: string;
  created_at: string;
  answered_at: string | null;
  ended_at: string | null;
}
