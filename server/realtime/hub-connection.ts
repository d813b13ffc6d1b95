import WebSocket from 'ws';
import { RecordReader, closeRecord } from './hub-protocol';

/** One client socket of the hub: its user, its handshake state and its send and receive times. */
export class HubConnection {
  handshakeDone = false;
  lastReceivedAt: number;
  lastSentAt: number;
  readonly openedAt: number;
  readonly reader: RecordReader;

  constructor(
    readonly id: string,
    /** The negotiation token this socket claimed ('' with skipNegotiation). */
    readonly token: string,
    readonly userId: number,
    readonly socket: WebSocket,
    now: number,
    private readonly maxBufferedBytes: number,
    maxRecordChars: number,
  ) {
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
    this.socket.send(record, { binary: false });
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
