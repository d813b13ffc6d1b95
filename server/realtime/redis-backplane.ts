import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { TokenRevocation } from '../services/token-revocations';
import type { ConnectionClaims } from './hub-server';
import type { Audience, Backplane } from './notifier';

export interface BackplaneHandlers {
  /** An event another process published: deliver it to this process's sockets. */
  onRemote(audience: Audience, record: Buffer): void;
  /** Tokens another process revoked: close this process's sockets opened with them. */
  onRevocation(revocation: TokenRevocation): void;
  onError(error: unknown): void;
}

/**
 * A Redis pub/sub backplane: channels `{prefix}:user:{id}` and `{prefix}:all`, as the ASP.NET
 * Redis backplane names them. Each payload starts with the publishing instance's id so an instance
 * ignores its own echo (it has already delivered locally). Every instance subscribes to the user
 * pattern and drops events for users it holds no connection of: one subscription, no churn on
 * connect and disconnect. Revocations go on `{prefix}:revoke` as JSON. It also keeps the hub's
 * claimed connection ids (`{prefix}:hub-claim:{id}`, SET NX with the negotiation TTL), so a second
 * socket on one id is refused whichever process it reaches.
 */
export class RedisBackplane implements Backplane, ConnectionClaims {
  /** Identifies this app instance (two instances in one process are two origins). */
  readonly originId = randomBytes(8).toString('hex');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly userPrefix: string;
  private readonly allChannel: string;
  private readonly revokeChannel: string;
  private readonly claimPrefix: string;

  private constructor(
    url: string,
    prefix: string,
    private readonly handlers: BackplaneHandlers,
  ) {
    this.publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { lazyConnect: true });
    this.userPrefix = `${prefix}:user:`;
    this.allChannel = `${prefix}:all`;
    this.revokeChannel = `${prefix}:revoke`;
    this.claimPrefix = `${prefix}:hub-claim:`;
    this.publisher.on('error', handlers.onError);
    this.subscriber.on('error', handlers.onError);
  }

  /** Connects and subscribes before answering, so no event published afterwards is missed. */
  static async start(url: string, prefix: string, handlers: BackplaneHandlers): Promise<RedisBackplane> {
    const backplane = new RedisBackplane(url, prefix, handlers);
    await Promise.all([backplane.publisher.connect(), backplane.subscriber.connect()]);
    backplane.subscriber.on('pmessageBuffer', (_pattern: Buffer, channel: Buffer, payload: Buffer) => backplane.receive(channel.toString(), payload));
    backplane.subscriber.on('messageBuffer', (channel: Buffer, payload: Buffer) => backplane.receive(channel.toString(), payload));
    await backplane.subscriber.psubscribe(`${backplane.userPrefix}*`);
    await backplane.subscriber.subscribe(backplane.allChannel, backplane.revokeChannel);
    return backplane;
  }

  async publish(audience: Audience, record: string): Promise<void> {
    const channel = audience.kind === 'user' ? `${this.userPrefix}${audience.userId}` : this.allChannel;
    try {
      await this.publisher.publish(channel, `${this.originId}|${record}`);
    } catch (error) {
      // Local delivery already happened; a lost cross-process event is re-read from the database on reconnect.
      this.handlers.onError(error);
    }
  }

  async publishRevocation(revocation: TokenRevocation): Promise<void> {
    try {
      await this.publisher.publish(this.revokeChannel, `${this.originId}|${JSON.stringify(revocation)}`);
    } catch (error) {
      // The tokens are revoked in the database: the other processes' sockets close at the latest when the tokens expire.
      this.handlers.onError(error);
    }
  }

  async take(connectionId: string, ttlMs: number): Promise<boolean> {
    try {
      return (await this.publisher.set(`${this.claimPrefix}${connectionId}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    } catch (error) {
      // Without Redis the id cannot be checked across processes; refusing would stop realtime altogether.
      this.handlers.onError(error);
      return true;
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }

  private receive(channel: string, payload: Buffer): void {
    const separator = payload.indexOf(0x7c); // '|'
    if (separator < 0 || payload.toString('latin1', 0, separator) === this.originId) return;
    const record = payload.subarray(separator + 1);
    if (channel === this.allChannel) {
      this.handlers.onRemote({ kind: 'all' }, record);
      return;
    }
    if (channel === this.revokeChannel) {
      const revocation = parseRevocation(record.toString('utf8'));
      if (revocation) this.handlers.onRevocation(revocation);
      return;
    }
    if (!channel.startsWith(this.userPrefix)) return;
    const userId = Number(channel.slice(this.userPrefix.length));
    if (Number.isInteger(userId)) this.handlers.onRemote({ kind: 'user', userId }, record);
  }
}

function parseRevocation(text: string): TokenRevocation | null {
  try {
    const value = JSON.parse(text) as { tokenHashes?: unknown; userId?: unknown };
    if (typeof value.userId === 'number' && Number.isSafeInteger(value.userId)) return { userId: value.userId };
    if (Array.isArray(value.tokenHashes) && value.tokenHashes.every((hash) => typeof hash === 'string')) {
      return { tokenHashes: value.tokenHashes };
    }
  } catch {
    // Not ours: ignore.
  }
  return null;
}
