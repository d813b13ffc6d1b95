import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * The assistant (issue 20): each tutor's conversations (the plain chat, or AI Mind about one of
 * their classes), the messages in them, and the tokens each tutor used per provider month, which
 * the monthly cap is checked against. Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('ai_conversations'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    // 0 the chat, 5 AI Mind (the page's systemType)
    .addColumn('system_type', 'integer', (c) => c.notNull())
    // AI Mind's class; no foreign key, so a class removed later leaves the conversation readable.
    .addColumn('class_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The list: a tutor's conversations, latest first.
  await db.schema.createIndex('ai_conversations_user_updated').on('ai_conversations').columns(['user_id', 'updated_at']).execute();
  await withIdColumn(db, db.schema.createTable('ai_messages'))
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('ai_conversations.id').onDelete('cascade'))
    // user | assistant
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // The tools the answer used, comma-separated (shown under the answer).
    .addColumn('tools', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ai_messages_conversation').on('ai_messages').columns(['conversation_id', 'id']).execute();
  await db.schema
    .createTable('ai_token_usage')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // YYYY-MM in the provider's time zone
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('prompt_tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completion_tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requests', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ai_token_usage_pk', ['user_id', 'month'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ai_token_usage').execute();
  await db.schema.dropTable('ai_messages').execute();
  await db.schema.dropTable('ai_conversations').execute();
}
