import WebSocket from 'ws';
import { RecordReader, closeRecord } from './hub-protocol';
import type { HubUser } from './hub-server';
import { writeFrame } from './ws-frame';

const TEXT = { binary: false } as const;

/** One client socket of the hub: its user, its handshake state and its send and receive times. */
export class HubConnection {
  handshakeDone = false;
  lastReceivedAt: number;
  lastSentAt: number;
  readonly openedAt: number;
  readonly reader: RecordReader;
  readonly userId: number;
  /** The access token's hash: its revocation closes this connection. */
  readonly tokenHash: string;
  /** When the access token expires (epoch ms): the connection closes then. */
  readonly expiresAt: number;

  constructor(
    readonly id: string,
    user: HubUser,
    readonly socket: WebSocket,
    now: number,
    private readonly maxBufferedBytes: number,
    maxRecordChars: number,
  ) {
    this.userId = user.userId;
    this.tokenHash = user.tokenHash;
    this.expiresAt = user.expiresAt;
    this.openedAt = now;
    this.lastReceivedAt = now;
    this.lastSentAt = now;
    this.reader = new RecordReader(maxRecordChars);
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  /**
   * Sends one framed record. A client that lets its buffer pass the bound (the ws buffer has no
   * limit of its own) is dropped with a Close that allows reconnecting, and false is answered.
   */
  send(record: Buffer | string, now: number): boolean {
    if (!this.isOpen) return false;
    if (this.socket.bufferedAmount > this.maxBufferedBytes) {
      this.terminate(closeRecord({ error: 'Send buffer full.', allowReconnect: true }));
      return false;
    }
    this.socket.send(record, TEXT);
    this.lastSentAt = now;
    return true;
  }

  /**
   * Sends a record already framed for WebSocket (one broadcast frame shared by every socket),
   * with the same buffer bound as send(); `record` is the unframed fallback.
   */
  sendFrame(frame: Buffer, record: Buffer, now: number): boolean {
    if (!this.isOpen) return false;
    if (this.socket.bufferedAmount > this.maxBufferedBytes) {
      this.terminate(closeRecord({ error: 'Send buffer full.', allowReconnect: true }));
      return false;
    }
    if (!writeFrame(this.socket, frame)) this.socket.send(record, TEXT);
    this.lastSentAt = now;
    return true;
  }

  /** Sends a last record (when it can) and closes with the WebSocket closing handshake. */
  close(lastRecord?: string, code = 1000): void {
    if (this.isOpen && lastRecord) this.socket.send(lastRecord, { binary: false });
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) {
      this.socket.close(code);
    }
  }

  /** Drops the socket at once: for peers that are silent or not reading. */
  terminate(lastRecord?: string): void {
    if (this.isOpen && lastRecord) this.socket.send(lastRecord, { binary: false });
    this.socket.terminate();
  }
}
