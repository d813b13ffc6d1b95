import type { Static } from '@sinclair/typebox';
import type { ContentListItemSchema, ContentPageSchema, SaveContentBody } from './api/staff-content.schemas';
import { LAYOUT_NOTICE_KINDS } from './layout-notices';

/**
 * What the provider's staff publish to tutors (issue 21, Content): bulletins on the dashboard,
 * banners on the home board and layout notices (holiday greeting, app poster, transfer notice),
 * each with a validity window. Bulletins and banners run between two instants; layout notices
 * between two provider days, both included, since they are shown once on a day.
 */
export const ContentKind = { bulletin: 'bulletin', banner: 'banner', notice: 'notice' } as const;
export type ContentKind = (typeof ContentKind)[keyof typeof ContentKind];
export const CONTENT_KINDS: readonly ContentKind[] = Object.values(ContentKind);

export const CONTENT_KIND_LABELS: Readonly<Record<ContentKind, string>> = {
  bulletin: 'Bulletins',
  banner: 'Banners',
  notice: 'Layout notices',
};

export const CONTENT_TITLE_MAX_LENGTH = 120;
export const CONTENT_BODY_MAX_LENGTH = 4000;
export const CONTENT_URL_MAX_LENGTH = 500;
export const CONTENT_GROUP_MAX_LENGTH = 60;

/** A content item as the console lists it: as stored, and whether tutors see it now (GET /api/Staff/Content). */
export type ContentListItem = Static<typeof ContentListItemSchema>;

/** A content item as stored: the listed item without Running, which depends on when it is read. */
export type ContentItem = Omit<ContentListItem, 'Running'>;

/** A page of one kind of content. */
export type ContentPage = Static<typeof ContentPageSchema>;

/** What staff send to create (no Id) or change (with Id) an item. */
export type ContentDraft = Static<typeof SaveContentBody>;

/** A blank draft of a kind (a new item's form). */
export function emptyContentDraft(kind: ContentKind): ContentDraft {
  return {
    Kind: kind,
    Title: '',
    Body: '',
    ImageUrl: '',
    LinkUrl: '',
    StartsAt: '',
    EndsAt: null,
    SortOrder: 0,
    NoticeKind: kind === ContentKind.notice ? 'holiday' : null,
    TutorGroup: null,
    Active: true,
  };
}

export const StaffContentMessages = {
  created: 'Published.',
  updated: 'Saved.',
  deleted: 'Deleted.',
  titleRequired: 'Write a title.',
  titleTooLong: `A title has at most ${CONTENT_TITLE_MAX_LENGTH} characters.`,
  bodyRequired: 'Write the text tutors will read.',
  bodyTooLong: `The text has at most ${CONTENT_BODY_MAX_LENGTH} characters.`,
  badUrl: 'A link or picture address starts with https://, http:// or / (a page of the portal).',
  badStart: 'Choose when it starts.',
  badEnd: 'It must end after it starts.',
  endRequired: 'A layout notice needs its last day.',
  noticeKindRequired: 'Choose which notice this is.',
  groupTooLong: `A tutor group has at most ${CONTENT_GROUP_MAX_LENGTH} characters.`,
  notFound: 'This item does not exist any more.',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  return DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

function isInstant(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));
}

/** A link or picture tutors open: an absolute web address or a path of the portal; empty is none. */
export function isContentUrl(url: string): boolean {
  if (url === '') return true;
  if (url.length > CONTENT_URL_MAX_LENGTH) return false;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return /^https?:\/\/[^\s/]+/i.test(url);
}

/** The first thing wrong with a draft, or null when it can be saved. Both halves check with this. */
export function contentDraftError(draft: ContentDraft): string | null {
  const title = draft.Title.trim();
  if (title === '') return StaffContentMessages.titleRequired;
  if (title.length > CONTENT_TITLE_MAX_LENGTH) return StaffContentMessages.titleTooLong;
  // A banner's subtitle may be empty; a bulletin or a notice is its text.
  if (draft.Kind !== ContentKind.banner && draft.Body.trim() === '') return StaffContentMessages.bodyRequired;
  if (draft.Body.length > CONTENT_BODY_MAX_LENGTH) return StaffContentMessages.bodyTooLong;
  if (!isContentUrl(draft.ImageUrl.trim()) || !isContentUrl(draft.LinkUrl.trim())) return StaffContentMessages.badUrl;
  if (draft.Kind === ContentKind.notice) {
    if (!draft.NoticeKind || !LAYOUT_NOTICE_KINDS.includes(draft.NoticeKind)) return StaffContentMessages.noticeKindRequired;
    if (!isDay(draft.StartsAt)) return StaffContentMessages.badStart;
    if (draft.EndsAt === null || draft.EndsAt === '') return StaffContentMessages.endRequired;
    if (!isDay(draft.EndsAt) || draft.EndsAt < draft.StartsAt) return StaffContentMessages.badEnd;
    if ((draft.TutorGroup ?? '').trim().length > CONTENT_GROUP_MAX_LENGTH) return StaffContentMessages.groupTooLong;
    return null;
  }
  if (!isInstant(draft.StartsAt)) return StaffContentMessages.badStart;
  if (draft.EndsAt !== null && draft.EndsAt !== '' && (!isInstant(draft.EndsAt) || Date.parse(draft.EndsAt) <= Date.parse(draft.StartsAt))) {
    return StaffContentMessages.badEnd;
  }
  return null;
}

/** Whether an item runs now: `today` is the provider day (notices), `now` the instant (the others). */
export function isRunning(item: Pick<ContentItem, 'Kind' | 'StartsAt' | 'EndsAt' | 'Active'>, now: Date, today: string): boolean {
  if (item.Kind === ContentKind.notice) return item.Active && item.StartsAt <= today && today <= (item.EndsAt ?? '');
  const at = now.getTime();
  return Date.parse(item.StartsAt) <= at && (item.EndsAt === null || at < Date.parse(item.EndsAt));
}

/** A draft's fields as stored: trimmed, the notice-only fields dropped for the other kinds. */
export function normalizedDraft(draft: ContentDraft): ContentDraft {
  const notice = draft.Kind === ContentKind.notice;
  const group = (draft.TutorGroup ?? '').trim();
  return {
    ...draft,
    Title: draft.Title.trim(),
    Body: draft.Body.trim(),
    ImageUrl: draft.ImageUrl.trim(),
    LinkUrl: draft.LinkUrl.trim(),
    StartsAt: notice ? draft.StartsAt : new Date(draft.StartsAt).toISOString(),
    EndsAt: draft.EndsAt === null || draft.EndsAt === '' ? null : notice ? draft.EndsAt : new Date(draft.EndsAt).toISOString(),
    SortOrder: draft.Kind === ContentKind.banner ? Math.trunc(draft.SortOrder) : 0,
    NoticeKind: notice ? draft.NoticeKind : null,
    TutorGroup: notice && group !== '' ? group : null,
    Active: notice ? draft.Active : true,
  };
}
