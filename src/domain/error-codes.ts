/** Envelope ErrorCode values. 0, 3 and 8 come from the spec; the others are this product's own. */
export const ErrorCode = {
  Success: 0,
  /** A business rule or invalid input: `Msg` says what is wrong. */
  Failed: 1,
  /** A verification code that does not match (phone binding). */
  VerificationCodeError: 2,
  /** Missing, expired or revoked token: the client clears it and goes to /login. */
  Unauthorized: 3,
  /** Signed in, but the role does not allow this call. */
  Forbidden: 4,
  /** The record does not exist, or belongs to someone else. */
  NotFound: 5,
  /** Too many failed sign-in attempts: refused for a while. */
  TooManyAttempts: 7,
  /** The request signature does not match. */
  SignatureFailed: 8,
  /** Client-side upload problems (no file, missing chunk, bad module). */
  UploadFailed: 100,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status the server uses for rate limiting, with the message as plain-text body. */
export const RATE_LIMIT_STATUS = 229;

export interface Envelope<T> {
  ErrorCode: number;
  Msg: string;
  Body: T;
}
