import type { Socket } from 'node:net';
import WebSocket from 'ws';

/**
 * One unmasked, final WebSocket text frame (RFC 6455 §5.2) holding `payload`: what a server sends.
 * A broadcast builds it once and writes the same bytes to every socket, instead of ws framing
 * the record again for each of them (issue 9: fan-out to 10,000 clients).
 */
export function encodeTextFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN + opcode 1 (text)
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/** ws's own state we rely on (ws 8): the raw TCP socket and whether its sender is queueing. */
interface WsInternals {
  _socket?: Socket | null;
  _sender?: { _state?: number } | null;
}

/**
 * Writes a ready frame straight to the socket's TCP connection when ws would write it there at
 * once anyway (open, its sender idle: no compression or blob read queued), so the order of
 * frames is kept. Answers false when it did not, and the caller sends through ws instead.
 */
export function writeFrame(socket: WebSocket, frame: Buffer): boolean {
  const internals = socket as unknown as WsInternals;
  const raw = internals._socket;
  if (socket.readyState !== WebSocket.OPEN || !raw || !raw.writable || internals._sender?._state !== 0) return false;
  raw.write(frame);
  return true;
}
