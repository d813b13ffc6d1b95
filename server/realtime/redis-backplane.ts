import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { TokenRevocation } from '../services/token-revocations';
import type { ConnectionClaims } from './hub-server';
import type { Audience, Backplane } from './notifier';

export interface BackplaneHandlers {
  /** An event another process published: deliver it to this process's sockets. */
  onRemote(audience: Audience, record: Buffer): void;
  /** Tokens another process revoked: act on them (forget, close sockets); the ack is sent once this settles. */
  onRevocation(revocation: TokenRevocation): void | Promise<void>;
  /** The subscription is live (every revocation published from now on arrives) or lost. */
  onSubscription?(live: boolean): void;
  /** Some processes did not acknowledge a revocation within REVOCATION_ACK_TIMEOUT_MS. */
  onRevocationUnacknowledged?(missing: number): void;
  onError(error: unknown): void;
}

/** How long a revoking call waits for the other processes to acknowledge; past it, it answers anyway (and logs). */
export const REVOCATION_ACK_TIMEOUT_MS = 2_000;

interface PendingAck {
  received: number;
  expected: number;
  done: () => void;
}

/**
 * A Redis pub/sub backplane: channels `{prefix}:user:{id}` and `{prefix}:all`, as the ASP.NET
 * Redis backplane names them. Each payload starts with the publishing instance's id so an instance
 * ignores its own echo (it has already delivered locally). Every instance subscribes to the user
 * pattern and drops events for users it holds no connection of: one subscription, no churn on
 * connect and disconnect. Revocations go on `{prefix}:revoke` as JSON with an ack id; every other
 * process answers on `{prefix}:revoke-ack` once it has acted, and the revoking process waits for
 * as many acks as PUBLISH counted receivers (its own subscription excepted), so a revoked token
 * fails on its next request in every process. It also keeps the hub's
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
  private readonly ackChannel: string;
  private readonly claimPrefix: string;
  private readonly pendingAcks = new Map<string, PendingAck>();
  /** Whether this instance's own subscription is live (then PUBLISH counts it among the receivers). */
  private subscribed = false;

  private constructor(
    url: string,
    prefix: string,
    private readonly handlers: BackplaneHandlers,
  ) {
    this.publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    // Named, so an operator (or a test) can tell the subscription apart in CLIENT LIST.
    this.subscriber = new Redis(url, { lazyConnect: true, connectionName: `${prefix}:subscriber:${this.originId}` });
    this.userPrefix = `${prefix}:user:`;
    this.allChannel = `${prefix}:all`;
    this.revokeChannel = `${prefix}:revoke`;
    this.ackChannel = `${prefix}:revoke-ack`;
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
    await backplane.subscriber.subscribe(backplane.allChannel, backplane.revokeChannel, backplane.ackChannel);
    backplane.watchSubscription();
    return backplane;
  }

  /**
   * Reports the subscription lost when the connection closes, and live again once ioredis has
   * reconnected and subscribed again: the PING's answer comes after the SUBSCRIBE commands it
   * sent on 'ready', so from then on no published revocation is missed.
   */
  private watchSubscription(): void {
    const live = (value: boolean) => {
      if (this.subscribed === value) return;
      this.subscribed = value;
      this.handlers.onSubscription?.(value);
    };
    live(true);
    this.subscriber.on('close', () => live(false));
    this.subscriber.on('ready', () => {
      this.subscriber.ping().then(
        () => live(true),
        (error: unknown) => this.handlers.onError(error),
      );
    });
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

  /** Publishes a revocation and answers once every other process has acted on it (or after REVOCATION_ACK_TIMEOUT_MS). */
  async publishRevocation(revocation: TokenRevocation): Promise<void> {
    const ack = randomBytes(8).toString('hex');
    let done!: () => void;
    const acknowledged = new Promise<void>((resolve) => (done = resolve));
    const pending: PendingAck = { received: 0, expected: Number.POSITIVE_INFINITY, done };
    this.pendingAcks.set(ack, pending);
    try {
      const receivers = await this.publisher.publish(this.revokeChannel, `${this.originId}|${JSON.stringify({ ...revocation, ack })}`);
      pending.expected = receivers - (this.subscribed ? 1 : 0);
      if (pending.received >= pending.expected) return;
      const timer = setTimeout(() => {
        this.handlers.onRevocationUnacknowledged?.(pending.expected - pending.received);
        done();
      }, REVOCATION_ACK_TIMEOUT_MS);
      await acknowledged;
      clearTimeout(timer);
    } catch (error) {
      // The tokens are revoked in the database; processes that keep them cached lost their subscription and read the database.
      this.handlers.onError(error);
    } finally {
      this.pendingAcks.delete(ack);
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

  /** Acts on another process's revocation, then acknowledges it (even when acting failed: the revoker must not wait for nothing). */
  private async actOnRevocation(revocation: TokenRevocation, ack: string): Promise<void> {
    try {
      await this.handlers.onRevocation(revocation);
    } catch (error) {
      this.handlers.onError(error);
    }
    if (!ack) return;
    try {
      await this.publisher.publish(this.ackChannel, `${this.originId}|${ack}`);
    } catch (error) {
      this.handlers.onError(error);
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
      const parsed = parseRevocation(record.toString('utf8'));
      if (parsed) void this.actOnRevocation(parsed.revocation, parsed.ack);
      return;
    }
    if (channel === this.ackChannel) {
      const pending = this.pendingAcks.get(record.toString('latin1'));
      if (!pending) return;
      pending.received += 1;
      if (pending.received >= pending.expected) pending.done();
      return;
    }
    if (!channel.startsWith(this.userPrefix)) return;
    const userId = Number(channel.slice(this.userPrefix.length));
    if (Number.isInteger(userId)) this.handlers.onRemote({ kind: 'user', userId }, record);
  }
}

function parseRevocation(text: string): { revocation: TokenRevocation; ack: string } | null {
  try {
    const value = JSON.parse(text) as { tokenHashes?: unknown; userId?: unknown; ack?: unknown };
    const ack = typeof value.ack === 'string' ? value.ack : '';
    if (typeof value.userId === 'number' && Number.isSafeInteger(value.userId)) return { revocation: { userId: value.userId }, ack };
    if (Array.isArray(value.tokenHashes) && value.tokenHashes.every((hash) => typeof hash === 'string')) {
      return { revocation: { tokenHashes: value.tokenHashes }, ack };
    }
  } catch {
    // Not ours: ignore.
  }
  return null;
}
