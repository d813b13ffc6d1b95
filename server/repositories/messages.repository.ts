import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely';
import { MessageCategory, MessageKind, NoticeStatus, categoryOfKind, type ReminderFields, type ReminderType } from '../../src/domain/message-kinds';
import { reusableQuery } from '../db/reusable-query';
import type { Database, MessagesTable } from '../db/schema';
import { unreadTotals as imUnreadTotals } from '../im/im.repository';

/** Plain queries on the messages table; every one is scoped to a tutor. */
export type MessageRow = Selectable<MessagesTable>;

export interface NewMessage {
  tutorId: number;
  kind: MessageKind;
  title: string;
  content?: string;
  remind?: boolean;
  reminderType?: ReminderType;
  reminderFields?: ReminderFields;
  sentBy?: number;
  /** Seeds back-date messages; everything else stores them now. */
  createdAt?: string;
  readAt?: string | null;
}

function toValues(message: NewMessage, nowIso: string) {
  return {
    tutor_id: message.tutorId,
    kind: message.kind,
    category: categoryOfKind(message.kind),
    title: message.title,
    content: message.content ?? '',
    remind: message.remind ? 1 : 0,
    reminder_type: message.reminderType ?? null,
    reminder_fields: message.reminderFields ? JSON.stringify(message.reminderFields) : null,
    refuse_reason: null,
    answered_at: null,
    read_at: message.readAt ?? null,
    created_at: message.createdAt ?? nowIso,
    sent_by: message.sentBy ?? null,
  };
}

export async function insertMessage(db: Kysely<Database>, message: NewMessage, nowIso: string): Promise<MessageRow> {
  return db.insertInto('messages').values(toValues(message, nowIso)).returningAll().executeTakeFirstOrThrow();
}

/** Inserts many messages in one statement per 500 (staff broadcasts, seeds). */
export async function insertMessages(db: Kysely<Database>, messages: NewMessage[], nowIso: string): Promise<MessageRow[]> {
  const rows: MessageRow[] = [];
  for (let start = 0; start < messages.length; start += 500) {
    const batch = messages.slice(start, start + 500).map((message) => toValues(message, nowIso));
    rows.push(...(await db.insertInto('messages').values(batch).returningAll().execute()));
  }
  return rows;
}

export interface MessageFilter {
  categories?: readonly number[];
  kinds?: readonly MessageKind[];
  /** Case-insensitive text searched in title and content. */
  key?: string;
  createdFrom?: string;
  createdTo?: string;
}

