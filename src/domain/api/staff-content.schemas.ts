import { Type, type SchemaOptions } from '@sinclair/typebox';
import { LAYOUT_NOTICE_KINDS } from '../layout-notices';
import { CONTENT_BODY_MAX_LENGTH, CONTENT_GROUP_MAX_LENGTH, CONTENT_KINDS, CONTENT_TITLE_MAX_LENGTH, CONTENT_URL_MAX_LENGTH } from '../staff-content';
import { STAFF_PAGE_SIZE } from '../staff-console';
import { DbId, DbInteger } from './db-integer';

/** Schemas of the staff console's content calls (issue 21): bulletins, banners, layout notices. */

const Kind = Type.Union(
  CONTENT_KINDS.map((kind) => Type.Literal(kind)),
  { description: 'bulletin (dashboard), banner (home board) or notice (layout notice).' },
);
const NoticeKind = Type.Union(LAYOUT_NOTICE_KINDS.map((kind) => Type.Literal(kind)));
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, options?: SchemaOptions) => Type.Union([schema, Type.Null()], options);
const When = Type.String({ maxLength: 40, description: 'Bulletins and banners: an ISO instant; notices: a provider day YYYY-MM-DD.' });

export const ContentQuery = Type.Object(
  {
    kind: Kind,
    pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: STAFF_PAGE_SIZE }),
  },
  { additionalProperties: false },
);

/** An item as the console lists it: as stored, and whether tutors see it now. */
export const ContentListItemSchema = Type.Object({
  Id: Type.Integer(),
  Kind: Kind,
  Title: Type.String(),
  Body: Type.String({ description: "The bulletin's text, the banner's subtitle or the notice's body." }),
  ImageUrl: Type.String(),
  LinkUrl: Type.String(),
  StartsAt: Type.String({ description: 'Bulletins and banners: an ISO instant; notices: a provider day YYYY-MM-DD.' }),
  EndsAt: Nullable(Type.String(), { description: 'Null: no end (bulletins and banners); notices always end on a day.' }),
  SortOrder: Type.Integer({ description: 'Banners: their place on the board, smallest first.' }),
  NoticeKind: Nullable(NoticeKind, { description: 'Notices: which notice it is.' }),
  TutorGroup: Nullable(Type.String(), { description: "Notices: only this tutor group's tutors see it; null is every tutor." }),
  Active: Type.Boolean({ description: 'Notices: switched off without being deleted.' }),
  Running: Type.Boolean({ description: 'Shown to tutors right now.' }),
});

export const ContentPageSchema = Type.Object({ Total: Type.Integer(), Items: Type.Array(ContentListItemSchema) });

export const SaveContentBody = Type.Object(
  {
    Kind: Kind,
    Id: Type.Optional(DbId({ description: 'The item to change; absent creates one.' })),
    Title: Type.String({ maxLength: CONTENT_TITLE_MAX_LENGTH * 2 }),
    Body: Type.String({ maxLength: CONTENT_BODY_MAX_LENGTH * 2 }),
    ImageUrl: Type.String({ maxLength: CONTENT_URL_MAX_LENGTH }),
    LinkUrl: Type.String({ maxLength: CONTENT_URL_MAX_LENGTH }),
    StartsAt: When,
    EndsAt: Nullable(When),
    SortOrder: DbInteger({ minimum: -1000, maximum: 1000, description: 'Banners: their place on the board.' }),
    NoticeKind: Nullable(NoticeKind),
    TutorGroup: Nullable(Type.String({ maxLength: CONTENT_GROUP_MAX_LENGTH * 2 })),
    Active: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const DeleteContentBody = Type.Object({ Kind: Kind, Id: DbId() }, { additionalProperties: false });
