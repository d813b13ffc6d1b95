import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { HubConnection } from '@microsoft/signalr';
import { IM_HUB_EVENTS } from '../../src/domain/im';
import type { UploadedFile } from '../../src/domain/upload';
import { signHeaders, type TestApp } from './harness';
import type { EventLog } from './realtime-helpers';

/** A real PNG of the given size (one grey colour), small enough to send in one chunk. */
export function pngBytes(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x90);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0; // filter byte
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Uploads a small file in one chunk and merges it, as the upload machinery does. */
export async function uploadOneChunk(t: TestApp, token: string, bytes: Buffer, fileName: string, moduleName: string) {
  const fileCode = randomUUID().replace(/-/g, '');
  const headers = { ...signHeaders(t.config, {}, undefined), authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('chunk', '1');
  form.append('fileCode', fileCode);
  form.append('fileName', fileName);
  form.append('moduleName', moduleName);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'blob');
  const sent = await t.app.inject({ method: 'POST', url: '/api/Upload/Chunk', headers, payload: form });
  const sentJson = sent.json<{ ErrorCode: number; Msg: string }>();
  if (sentJson.ErrorCode !== 0) return { ErrorCode: sentJson.ErrorCode, Msg: sentJson.Msg, Body: null };
  const merge = new FormData();
  merge.append('fileCode', fileCode);
  merge.append('moduleName', moduleName);
  merge.append('chunkCount', '1');
  const merged = await t.app.inject({ method: 'POST', url: '/api/Upload/Merge', headers, payload: merge });
  return merged.json<{ ErrorCode: number; Msg: string; Body: UploadedFile | null }>();
}

/** Records the chat's hub events on a test client's log as well. */
export function listenToIm(connection: HubConnection, log: EventLog): void {
  for (const event of IM_HUB_EVENTS) connection.on(event, (...args: unknown[]) => log.record(event, args));
}
