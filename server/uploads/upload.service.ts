import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import {
  FILE_SIGNATURE_BYTES,
  UPLOAD_CHUNK_SIZE,
  UPLOAD_POLICIES,
  checkUploadFile,
  checkUploadModule,
  describeAccepted,
  maxChunksFor,
  type ChunkAnswer,
  type UploadModule,
  type UploadedFile,
} from '../../src/domain/upload';
import { ApiFailure } from '../http/envelope';
import { findStoredFileById } from '../repositories/stored-files.repository';
import {
  claimUploadSessionForMerge,
  deleteUploadChunks,
  deleteUploadSession,
  findUploadSession,
  insertUploadSessionIfAbsent,
  listUploadChunks,
  markUploadSessionMerged,
  recordUploadChunk,
  reopenMergingUploadSession,
  updateUploadTotals,
  type UploadSessionRow as SessionRow,
} from '../repositories/upload-sessions.repository';
import { StoredObjectMissing } from './file-storage';
import { contentTypeOf, deleteStoredFile, storeAssembledFile, toUploadedFile } from './stored-files';
import type { UploadContext } from './upload-context';

/** A merge left in 'merging' longer than the client waits for it (300 s) was interrupted. */
const STALE_MERGE_MS = 300_000;

const refuse = (message: string, status = 400) => new ApiFailure(ErrorCode.UploadFailed, message, status);
const missingChunk = () => refuse(Messages.uploadMissingChunk);

/** The module, or the spec's refusal when it is not one of the allowed modules. */
export function requireModule(moduleName: string): UploadModule {
  const problem = checkUploadModule(moduleName);
  if (problem) throw refuse(problem.message);
  return moduleName as UploadModule;
}

export interface ChunkRequest {
  ownerId: number;
  fileCode: string;
  moduleName: string;
  fileName: string;
  /** 1-based. */
  chunk: number;
  bytes: Buffer;
}

/** Where an upload's chunks are assembled: one object, each chunk written at its offset. */
const partsKeyOf = (session: SessionRow) => `${session.storage_prefix}/data`;

/**
 * Stores one chunk. The first chunk of a fileCode opens an upload session owned by the sender;
 * later chunks must come from the same owner for the same module. A chunk sent again replaces
 * the one before (a retry). Chunks are written to the store before they are recorded, so a chunk
 * on record is always complete on disk.
 */
export async function receiveChunk(context: UploadContext, request: ChunkRequest): Promise<ChunkAnswer> {
  const module = requireModule(request.moduleName);
  const problem = checkUploadFile(module, request.fileName, request.bytes.length);
  if (problem) throw refuse(problem.message);
  if (request.bytes.length > UPLOAD_CHUNK_SIZE) throw refuse(Messages.uploadChunkTooLarge, 413);
  const maxChunks = maxChunksFor(module);
  if (request.chunk < 1 || request.chunk > maxChunks) {
    throw refuse(`'chunk' must be a whole number from 1 to ${maxChunks}: ${describeAccepted(module)}`);
  }

  const session = await openSession(context, request, module);
  const now = context.clock.now().toISOString();
  await context.storage.putPart(partsKeyOf(session), (request.chunk - 1) * UPLOAD_CHUNK_SIZE, request.bytes);
  try {
    await recordUploadChunk(context.db, { sessionId: session.id, chunkIndex: request.chunk, size: request.bytes.length, now });
    context.runningHashes?.add(session.id, request.chunk, request.bytes);
  } catch (error) {
    const stillThere = await findSession(context, request.fileCode);
    if (stillThere) throw error;
    // The session was cancelled while this chunk was on its way: leave nothing behind.
    await context.storage.deletePrefix(session.storage_prefix);
    throw missingChunk();
  }
  const [totals] = await updateUploadTotals(context.db, { sessionId: session.id, now });
  return { chunkCount: Number(totals?.chunk_count ?? 0) };
}

async function findSession(context: UploadContext, fileCode: string): Promise<SessionRow | undefined> {
  return findUploadSession(context.db, fileCode);
}

function assertOwnedBy(session: SessionRow, ownerId: number, module: UploadModule): void {
  if (session.owner_id !== ownerId) throw new ApiFailure(ErrorCode.Forbidden, Messages.uploadNotYours, 403);
  if (session.module_name !== module) throw refuse(Messages.uploadModuleMismatch);
}

async function openSession(context: UploadContext, request: ChunkRequest, module: UploadModule): Promise<SessionRow> {
  let session = await findSession(context, request.fileCode);
  if (session) {
    if (session.owner_id !== request.ownerId) assertOwnedBy(session, request.ownerId, module);
    if (session.state === 'merged') {
      // The same tutor sends the same fileCode again: a new upload. The stored file stays.
      await deleteUploadSession(context.db, session.id);
      session = undefined;
    } else {
      assertOwnedBy(session, request.ownerId, module);
      if (session.state === 'merging') throw refuse(Messages.uploadBusy, 409);
      return session;
    }
  }
  const now = context.clock.now().toISOString();
  // Two first chunks racing: one insert wins, both then read the same row.
  await insertUploadSessionIfAbsent(context.db, {
    file_code: request.fileCode,
    owner_id: request.ownerId,
    module_name: module,
    file_name: request.fileName,
    state: 'receiving',
    storage_prefix: `partial/${randomBytes(12).toString('hex')}`,
    stored_file_id: null,
    created_at: now,
    updated_at: now,
  });
  const opened = await findSession(context, request.fileCode);
  if (!opened) throw missingChunk();
  assertOwnedBy(opened, request.ownerId, module);
  return opened;
}

