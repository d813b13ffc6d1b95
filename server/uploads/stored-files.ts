import { createHash, randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import {
  FILE_SIGNATURE_BYTES,
  acceptedContentType,
  describeAccepted,
  detectFileType,
  type FileLinkAnswer,
  type UploadModule,
  type UploadedFile,
} from '../../src/domain/upload';
import { ApiFailure } from '../http/envelope';
import {
  deleteStoredFileRow,
  findOwnedStoredFileByRef,
  findOwnedStoredFilesByRefs,
  findStoredFileByRef,
  insertStoredFile,
  type StoredFileRow,
} from '../repositories/stored-files.repository';
import type { UploadContext } from './upload-context';

export type { StoredFileRow };

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

export function previewLink(context: UploadContext, fileRef: string): FileLinkAnswer {
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
  const place = newPlace(context, request.module);
  const meter = measure(request.sha256 === undefined);
  // pipe() does not pass a source's failure on; the store must see it, or it would wait forever.
  request.source.once('error', (error) => meter.transform.destroy(error));
  await context.storage.put(place.storageKey, request.source.pipe(meter.transform));
  const { size, head } = meter.result();
  const sha256 = request.sha256 ?? meter.digest();
  let contentType: string;
  try {
    contentType = contentTypeOf(request.module, head);
  } catch (error) {
    await context.storage.delete(place.storageKey);
    throw error;
  }
  return recordStoredFile(context, place, { ...request, contentType, size, sha256 });
}

export interface StoreAssembledFileRequest {
  ownerId: number;
  module: UploadModule;
  originalName: string;
  /** The object the parts were written into (see FileStorage.putPart). */
  partsKey: string;
  size: number;
  sha256: string;
  /** Already decided from the assembled bytes' first bytes. */
  contentType: string;
}

/** An upload assembled in the store becomes a stored file in place (no copy), and is recorded. */
export async function storeAssembledFile(context: UploadContext, request: StoreAssembledFileRequest): Promise<StoredFileRow> {
  const place = newPlace(context, request.module);
  await context.storage.completeParts(request.partsKey, request.size, place.storageKey);
  return recordStoredFile(context, place, request);
}

/** A fresh server-chosen reference and storage key under the module and the month. */
function newPlace(context: UploadContext, module: UploadModule) {
  const fileRef = randomBytes(16).toString('hex');
  const now = context.clock.now();
  return { fileRef, now, storageKey: `files/${module}/${now.toISOString().slice(0, 7)}/${fileRef}` };
}

function recordStoredFile(
  context: UploadContext,
  place: ReturnType<typeof newPlace>,
  file: { ownerId: number; module: UploadModule; originalName: string; contentType: string; size: number; sha256: string },
): Promise<StoredFileRow> {
  return insertStoredFile(context.db, {
    file_ref: place.fileRef,
    owner_id: file.ownerId,
    module_name: file.module,
    original_name: file.originalName,
    storage_key: place.storageKey,
    content_type: file.contentType,
    size: file.size,
    sha256: file.sha256,
    created_at: place.now.toISOString(),
  });
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
  return findStoredFileByRef(context.db, fileRef);
}

/**
 * The file `fileRef` if it belongs to `ownerId`: what a form calls before it keeps a reference a
 * tutor sent (attendance decline, feedback, personal data, TESOL, leave).
 */
export async function findOwnedStoredFile(context: Pick<UploadContext, 'db'>, ownerId: number, fileRef: string): Promise<StoredFileRow | undefined> {
  return findOwnedStoredFileByRef(context.db, ownerId, fileRef);
}

/** The owner's stored files among `fileRefs`, by reference: one query however many. */
export async function findOwnedStoredFiles(
  context: Pick<UploadContext, 'db'>,
  ownerId: number,
  fileRefs: readonly string[],
): Promise<Map<string, StoredFileRow>> {
  const rows = await findOwnedStoredFilesByRefs(context.db, ownerId, [...new Set(fileRefs)]);
  return new Map(rows.map((row) => [row.file_ref, row]));
}

/** Removes a stored file's bytes and its record. */
export async function deleteStoredFile(context: UploadContext, row: StoredFileRow): Promise<void> {
  await deleteStoredFileRow(context.db, row.id);
  await context.storage.delete(row.storage_key);
}
