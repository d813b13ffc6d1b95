import type { TokenRevocation } from '../services/token-revocations';
import { invocationRecord } from './hub-protocol';

/** Where an event goes: one user's connections, or every connection. */
export type Audience = { kind: 'user'; userId: number } | { kind: 'all' };

/** Delivers a framed record to the connections this process holds. */
export interface LocalDelivery {
  deliverToUser(userId: number, record: Buffer): number;
  deliverToAll(record: Buffer): number;
}

/** Carries records to the other processes; each process delivers what it receives locally. */
export interface Backplane {
  publish(audience: Audience, record: string): Promise<void>;
  /** Tells the other processes to close the sockets of revoked tokens. */
  publishRevocation(revocation: TokenRevocation): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sends hub events to users, wherever they are connected. Services use this; they never touch
 * sockets. The event is serialized once, delivered to this process's sockets, then published
 * to the others through the backplane when there is one.
 */
export class Notifier {
  constructor(
    private readonly local: LocalDelivery,
    private readonly backplane: Backplane | null,
  ) {}

  async toUser(userId: number, target: string, args: readonly unknown[]): Promise<void> {
    await this.send({ kind: 'user', userId }, invocationRecord(target, args));
  }

  async toAll(target: string, args: readonly unknown[]): Promise<void> {
    await this.send({ kind: 'all' }, invocationRecord(target, args));
  }

  private async send(audience: Audience, record: string): Promise<void> {
    deliverLocally(this.local, audience, Buffer.from(record));
    await this.backplane?.publish(audience, record);
  }
}

export function deliverLocally(local: LocalDelivery, audience: Audience, record: Buffer): number {
  return audience.kind === 'user' ? local.deliverToUser(audience.userId, record) : local.deliverToAll(record);
}
