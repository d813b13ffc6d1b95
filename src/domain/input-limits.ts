/**
 * Answers of the HTTP layer itself (issue 22): requests refused before any route reads them.
 * Shared with the client like every other message.
 */
export const HttpMessages = {
  textNotAllowed: (field: string) => `${field} contains a character that is not allowed (a NUL byte or an unpaired surrogate).`,
  tooDeep: (limit: number) => `The request nests objects or arrays more than ${limit} levels deep.`,
  tooManyValues: (limit: number) => `The request carries more than ${limit} values.`,
  headersTooLarge: 'The request headers or address are too long.',
  pathTooLong: 'The request address is too long.',
  badUrl: 'The request address is not valid.',
  badRequest: 'The request is not valid HTTP.',
  timeout: 'The request took too long to arrive.',
  multipartInvalid: 'The form upload is not a valid multipart body (missing or wrong boundary, or cut short).',
  methodNotAllowed: 'This address does not answer this method.',
} as const;

/** Deepest nesting of objects and arrays a request body or query may have. */
export const MAX_INPUT_DEPTH = 32;
/** Most values (object members, array items, texts and numbers) one request body or query may carry. */
export const MAX_INPUT_VALUES = 20_000;
/** The database's integer range (PostgreSQL `integer`): ids, pages, sizes and types stay inside it. */
export const MIN_DB_INTEGER = -2_147_483_648;
export const MAX_DB_INTEGER = 2_147_483_647;

/** True when `text` has no NUL byte and no unpaired surrogate (what PostgreSQL and encodeURIComponent refuse). */
export function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