export interface MergeRequest {
  ownerId: number;
  fileCode: string;
  moduleName: string;
  /** How many chunks the client sent; without it the server can only check there is no gap. */
  chunkCount?: number;
}

/**
 * Assembles the chunks into a stored file. Every chunk from 1 to the last must be on record and
 * all but the last full-sized; the first bytes must be of a type the module accepts. A merge
 * sent again after it succeeded answers the same file.
 */
export async function mergeUpload(context: UploadContext, request: MergeRequest): Promise<UploadedFile> {
  const module = requireModule(request.moduleName);
  const session = await findSession(context, request.fileCode);
  if (!session) throw missingChunk();
  assertOwnedBy(session, request.ownerId, module);
  if (session.state === 'merged' && session.stored_file_id !== null) {
    const stored = await findStoredFileById(context.db, session.stored_file_id);
    if (stored) return toUploadedFile(context, stored);
  }

  const now = context.clock.now();
  const claimed = await claimUploadSessionForMerge(context.db, session.id, now.toISOString(), new Date(now.getTime() - STALE_MERGE_MS).toISOString());
  if (claimed !== 1) throw refuse(Messages.uploadBusy, 409);

  try {
    const stored = await assemble(context, session, module, request.chunkCount);
    await context.db.transaction().execute(async (trx) => {
      await deleteUploadChunks(trx, session.id);
      await markUploadSessionMerged(trx, session.id, stored.id, context.clock.now().toISOString());
    });
    await context.storage.deletePrefix(session.storage_prefix);
    return toUploadedFile(context, stored);
  } catch (error) {
    // The chunks stay: the client may send a missing one again and merge once more.
    await reopenMergingUploadSession(context.db, session.id, context.clock.now().toISOString());
    if (error instanceof StoredObjectMissing) throw missingChunk();
    throw error;
  }
}

async function assemble(context: UploadContext, session: SessionRow, module: UploadModule, expectedCount?: number) {
  const chunks = await listUploadChunks(context.db, session.id);
  const last = chunks.length;
  const complete =
    last > 0 &&
    (expectedCount === undefined || expectedCount === last) &&
    chunks.every((chunk, position) => chunk.chunk_index === position + 1 && (chunk.chunk_index === last || chunk.size === UPLOAD_CHUNK_SIZE));
  if (!complete) throw missingChunk();
  const total = chunks.reduce((sum, chunk) => sum + chunk.size, 0);
  if (total > UPLOAD_POLICIES[module].maxBytes) throw refuse(`${Messages.uploadTooLarge} ${describeAccepted(module)}`);

  // The chunks were written at their offsets into one object: refuse bytes of the wrong type, then
  // it becomes the stored file as it is (a rename on disk), with no copy of hundreds of megabytes.
  const partsKey = partsKeyOf(session);
  const head = await readAll(await context.storage.stream(partsKey, { start: 0, end: Math.min(total, FILE_SIGNATURE_BYTES) - 1 }));
  const contentType = contentTypeOf(module, head);
  const sha256 = context.runningHashes?.take(session.id, last) ?? (await hashOf(await context.storage.stream(partsKey, { start: 0, end: total - 1 })));
  return storeAssembledFile(context, { ownerId: session.owner_id, module, originalName: session.file_name, partsKey, size: total, sha256, contentType });
}

async function readAll(source: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of source) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The SHA-256 of chunks that did not arrive in order in this process (a retry, another process, a restart). */
async function hashOf(source: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const part of source) hash.update(part as Buffer);
  return hash.digest('hex');
}

export interface CancelRequest {
  ownerId: number;
  fileCode: string;
  moduleName: string;
}

/**
 * Removes what an upload stored: its chunks, or the merged file when it was already merged.
 * Answers whether there was anything to remove; cancelling twice is not an error.
 */
export async function cancelUpload(context: UploadContext, request: CancelRequest): Promise<boolean> {
  const module = requireModule(request.moduleName);
  const session = await findSession(context, request.fileCode);
  if (!session) return false;
  assertOwnedBy(session, request.ownerId, module);
  if (session.state === 'merging') throw refuse(Messages.uploadBusy, 409);
  if (session.stored_file_id !== null) {
    const stored = await findStoredFileById(context.db, session.stored_file_id);
    if (stored) await deleteStoredFile(context, stored);
  }
  await deleteUploadSession(context.db, session.id);
  context.runningHashes?.forget(session.id);
  await context.storage.deletePrefix(session.storage_prefix);
  return true;
}
