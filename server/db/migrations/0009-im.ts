import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * The in-app chat: chat profiles (user type, nickname, whether IM is allowed), conversations
 * (direct, group, class reminders), their members with group role and read position, the
 * messages, and calls. Frozen: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('im_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('user_type', 'integer', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withIdColumn(db, db.schema.createTable('im_conversations'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('announcement', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('question', 'text', (c) => c.notNull().defaultTo(''))
    // A direct chat's pair as "low:high" user ids, unique, so two people have one direct chat.
    .addColumn('direct_key', 'text', (c) => c.unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('dissolved_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('im_members')
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('im_conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('last_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    // Others' messages after last_read_id, not withdrawn: kept with every change, rebuilt by recountUnread.
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('im_members_pk', ['conversation_id', 'user_id'])
    .execute();
  await db.schema.createIndex('im_members_user').on('im_members').columns(['user_id', 'conversation_id']).execute();

  await withIdColumn(db, db.schema.createTable('im_messages'))
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('im_conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_ref', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('retracted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('im_messages_conversation').on('im_messages').columns(['conversation_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('im_calls'))
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('im_conversations.id').onDelete('cascade'))
    .addColumn('caller_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('callee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('media_type', 'integer', (c) => c.notNull())
    // ringing, connected, declined, missed, cancelled, ended
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('im_calls_callee_state').on('im_calls').columns(['callee_id', 'state']).execute();
  await db.schema.createIndex('im_calls_caller_state').on('im_calls').columns(['caller_id', 'state']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['im_calls', 'im_messages', 'im_members', 'im_conversations', 'im_profiles']) {
    await db.schema.dropTable(table).execute();
  }
}
