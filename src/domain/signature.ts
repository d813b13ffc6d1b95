/**
 * Request signing (shell.md §7, growth-account.md §7), shared by the client that signs and the
 * server that verifies. The hash function is passed in so this file stays free of Node and
 * browser APIs.
 *
 * What is signed:
 * 1. query pairs and the top-level fields of a JSON body are merged; a body field wins over a
 *    query pair whose name matches it case-insensitively;
 * 2. null and undefined values are left out; objects and arrays are JSON-encoded; other values
 *    are turned into strings;
 * 3. every whitespace character is dropped from the values;
 * 4. the pairs are sorted by lower-cased key and written `key=value`, key lower-cased and value
 *    URL-encoded with encodeURIComponent, joined with `&`;
 * 5. the app secret is appended and the MD5 hex digest upper-cased.
 * Form uploads (multipart) sign their query pairs only.
 */
export type SignableParams = Record<string, unknown>;

export function canonicalSignatureString(query: SignableParams, body: SignableParams | undefined): string {
  const merged = new Map<string, string>();
  const put = (key: string, value: unknown) => {
    const text = stringifyValue(value);
    if (text === undefined) {
      merged.delete(key.toLowerCase());
      return;
    }
    merged.set(key.toLowerCase(), text.replace(/\s+/g, ''));
  };
  for (const [key, value] of Object.entries(query)) put(key, value);
  if (body) for (const [key, value] of Object.entries(body)) put(key, value);
  return [...merged.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

export function computeSignature(query: SignableParams, body: SignableParams | undefined, secret: string, md5Hex: (text: string) => string): string {
  return md5Hex(canonicalSignatureString(query, body) + secret).toUpperCase();
}

function stringifyValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  // Numbers and booleans read the same through JSON; objects and arrays are JSON-encoded.
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Header names carrying the app id and the signature. */
export const APP_ID_HEADER = 'X-App-Id';
export const SIGNATURE_HEADER = 'X-Signature';
