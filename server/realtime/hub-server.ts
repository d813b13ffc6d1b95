import { HUB_TOKEN_REVOKED_ERROR } from '../../src/domain/realtime';
import { randomBytes } from 'node:crypto';
import type WebSocket from 'ws';
import { HUB_KEEPALIVE_MS, HUB_TIMEOUT_MS } from '../../src/domain/realtime';
import { HubConnection } from './hub-connection';
import { NegotiationTokens } from './negotiation-tokens';
import { encodeTextFrame } from './ws-frame';
import {
  HANDSHAKE_OK,
  HubMessageType,
  PING_RECORD,
  closeRecord,
  completionRecord,
  handshakeError,
  handshakeErrorRecord,
  invocationRecord,
  parseHubMessage,
  type InvocationMessage,
} from './hub-protocol';

/** A failure a hub method reports to its caller; any other error is answered with a generic text. */
export class HubMethodError extends Error {}

export interface HubCallContext {
  connection: HubConnection;
  /** Sends an event to the calling connection only. */
  reply(target: string, args: readonly unknown[]): void;
}
export type HubMethod = (context: HubCallContext, args: unknown[]) => unknown;

export interface HubLogger {
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface HubServerOptions {
  maxBufferedBytes: number;
  log: HubLogger;
  keepAliveMs?: number;
  timeoutMs?: number;
  /** A socket that has not completed the handshake by then is closed. */
  handshakeTimeoutMs?: number;
  /** A negotiation not followed by its socket by then is forgotten. */
  negotiationTtlMs?: number;
  maxRecordChars?: number;
  /** Signs negotiation tokens, so a socket may reach another process than its negotiate. */
  secret: string;
  /**
   * Marks a connection id as taken, across processes when shared (Redis): answers false when it
   * already was. Without one, this process's own record is used.
   */
  claims?: ConnectionClaims;
}

export interface ConnectionClaims {
  take(connectionId: string, ttlMs: number): Promise<boolean>;
}

/** Who a socket's bearer token says it is, and until when the token is valid. */
export interface HubUser {
  userId: number;
  tokenHash: string;
  /** Epoch milliseconds; the connection is closed once the token expires. */
  expiresAt: number;
}

export interface NegotiateResponse {
  negotiateVersion: number;
  connectionId: string;
  connectionToken?: string;
  availableTransports: Array<{ transport: 'WebSockets'; transferFormats: ['Text'] }>;
}

export type ClaimResult = { status: 'unknown' } | { status: 'ok'; connectionId: string; userId: number };

const newId = () => randomBytes(16).toString('base64url');

/**
 * The hub's connections in this process: negotiation, handshake, method dispatch, delivery to a
 * user's connections or to all, closing connections whose token was revoked or expired, and one
 * sweeping timer's work (pings, timeouts, expired tokens).
 * It knows nothing of HTTP or the database: hub.plugin.ts wires those.
 */
export class HubServer {
  private readonly connections = new Set<HubConnection>();
  private readonly byUser = new Map<number, Set<HubConnection>>();
  private readonly tokens: NegotiationTokens;
  private readonly claims: ConnectionClaims;
  private readonly methods = new Map<string, HubMethod>();
  private readonly keepAliveMs: number;
  private readonly timeoutMs: number;
  private readonly handshakeTimeoutMs: number;
  private readonly negotiationTtlMs: number;
  private readonly maxRecordChars: number;
  private readonly pingBuffer = Buffer.from(PING_RECORD);

  constructor(private readonly options: HubServerOptions) {
    this.keepAliveMs = options.keepAliveMs ?? HUB_KEEPALIVE_MS;
    this.timeoutMs = options.timeoutMs ?? HUB_TIMEOUT_MS;
    this.handshakeTimeoutMs = options.handshakeTimeoutMs ?? 15_000;
    this.negotiationTtlMs = options.negotiationTtlMs ?? 60_000;
    this.maxRecordChars = options.maxRecordChars ?? 64 * 1024;
    this.tokens = new NegotiationTokens(options.secret);
    this.claims = options.claims ?? new LocalClaims();
  }