function filtered(db: Kysely<Database>, tutorId: number, filter: MessageFilter) {
  let query = db.selectFrom('messages').where('tutor_id', '=', tutorId);
  if (filter.categories?.length) query = query.where('category', 'in', [...filter.categories]);
  if (filter.kinds?.length) query = query.where('kind', 'in', [...filter.kinds]);
  if (filter.createdFrom) query = query.where('created_at', '>=', filter.createdFrom);
  if (filter.createdTo) query = query.where('created_at', '<', filter.createdTo);
  const key = filter.key?.trim().toLowerCase();
  if (key) {
    // The same LIKE with an explicit escape character reads the same in SQLite and PostgreSQL.
    const pattern = `%${key.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where(({ or }) =>
      or([sql<boolean>`lower(${sql.ref('title')}) like ${pattern} escape '\\'`, sql<boolean>`lower(${sql.ref('content')}) like ${pattern} escape '\\'`]),
    );
  }
  return query;
}

/**
 * The shape every tab of the message center asks for (one category, no search), built by Kysely
 * once rather than on every call. On SQLite two queries beat one with `count(*) over ()`: the count
 * reads the index alone and the page stops at its limit in index order, where the window function
 * makes SQLite read and sort every matching row. On PostgreSQL a round trip costs more than that,
 * so the page carries its count.
 */
const countCategory = reusableQuery((db, p: { tutorId: number; category: number }) =>
  filtered(db, p.tutorId, { categories: [p.category] }).select((eb) => eb.fn.countAll<number | string>().as('total')),
);
const categoryPage = reusableQuery((db, p: { tutorId: number; category: number; limit: number; offset: number }) =>
  newestFirst(filtered(db, p.tutorId, { categories: [p.category] }), p),
);
const countedCategoryPage = reusableQuery((db, p: { tutorId: number; category: number; limit: number; offset: number }) =>
  newestFirst(filtered(db, p.tutorId, { categories: [p.category] }), p).select((eb) => eb.fn.countAll<number | string>().over().as('matching')),
);

function newestFirst(query: ReturnType<typeof filtered>, page: { offset: number; limit: number }) {
  return query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit);
}

/** One page of a tutor's messages, newest first, and how many match in all. */
export async function listMessages(
  db: Kysely<Database>,
  tutorId: number,
  filter: MessageFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: MessageRow[] }> {
  const category = tabOf(filter);
  if (category !== undefined && db.getExecutor().adapter instanceof PostgresAdapter) {
    const found = await countedCategoryPage(db, { tutorId, category, ...page });
    const rows = found.map(({ matching: _matching, ...row }) => row);
    // A page past the last one has no row to carry the count.
    if (found.length > 0 || page.offset === 0) return { total: Number(found[0]?.matching ?? 0), rows };
  }
  if (category !== undefined) {
    const [counted] = await countCategory(db, { tutorId, category });
    return { total: Number(counted?.total ?? 0), rows: await categoryPage(db, { tutorId, category, ...page }) };
  }
  const counted = await filtered(db, tutorId, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirst();
  return { total: Number(counted?.total ?? 0), rows: await newestFirst(filtered(db, tutorId, filter), page).execute() };
}

/** The category when `filter` asks for one whole tab and nothing else. */
function tabOf(filter: MessageFilter): number | undefined {
  const [category, ...others] = filter.categories ?? [];
  const narrowed = others.length > 0 || filter.kinds?.length || filter.key?.trim() || filter.createdFrom || filter.createdTo;
  return narrowed ? undefined : category;
}

export async function findMessage(db: Kysely<Database>, tutorId: number, id: number): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('tutor_id', '=', tutorId).where('id', '=', id).executeTakeFirst();
}

/** Marks the tutor's unread messages among `ids` read; answers how many changed. */
export async function markMessagesRead(db: Kysely<Database>, tutorId: number, ids: readonly number[], nowIso: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('messages')
    .set({ read_at: nowIso })
    .where('tutor_id', '=', tutorId)
    .where('id', 'in', [...ids])
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markCategoryRead(db: Kysely<Database>, tutorId: number, category: number, nowIso: string): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ read_at: nowIso })
    .where('tutor_id', '=', tutorId)
    .where('category', '=', category)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Unread counters. `home` counts what the home page asks the tutor to act on: class notices not
 * yet answered, system messages flagged remind, and attendance messages.
 */
export interface UnreadCounters {
  unread: number;
  home: number;
  notice: number;
  warn: number;
  remind: number;
  levelUp: number;
  /** Unread chat messages (issue 19), beside the message center's counters in the header. */
  im: number;
}

export async function unreadCounters(db: Kysely<Database>, tutorId: number): Promise<UnreadCounters> {
  const counters = (await unreadCountersOf(db, [tutorId])).get(tutorId);
  if (!counters) throw new Error('unread counters missing');
  return counters;
}

/** The counters of many users in two queries (a chat message to a large group pushes everyone's). */
export async function unreadCountersOf(db: Kysely<Database>, tutorIds: readonly number[]): Promise<Map<number, UnreadCounters>> {
  const countWhen = (condition: ReturnType<typeof sql>) => sql<number | string>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
  const result = new Map<number, UnreadCounters>();
  for (let start = 0; start < tutorIds.length; start += 500) {
    const ids = tutorIds.slice(start, start + 500);
    const rows = await db
      .selectFrom('messages')
      .where('tutor_id', 'in', ids)
      .where('read_at', 'is', null)
      .groupBy('tutor_id')
      .select((eb) => [
        'tutor_id',
        eb.fn.countAll<number | string>().as('unread'),
        countWhen(sql`category = ${MessageCategory.notice}`).as('notice'),
        countWhen(sql`category = ${MessageCategory.warning}`).as('warn'),
        countWhen(sql`category = ${MessageCategory.remind}`).as('remind'),
        countWhen(sql`category = ${MessageCategory.levelUp}`).as('levelUp'),
        countWhen(
          sql`(kind = ${MessageKind.classNotice} and notice_status = ${NoticeStatus.pending}) or (kind = ${MessageKind.system} and remind = 1) or kind = ${MessageKind.attendance}`,
        ).as('home'),
      ])
      .execute();
    const byTutor = new Map(rows.map((row) => [row.tutor_id, row]));
    const chat = await imUnreadTotals(db, ids);
    for (const id of ids) {
      const row = byTutor.get(id);
      result.set(id, {
        unread: Number(row?.unread ?? 0),
        home: Number(row?.home ?? 0),
        notice: Number(row?.notice ?? 0),
        warn: Number(row?.warn ?? 0),
        remind: Number(row?.remind ?? 0),
        levelUp: Number(row?.levelUp ?? 0),
        im: chat.get(id) ?? 0,
      });
    }
  }
  return result;
}
