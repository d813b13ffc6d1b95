import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import type { HubServer, HubUser } from './hub-server';

export interface HubUpgradeOptions {
  hub: HubServer;
  wss: WebSocketServer;
  /** The hub path, matched case-insensitively. */
  path: string;
  /** Lower-case origins allowed besides the request's own host. */
  allowedOrigins: readonly string[];
  /** Resolves a bearer token to its user (with the token's hash and expiry), or null. */
  authenticate(token: string): Promise<HubUser | null>;
}

/**
 * Takes a WebSocket upgrade on the hub path: checks the Origin, the negotiated `id` (unknown 404;
 * it may have been negotiated by another process), the token from `access_token` (browsers cannot
 * set headers on a socket) or the bearer header, that the token's user is the one that negotiated,
 * and that no other socket took the id (409, across processes when claims are shared). Answers
 * false for other paths so another listener may take them.
 */
export function handleHubUpgrade(options: HubUpgradeOptions, request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
  const url = new URL(request.url ?? '/', 'http://hub.invalid');
  if (url.pathname.replace(/\/+$/, '').toLowerCase() !== options.path.toLowerCase()) return false;
  socket.on('error', () => socket.destroy());
  if (!originAllowed(request.headers.origin, request.headers.host, options.allowedOrigins)) {
    reject(socket, 403, 'Origin not allowed.');
    return true;
  }
  const id = url.searchParams.get('id') ?? '';
  const token = url.searchParams.get('access_token') ?? bearer(request.headers.authorization);
  const claim = id ? options.hub.claim(id) : null;
  if (claim?.status === 'unknown') {
    reject(socket, 404, 'No connection with the id.');
    return true;
  }
  void (async () => {
    const user = await options.authenticate(token).catch(() => null);
    if (!user) return reject(socket, 401, 'Unauthorized.');
    let connectionId = '';
    if (claim?.status === 'ok') {
      if (claim.userId !== user.userId) return reject(socket, 403, 'The token does not belong to the user that negotiated.');
      const taken = await options.hub.take(claim.connectionId).catch(() => false);
      if (!taken) return reject(socket, 409, 'A connection with the id is already open.');
      connectionId = claim.connectionId;
    }
    if (socket.destroyed) return;
    options.wss.handleUpgrade(request, socket, head, (webSocket) => options.hub.accept(webSocket, user, connectionId, Date.now()));
  })();
  return true;
}

/** Browsers always send Origin on a socket; clients without one (Node, desktop) are not browsers. */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return true;
  const normalized = origin.trim().replace(/\/+$/, '').toLowerCase();
  if (allowed.includes(normalized)) return true;
  try {
    return new URL(normalized).host === (host ?? '').toLowerCase();
  } catch {
    return false;
  }
}

function bearer(header: string | undefined): string {
  return /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '')?.[1]?.trim() ?? '';
}

function reject(socket: Duplex, status: number, text: string): void {
  if (socket.destroyed) return;
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}
