import { randomBytes } from 'node:crypto';
import os from 'node:os';

/** Names this app instance as a lease holder: host, process and a random part (two apps in one process differ). */
export function newLeaseHolder(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}
