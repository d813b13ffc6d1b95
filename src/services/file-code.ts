/** A fileCode for a new upload: random, 32 hex digits. Its own file, so code that only names an upload does not load the transport. */
export function newFileCode(): string {
  // getRandomValues, unlike randomUUID, also works on plain-http hosts (not a secure context).
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
