/**
 * What a call can fail with (shared by the API client, the actors and the machines that apply the
 * error catalogue, so it lives in the domain). The API client never touches the UI: machines receive these and
 * decide what the user sees (the spec's error catalogue is behaviour, so it lives in machines).
 */
export type ApiErrorKind =
  /** ErrorCode 3: the token is missing, expired or revoked. */
  | 'unauthorized'
  /** ErrorCode 8: signature verification failed (logged only). */
  | 'signature'
  /** Any other non-zero ErrorCode: `message` is the (translated) Msg to show. */
  | 'business'
  /** HTTP 229: `message` is the body, shown in a throttled toast. */
  | 'rateLimited'
  /** No answer, a timeout, or an answer that is not the envelope. */
  | 'transport'
  /** The caller aborted the call. */
  | 'aborted';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code: number | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
