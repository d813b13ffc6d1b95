import { HttpError, HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { HUB_KEEPALIVE_MS, HUB_TIMEOUT_MS } from '../domain/realtime';

export interface RealtimeConnectionOptions {
  /** The hub's URL: absolute, or a path resolved against `origin`. */
  url: string;
  origin: string;
  /** Read at every (re)connection, so a renewed token is used. */
  accessToken: () => string;
  /** The server events to listen for. */
  events: readonly string[];
}

export interface RealtimeConnectionHandlers {
  onEvent(name: string, payload: unknown): void;
  /** The connection ended (the server closed it, the network dropped, the server timed out). */
  onClose(error: Error | undefined): void;
}

/** One hub connection: started once, stopped once. Reconnecting is the caller's decision. */
export interface RealtimeConnection {
  /** Negotiates and opens the socket. Rejects as `start` of the SignalR client does. */
  start(): Promise<void>;
  invoke(method: string, ...args: unknown[]): Promise<unknown>;
  isConnected(): boolean;
  stop(): Promise<void>;
}

export type RealtimeConnectionFactory = (options: RealtimeConnectionOptions, handlers: RealtimeConnectionHandlers) => RealtimeConnection;

/**
 * The official SignalR client over WebSockets with the JSON protocol, the bearer token from
 * `accessToken` (sent as `access_token` on the socket), the hub's keep-alive and timeout, and no
 * automatic reconnect: the realtime machine owns retries and their timing.
 */
export const createRealtimeConnection: RealtimeConnectionFactory = (options, handlers) => {
  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(new URL(options.url, options.origin).toString(), {
      accessTokenFactory: options.accessToken,
      transport: HttpTransportType.WebSockets,
    })
    // Failures reach the machine, which logs them once; the client's own logging would repeat them.
    .configureLogging(LogLevel.None)
    .build();
  connection.keepAliveIntervalInMilliseconds = HUB_KEEPALIVE_MS;
  connection.serverTimeoutInMilliseconds = HUB_TIMEOUT_MS;
  for (const name of options.events) {
    connection.on(name, (...args: unknown[]) => handlers.onEvent(name, args[0]));
  }
  connection.onclose((error) => handlers.onClose(error));
  return {
    start: () => connection.start(),
    invoke: (method, ...args) => connection.invoke(method, ...args),
    isConnected: () => connection.state === HubConnectionState.Connected,
    stop: () => connection.stop(),
  };
};

/** Whether a failed start was the server refusing the token (negotiate answered 401). */
export function isUnauthorizedHubError(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode === 401;
}