  /** Registers a method clients may invoke; names match case-insensitively. */
  addMethod(name: string, method: HubMethod): void {
    this.methods.set(name.toLowerCase(), method);
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  connectionCountOf(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /**
   * Answers a negotiate request. Version 1 gets a secret connectionToken beside the public id;
   * version 0 uses the id as the secret. Only the WebSockets transport is offered: it is the only
   * one served.
   */
  negotiate(userId: number, requestedVersion: number, now: number): NegotiateResponse {
    const version = requestedVersion >= 1 ? 1 : 0;
    const issued = this.tokens.issue(userId, now);
    const token = issued.token;
    const connectionId = version === 1 ? issued.connectionId : token;
    return {
      negotiateVersion: version,
      connectionId,
      ...(version === 1 ? { connectionToken: token } : {}),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    };
  }

  /**
   * Reads the negotiation a socket's `id` names, in whichever process negotiated it: unknown (404)
   * when it is not a token this deployment signed or it is older than the negotiation TTL.
   */
  claim(token: string, now = Date.now()): ClaimResult {
    const claim = this.tokens.read(token, now, this.negotiationTtlMs);
    if (!claim) return { status: 'unknown' };
    return { status: 'ok', connectionId: claim.connectionId, userId: claim.userId };
  }

  /** Marks a negotiated connection id as connected; false when a socket already took it (409). */
  take(connectionId: string): Promise<boolean> {
    return this.claims.take(connectionId, this.negotiationTtlMs);
  }

  /** Takes an upgraded socket: after negotiation (`connectionId` set) or with skipNegotiation (''). */
  accept(socket: WebSocket, user: HubUser, connectionId: string, now: number): HubConnection {
    const id = connectionId || newId();
    const connection = new HubConnection(id, user, socket, now, this.options.maxBufferedBytes, this.maxRecordChars);
    const userId = user.userId;
    this.connections.add(connection);
    this.options.log.debug({ connectionId: id, userId }, 'hub socket accepted');
    let group = this.byUser.get(userId);
    if (!group) {
      group = new Set();
      this.byUser.set(userId, group);
    }
    group.add(connection);

    socket.on('message', (data, isBinary) => this.receive(connection, data, isBinary));
    socket.on('close', () => this.forget(connection));
    socket.on('error', (error) => this.options.log.warn({ err: error, connectionId: id }, 'hub socket error'));
    return connection;
  }

  /** Sends a framed record to every connection of `userId` in this process. */
  deliverToUser(userId: number, record: Buffer): number {
    const group = this.byUser.get(userId);
    return group ? this.deliver(group, record) : 0;
  }

  /** Sends a framed record to every connection in this process. */
  deliverToAll(record: Buffer): number {
    return this.deliver(this.connections, record);
  }

  /** The WebSocket frame is built once and the same bytes written to each handshaken socket. */
  private deliver(connections: Iterable<HubConnection>, record: Buffer): number {
    const frame = encodeTextFrame(record);
    const now = Date.now();
    let sent = 0;
    for (const connection of connections) if (connection.handshakeDone && connection.sendFrame(frame, record, now)) sent += 1;
    return sent;
  }

  /**
   * Closes the connections opened with one of `tokenHashes`, or all of `userId`'s, for good (a
   * Close without allowReconnect: the token will not work again). Answers how many were closed.
   */
  closeRevoked(revoked: { tokenHashes: readonly string[] } | { userId: number }): number {
    const record = closeRecord({ error: HUB_TOKEN_REVOKED_ERROR });
    let candidates: Iterable<HubConnection>;
    let matches: (connection: HubConnection) => boolean;
    if ('userId' in revoked) {
      candidates = this.byUser.get(revoked.userId) ?? [];
      matches = () => true;
    } else {
      const hashes = new Set(revoked.tokenHashes);
      candidates = this.connections;
      matches = (connection) => hashes.has(connection.tokenHash);
    }
    let closed = 0;
    for (const connection of [...candidates]) {
      if (!matches(connection)) continue;
      connection.close(record, 1008);
      closed += 1;
    }
    return closed;
  }

  /** Closes, for good, the connections whose token has expired by `now` (the app clock's epoch ms). */
  closeExpired(now: number): number {
    const record = closeRecord({ error: 'The access token has expired.' });
    let closed = 0;
    for (const connection of this.connections) {
      if (connection.expiresAt > now) continue;
      connection.close(record, 1008);
      closed += 1;
    }
    return closed;
  }

  /**
   * The periodic work, for every connection at once: close sockets silent for the timeout or
   * without a handshake in time, ping those we have not written to for the keep-alive interval,
   * and forget claimed connection ids older than the negotiation TTL (their tokens no longer work).
   */
  sweep(now: number): void {
    for (const connection of this.connections) {
      if (!connection.handshakeDone) {
        if (now - connection.openedAt >= this.handshakeTimeoutMs) connection.terminate();
        continue;
      }
      if (now - connection.lastReceivedAt >= this.timeoutMs) {
        connection.terminate(closeRecord({ error: 'Server timeout elapsed without receiving a message from the client.', allowReconnect: true }));
        continue;
      }
      if (now - connection.lastSentAt >= this.keepAliveMs) connection.send(this.pingBuffer, now);
    }
    if (this.claims instanceof LocalClaims) this.claims.prune(now);
  }

  /**
   * Closes every connection with a Close that allows reconnecting (the client comes back to
   * another process or to this one restarted), waiting up to `graceMs` for the sockets to close.
   */
  async shutdown(graceMs = 1_000): Promise<void> {
    const record = closeRecord({ allowReconnect: true });
    const closed = [...this.connections].map(
      (connection) =>
        new Promise<void>((resolve) => {
          if (connection.socket.readyState === connection.socket.CLOSED) return resolve();
          connection.socket.once('close', () => resolve());
          connection.close(record, 1001);
        }),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(closed), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    for (const connection of this.connections) connection.socket.terminate();
  }

  private forget(connection: HubConnection): void {
    this.connections.delete(connection);
    const group = this.byUser.get(connection.userId);
    group?.delete(connection);
    if (group?.size === 0) this.byUser.delete(connection.userId);
  }

  private receive(connection: HubConnection, data: WebSocket.RawData, isBinary: boolean): void {
    connection.lastReceivedAt = Date.now();
    if (isBinary) {
      connection.close(closeRecord({ error: 'Binary frames are not supported: use the json protocol.' }), 1003);
      return;
    }
    let records: string[];
    try {
      records = connection.reader.push(rawText(data));
    } catch {
      connection.close(closeRecord({ error: 'Message too large.' }), 1009);
      return;
    }
    for (const record of records) {
      if (!connection.isOpen) return;
      if (!connection.handshakeDone) {
        const error = handshakeError(record);
        if (error) {
          connection.close(handshakeErrorRecord(error), 1002);
          return;
        }
        connection.handshakeDone = true;
        connection.send(HANDSHAKE_OK, Date.now());
        continue;
      }
      this.dispatch(connection, record);
    }
  }

  private dispatch(connection: HubConnection, record: string): void {
    const message = parseHubMessage(record);
    if (!message) {
      connection.close(closeRecord({ error: 'Connection closed with an error: invalid message.' }), 1002);
      return;
    }
    switch (message.type) {
      case HubMessageType.invocation:
        void this.invoke(connection, message);
        return;
      case HubMessageType.streamInvocation:
        if (message.invocationId) {
          connection.send(completionRecord(message.invocationId, { error: 'Streaming is not supported.' }), Date.now());
        }
        return;
      case HubMessageType.close:
        connection.close();
        return;
      default:
        // Pings only refresh lastReceivedAt; stream items and cancellations have nothing to act on.
        return;
    }
  }

  private async invoke(connection: HubConnection, message: InvocationMessage): Promise<void> {
    const answer = (outcome: { result?: unknown } | { error: string }) => {
      if (message.invocationId) connection.send(completionRecord(message.invocationId, outcome), Date.now());
    };
    const method = this.methods.get(message.target.toLowerCase());
    if (!method) {
      answer({ error: `Unknown hub method '${message.target}'` });
      return;
    }
    const context: HubCallContext = {
      connection,
      reply: (target, args) => connection.send(invocationRecord(target, args), Date.now()),
    };
    try {
      answer({ result: await method(context, message.arguments) });
    } catch (error) {
      if (error instanceof HubMethodError) {
        answer({ error: error.message });
        return;
      }
      this.options.log.error({ err: error, target: message.target }, 'hub method failed');
      answer({ error: `An unexpected error occurred invoking '${message.target}' on the server.` });
    }
  }
}

function rawText(data: WebSocket.RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** Connection ids taken in this process, kept while their token could still be presented. */
class LocalClaims implements ConnectionClaims {
  private readonly takenUntil = new Map<string, number>();

  take(connectionId: string, ttlMs: number): Promise<boolean> {
    if (this.takenUntil.has(connectionId)) return Promise.resolve(false);
    this.takenUntil.set(connectionId, Date.now() + ttlMs);
    return Promise.resolve(true);
  }

  prune(now: number): void {
    for (const [connectionId, until] of this.takenUntil) if (until <= now) this.takenUntil.delete(connectionId);
  }
}
