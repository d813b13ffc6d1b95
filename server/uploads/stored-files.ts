import { createHash, randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { Selectable } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { FILE_SIGNATURE_BYTES, acceptedContentType, describeAccepted, detectFileType, type UploadModule, type UploadedFile } from '../../src/domain/upload';
import type { StoredFilesTable } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type { UploadContext } from './upload-context';

export type StoredFileRow = Selectable<StoredFilesTable>;

/** Where a stored file is served; a link adds `?expires=&sig=`. */
export const storedFilePath = (fileRef: string) => `/api/Upload/File/${fileRef}`;

/** The answer for a stored file: its reference, its URL and a preview link valid for a while. */
export function toUploadedFile(context: UploadContext, row: StoredFileRow): UploadedFile {
  return {
    fileRef: row.file_ref,
    url: storedFilePath(row.file_ref),
    previewUrl: previewLink(context, row.file_ref).url,
    fileName: row.original_name,
    contentType: row.content_type,
    size: row.size,
  };
}

export function previewLink(context: UploadContext, fileRef: string): { url: string; expiresAt: string } {
  const expiresAt = new Date(context.clock.now().getTime() + context.config.uploads.linkTtlSeconds * 1000);
  return { url: `${storedFilePath(fileRef)}?${context.links.linkQuery(fileRef, expiresAt)}`, expiresAt: expiresAt.toISOString() };
}

/** A refusal naming what the module accepts, for bytes that are not of an accepted type. */
export function contentMismatch(module: UploadModule): ApiFailure {
  return new ApiFailure(ErrorCode.UploadFailed, `${Messages.uploadContentMismatch} ${describeAccepted(module)}`);
}

/** The content type `head` (a file's first bytes) is stored with under `module`, or a refusal. */
export function contentTypeOf(module: UploadModule, head: Uint8Array): string {
  const type = detectFileType(head);
  const contentType = type ? acceptedContentType(module, type) : null;
  if (!contentType) throw contentMismatch(module);
  return contentType;
}

export interface StoreFileRequest {
  ownerId: number;
  module: UploadModule;
  originalName: string;
  source: Readable;
  /** The bytes' SHA-256 when already known (hashed as the chunks arrived): not computed again. */
  sha256?: string;
}

/**
 * Streams `source` into the store under a fresh server-chosen key while hashing it and keeping
 * its first bytes, decides its type from those bytes, and records it. Bytes of a type the module
 * does not accept are removed again and refused.
 */
export async function storeFile(context: UploadContext, request: StoreFileRequest): Promise<StoredFileRow> {
  const fileRef = randomBytes(16).toString('hex');
  const now = context.clock.now();
  const storageKey = `files/${request.module}/${now.toISOString().slice(0, 7)}/${fileRef}`;
  const meter = measure(request.sha256 === undefined);
  // pipe() does not pass a source's failure on; the store must see it, or it would wait forever.
  request.source.once('error', (error) => meter.transform.destroy(error));
  await context.storage.put(storageKey, request.source.pipe(meter.transform));
  const { size, head } = meter.result();
  const sha256 = request.sha256 ?? meter.digest();
  let contentType: string;
  try {
    contentType = contentTypeOf(request.module, head);
  } catch (error) {
    await context.storage.delete(storageKey);
    throw error;
  }
  return context.db
    .insertInto('stored_files')
    .values({
      file_ref: fileRef,
      owner_id: request.ownerId,
      module_name: request.module,
      original_name: request.originalName,
      storage_key: storageKey,
      content_type: contentType,
      size,
      sha256,
      created_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A pass-through that counts, hashes (unless told not to) and keeps the first FILE_SIGNATURE_BYTES of what flows by. */
function measure(hashing: boolean) {
  const hash = hashing ? createHash('sha256') : null;
  const headParts: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash?.update(chunk);
      size += chunk.length;
      if (headLength < FILE_SIGNATURE_BYTES) {
        const part = chunk.subarray(0, FILE_SIGNATURE_BYTES - headLength);
        headParts.push(part);
        headLength += part.length;
      }
      callback(null, chunk);
    },
  });
  return {
    transform,
    result: () => ({ size, head: Buffer.concat(headParts) }),
    digest: () => hash?.digest('hex') ?? '',
  };
}

export async function findStoredFile(context: Pick<UploadContext, 'db'>, fileRef: string): Promise<StoredFileRow | undefined> {
  return context.db.selectFrom('stored_files').selectAll().where('file_ref', '=', fileRef).executeTakeFirst();
}

/**
 * The file `fileRef` if it belongs to `ownerId`: what a form calls before it keeps a reference a
 * tutor sent (attendance decline, feedback, personal data, TESOL, leave).
 */
export async function findOwnedStoredFile(context: Pick<UploadContext, 'db'>, ownerId: number, fileRef: string): Promise<StoredFileRow | undefined> {
  return context.db.selectFrom('stored_files').selectAll().where('file_ref', '=', fileRef).where('owner_id', '=', ownerId).executeTakeFirst();
}

/** Removes a stored file's bytes and its record. */
export async function deleteStoredFile(context: UploadContext, row: StoredFileRow): Promise<void> {
  await context.db.deleteFrom('stored_files').where('id', '=', row.id).execute();
  await context.storage.delete(row.storage_key);
}
