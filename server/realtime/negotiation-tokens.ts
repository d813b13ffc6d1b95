import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Negotiation tokens that any process can check: the token carries the connection id, the user
 * and the time it was issued, signed with a key derived from APP_SECRET. A negotiate answered by
 * one process and a socket opened on another (round-robin behind a proxy) then need no shared
 * state and no sticky sessions. Layout before base64url: 16 random bytes (the connection id),
 * 6 bytes user id, 6 bytes issue time in ms, 16 bytes of HMAC-SHA256 over the first 28.
 */
const ID_BYTES = 16;
const PAYLOAD_BYTES = ID_BYTES + 6 + 6;
const MAC_BYTES = 16;

export interface NegotiationClaim {
  connectionId: string;
  userId: number;
  issuedAt: number;
}

export class NegotiationTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', 'tutor-portal hub negotiation').update(secret).digest();
  }

  /** A new connection id and the token naming it. */
  issue(userId: number, now: number): { connectionId: string; token: string } {
    const payload = Buffer.alloc(PAYLOAD_BYTES + MAC_BYTES);
    randomBytes(ID_BYTES).copy(payload, 0);
    payload.writeUIntBE(userId, ID_BYTES, 6);
    payload.writeUIntBE(now, ID_BYTES + 6, 6);
    this.mac(payload.subarray(0, PAYLOAD_BYTES)).copy(payload, PAYLOAD_BYTES);
    return { connectionId: payload.subarray(0, ID_BYTES).toString('base64url'), token: payload.toString('base64url') };
  }

  /** What a token says, or null when it is malformed, forged, or older than `maxAgeMs`. */
  read(token: string, now: number, maxAgeMs: number): NegotiationClaim | null {
    if (token.length > 64) return null;
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return null;
    if (!timingSafeEqual(this.mac(bytes.subarray(0, PAYLOAD_BYTES)), bytes.subarray(PAYLOAD_BYTES))) return null;
    const issuedAt = bytes.readUIntBE(ID_BYTES + 6, 6);
    if (issuedAt > now + 5_000 || now - issuedAt > maxAgeMs) return null;
    return { connectionId: bytes.subarray(0, ID_BYTES).toString('base64url'), userId: bytes.readUIntBE(ID_BYTES, 6), issuedAt };
  }

  private mac(payload: Buffer): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, MAC_BYTES);
  }
}
