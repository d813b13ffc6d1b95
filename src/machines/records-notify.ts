import { Messages } from '../domain/messages';

/** What the records machines tell the tutor, in the session's `notify` shape. */
export type RecordsNotice = {
  type: 'notify';
  severity: 'success' | 'error';
  message: string;
  presentation: 'toast' | 'alert';
};

export const notice = (severity: RecordsNotice['severity'], message: string, presentation: RecordsNotice['presentation'] = 'toast'): RecordsNotice => ({
  type: 'notify',
  severity,
  message,
  presentation,
});

/** The message of whatever an actor threw (the API client throws errors carrying the Msg to show). */
export function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
}

/** The envelope ErrorCode an API error carries, if any. */
export function errorCodeOf(error: unknown): number | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : null;
}

/** What a call that answers with a message returns (postWithMessage). */
export interface MessageResult<T = unknown> {
  body: T;
  message: string;
}
