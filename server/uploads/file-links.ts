import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links to a stored file that work without headers, for `<img src>`, `<video src>`
 * and previews: `?expires=<unix seconds>&sig=<HMAC of ref and expiry>`. Anyone holding the link
 * can open the file until it expires, so links are handed only to the file's owner and staff.
 */
export function createFileLinkSigner(appSecret: string) {
  // A key of its own, so a link signature can never be replayed as any other signature.
  const key = createHmac('sha256', appSecret).update('stored-file-links').digest();
  const sign = (fileRef: string, expires: number) => createHmac('sha256', key).update(`${fileRef}:${expires}`).digest('base64url');

  return {
    /** The query string (without `?`) of a link valid until `expiresAt`. */
    linkQuery(fileRef: string, expiresAt: Date): string {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return `expires=${expires}&sig=${sign(fileRef, expires)}`;
    },
    isValid(fileRef: string, expires: number, signature: string, now: Date): boolean {
      if (!Number.isInteger(expires) || expires * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(sign(fileRef, expires));
      const sent = Buffer.from(signature);
      return sent.length === expected.length && timingSafeEqual(sent, expected);
    },
  };
}

export type FileLinkSigner = ReturnType<typeof createFileLinkSigner>;
