import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Audience, Backplane } from './notifier';

/**
 * A Redis pub/sub backplane: channels `{prefix}:user:{id}` and `{prefix}:all`, as the ASP.NET
 * Redis backplane names them. Each payload starts with the publishing instance's id so an instance
 * ignores its own echo (it has already delivered locally). Every instance subscribes to the user
 * pattern and drops events for users it holds no connection of: one subscription, no churn on
 * connect and disconnect.
 */
export class RedisBackplane implements Backplane {
  /** Identifies this app instance (two instances in one process are two origins). */
  readonly originId = randomBytes(8).toString('hex');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly userPrefix: string;
  private readonly allChannel: string;

  private constructor(
    url: string,
    prefix: string,
    private readonly onRemote: (audience: Audience, record: Buffer) => void,
    private readonly onError: (error: unknown) => void,
  ) {
    this.publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { lazyConnect: true });
    this.userPrefix = `${prefix}:user:`;
    this.allChannel = `${prefix}:all`;
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
  }

  /** Connects and subscribes before answering, so no event published afterwards is missed. */
  static async start(
    url: string,
    prefix: string,
    onRemote: (audience: Audience, record: Buffer) => void,
    onError: (error: unknown) => void,
  ): Promise<RedisBackplane> {
    const backplane = new RedisBackplane(url, prefix, onRemote, onError);
    await Promise.all([backplane.publisher.connect(), backplane.subscriber.connect()]);
    backplane.subscriber.on('pmessageBuffer', (_pattern: Buffer, channel: Buffer, payload: Buffer) =>
      backplane.receive(channel.toString(), payload),
    );
    backplane.subscriber.on('messageBuffer', (channel: Buffer, payload: Buffer) => backplane.receive(channel.toString(), payload));
    await backplane.subscriber.psubscribe(`${backplane.userPrefix}*`);
    await backplane.subscriber.subscribe(backplane.allChannel);
    return backplane;
  }

  async publish(audience: Audience, record: string): Promise<void> {
    const channel = audience.kind === 'user' ? `${this.userPrefix}${audience.userId}` : this.allChannel;
    try {
      await this.publisher.publish(channel, `${this.originId}|${record}`);
    } catch (error) {
      // Local delivery already happened; a lost cross-process event is re-read from the database on reconnect.
      this.onError(error);
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
      this.onRemote({ kind: 'all' }, record);
      return;
    }
    if (!channel.startsWith(this.userPrefix)) return;
    const userId = Number(channel.slice(this.userPrefix.length));
    if (Number.isInteger(userId)) this.onRemote({ kind: 'user', userId }, record);
  }
}
