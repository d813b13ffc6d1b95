/** Reading and writing cookies of this document. */
export interface CookieJar {
  get(name: string): string;
  set(name: string, value: string, days?: number): void;
  remove(name: string): void;
}

export function createDocumentCookies(doc: Document = document): CookieJar {
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
      return found ? decodeURIComponent(found.slice(prefix.length)) : '';
    },
    set(name, value, days) {
      const expires = days === undefined ? '' : `; expires=${new Date(Date.now() + days * 86_400_000).toUTCString()}`;
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${expires}; path=/; SameSite=Lax`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
    },
  };
}
