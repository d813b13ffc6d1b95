import type { Kysely } from 'kysely';
import type { ContentDraft, ContentItem, ContentKind } from '../../src/domain/staff-content';
import type { LayoutNoticeKind } from '../../src/domain/layout-notices';
import type { Database } from '../db/schema';

/**
 * The staff console's content (issue 21): bulletins, home banners and layout notices, each kind in
 * its own table (the tutor side reads them there). Staff see every item, running or not.
 */

type Db = Kysely<Database>;

function bulletinItem(row: { id: number; title: string; content: string; published_at: string; expires_at: string | null }): ContentItem {
  return {
    Id: row.id,
    Kind: 'bulletin',
    Title: row.title,
    Body: row.content,
    ImageUrl: '',
    LinkUrl: '',
    StartsAt: row.published_at,
    EndsAt: row.expires_at,
    SortOrder: 0,
    NoticeKind: null,
    TutorGroup: null,
    Active: true,
  };
}

function bannerItem(row: {
  id: number;
  title: string;
  subtitle: string;
  image_url: string;
  link_url: string;
  starts_at: string;
  ends_at: string | null;
  sort_order: number;
}): ContentItem {
  return {
    Id: row.id,
    Kind: 'banner',
    Title: row.title,
    Body: row.subtitle,
    ImageUrl: row.image_url,
    LinkUrl: row.link_url,
    StartsAt: row.starts_at,
    EndsAt: row.ends_at,
    SortOrder: row.sort_order,
    NoticeKind: null,
    TutorGroup: null,
    Active: true,
  };
}

function noticeItem(row: {
  id: number;
  kind: string;
  title: string;
  body: string;
  image_url: string;
  link_url: string;
  first_day: string;
  last_day: string;
  tutor_group: string | null;
  active: number;
}): ContentItem {
  return {
    Id: row.id,
    Kind: 'notice',
    Title: row.title,
    Body: row.body,
    ImageUrl: row.image_url,
    LinkUrl: row.link_url,
    StartsAt: row.first_day,
    EndsAt: row.last_day,
    SortOrder: 0,
    NoticeKind: row.kind as LayoutNoticeKind,
    TutorGroup: row.tutor_group,
    Active: Number(row.active) === 1,
  };
}

/** One page of a kind's items (newest first; banners in their board order) and how many there are. */
export async function listContent(db: Db, kind: ContentKind, page: { offset: number; limit: number }): Promise<{ items: ContentItem[]; total: number }> {
  if (kind === 'bulletin') {
    const [rows, count] = await Promise.all([
      db.selectFrom('bulletins').selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
      db
        .selectFrom('bulletins')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(bulletinItem), total: Number(count.n) };
  }
  if (kind === 'banner') {
    const [rows, count] = await Promise.all([
      db.selectFrom('home_banners').selectAll().orderBy('sort_order').orderBy('id').offset(page.offset).limit(page.limit).execute(),
      db
        .selectFrom('home_banners')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(bannerItem), total: Number(count.n) };
  }
  const [rows, count] = await Promise.all([
    db.selectFrom('layout_notices').selectAll().orderBy('first_day', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
    db
      .selectFrom('layout_notices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(noticeItem), total: Number(count.n) };
}

/** One item of a kind, or undefined. */
export async function findContent(db: Db, kind: ContentKind, id: number): Promise<ContentItem | undefined> {
  if (kind === 'bulletin') {
    const row = await db.selectFrom('bulletins').selectAll().where('id', '=', id).executeTakeFirst();
    return row && bulletinItem(row);
  }
  if (kind === 'banner') {
    const row = await db.selectFrom('home_banners').selectAll().where('id', '=', id).executeTakeFirst();
    return row && bannerItem(row);
  }
  const row = await db.selectFrom('layout_notices').selectAll().where('id', '=', id).executeTakeFirst();
  return row && noticeItem(row);
}

/** A draft's fields as each table stores them. */
const bulletinColumns = (draft: ContentDraft) => ({ title: draft.Title, content: draft.Body, published_at: draft.StartsAt, expires_at: draft.EndsAt });
const bannerColumns = (draft: ContentDraft) => ({
  title: draft.Title,
  subtitle: draft.Body,
  image_url: draft.ImageUrl,
  link_url: draft.LinkUrl,
  starts_at: draft.StartsAt,
  ends_at: draft.EndsAt,
  sort_order: draft.SortOrder,
});
const noticeColumns = (draft: ContentDraft, at: string) => ({
  kind: draft.NoticeKind ?? 'holiday',
  title: draft.Title,
  body: draft.Body,
  image_url: draft.ImageUrl,
  link_url: draft.LinkUrl,
  first_day: draft.StartsAt,
  last_day: draft.EndsAt ?? draft.StartsAt,
  tutor_group: draft.TutorGroup,
  active: draft.Active ? 1 : 0,
  updated_at: at,
});

/** Inserts a checked, normalized draft; answers the new id. */
export async function insertContent(db: Db, draft: ContentDraft, at: string): Promise<number> {
  if (draft.Kind === 'bulletin') {
    const row = await db.insertInto('bulletins').values(bulletinColumns(draft)).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }
  if (draft.Kind === 'banner') {
    const row = await db.insertInto('home_banners').values(bannerColumns(draft)).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }
  const row = await db.insertInto('layout_notices').values(noticeColumns(draft, at)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces an item's fields with a checked, normalized draft; answers whether it existed. */
export async function updateContent(db: Db, id: number, draft: ContentDraft, at: string): Promise<boolean> {
  if (draft.Kind === 'bulletin') {
    const result = await db.updateTable('bulletins').set(bulletinColumns(draft)).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
  if (draft.Kind === 'banner') {
    const result = await db.updateTable('home_banners').set(bannerColumns(draft)).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
  const result = await db.updateTable('layout_notices').set(noticeColumns(draft, at)).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an item (a notice's "closed by" rows go with it); answers whether it existed. */
export async function deleteContent(db: Db, kind: ContentKind, id: number): Promise<boolean> {
  const table = kind === 'bulletin' ? 'bulletins' : kind === 'banner' ? 'home_banners' : 'layout_notices';
  if (kind === 'notice') await db.deleteFrom('tutor_notice_views').where('notice_id', '=', id).execute();
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
