import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxMessagesTable } from '../db/schema';

export type OutboxRow = Selectable<OutboxMessagesTable>;

export interface NewOutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  userId: number | null;
  kind: string;
  subject: string;
  body: string;
  status: 'held' | 'sent' | 'failed';
  error: string | null;
  createdAt: string;
}

export async function insertOutboxMessage(db: Kysely<Database>, message: NewOutboxMessage): Promise<OutboxRow> {
  return db
    .insertInto('outbox_messages')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      user_id: message.userId,
      kind: message.kind,
      subject: message.subject,
      body: message.body,
      status: message.status,
      error: message.error,
      created_at: message.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A page of the outbox, newest first, optionally for one recipient. */
export async function listOutbox(
  db: Kysely<Database>,
  options: { recipient?: string; offset: number; limit: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  let query = db.selectFrom('outbox_messages');
  if (options.recipient) query = query.where('recipient', '=', options.recipient);
  const rows = await query.selectAll().orderBy('id', 'desc').offset(options.offset).limit(options.limit).execute();
  const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}
