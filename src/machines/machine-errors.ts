import { Messages } from '../domain/messages';

/** The text a failed call shows: its message, or the transport error's. */
export function errorMessageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : Messages.transportError;
}
