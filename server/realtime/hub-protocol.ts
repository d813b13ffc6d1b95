/**
 * The SignalR JSON hub protocol's records (HubProtocol.md in dotnet/aspnetcore): every record is
 * JSON followed by the byte 0x1E; a frame may hold several records and a record may span frames.
 */
export const RECORD_SEPARATOR = '\u001e';

export const HubMessageType = {
  invocation: 1,
  streamItem: 2,
  completion: 3,
  streamInvocation: 4,
  cancelInvocation: 5,
  ping: 6,
  close: 7,
} as const;

export interface InvocationMessage {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
}

export type IncomingHubMessage = InvocationMessage | { type: 2 | 4 | 5; invocationId?: string; target?: string } | { type: 6 } | { type: 7; error?: string };

const frame = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

export const HANDSHAKE_OK = frame({});
export const PING_RECORD = frame({ type: HubMessageType.ping });

/** A server-to-client event: an invocation without an id, so the client answers nothing. */
export function invocationRecord(target: string, args: readonly unknown[]): string {
  return frame({ type: HubMessageType.invocation, target, arguments: args });
}

/** A completion: `result` omitted for a void method, never together with `error`. */
export function completionRecord(invocationId: string, outcome: { result?: unknown } | { error: string }): string {
  if ('error' in outcome) return frame({ type: HubMessageType.completion, invocationId, error: outcome.error });
  if (outcome.result === undefined) return frame({ type: HubMessageType.completion, invocationId });
  return frame({ type: HubMessageType.completion, invocationId, result: outcome.result });
}

export function closeRecord(options: { error?: string; allowReconnect?: boolean } = {}): string {
  return frame({ type: HubMessageType.close, ...options });
}

export function handshakeErrorRecord(error: string): string {
  return frame({ error });
}

/** Splits incoming text into records, keeping an unfinished tail for the next frame. */
export class RecordReader {
  private tail = '';

  constructor(private readonly maxRecordChars: number) {}

  /** The complete records in `chunk` (after any earlier tail); throws when a record is too long. */
  push(chunk: string): string[] {
    const parts = (this.tail + chunk).split(RECORD_SEPARATOR);
    this.tail = parts.pop() ?? '';
    if (this.tail.length > this.maxRecordChars) throw new Error('record too long');
    return parts;
  }
}

/** Checks the client's handshake request; answers the error to send back, or null when accepted. */
export function handshakeError(record: string): string | null {
  let request: unknown;
  try {
    request = JSON.parse(record);
  } catch {
    return 'Handshake request is not valid JSON.';
  }
  if (typeof request !== 'object' || request === null) return 'Handshake request is not valid.';
  const { protocol, version } = request as { protocol?: unknown; version?: unknown };
  if (protocol !== 'json') return `The protocol '${String(protocol)}' is not supported.`;
  if (version !== 1) return `The server does not support version ${String(version)} of the 'json' protocol.`;
  return null;
}

/** Parses one record after the handshake; null for anything that is not a hub message. */
export function parseHubMessage(record: string): IncomingHubMessage | null {
  let message: unknown;
  try {
    message = JSON.parse(record);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const candidate = message as { type?: unknown; target?: unknown; arguments?: unknown; invocationId?: unknown };
  switch (candidate.type) {
    case HubMessageType.invocation:
      if (typeof candidate.target !== 'string' || !Array.isArray(candidate.arguments)) return null;
      if (candidate.invocationId !== undefined && typeof candidate.invocationId !== 'string') return null;
      return message as InvocationMessage;
    case HubMessageType.streamItem:
    case HubMessageType.streamInvocation:
    case HubMessageType.cancelInvocation:
    case HubMessageType.ping:
    case HubMessageType.close:
      return message as IncomingHubMessage;
    default:
      return null;
  }
}
