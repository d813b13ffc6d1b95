import type { Insertable, Kysely, Selectable } from 'kysely';
import { reusableQuery } from '../db/reusable-query';
import type { Database, UploadSessionsTable } from '../db/schema';

export type UploadSessionRow = Selectable<UploadSessionsTable>;

// The three queries of every chunk are built once (reusableQuery): a 100 MB upload is 200 chunks.

const sessionRowsByFileCode = reusableQuery((db, p: { fileCode: string }) => db.selectFrom('upload_sessions').selectAll().where('file_code', '=', p.fileCode));

export async function findUploadSession(db: Kysely<Database>, fileCode: string): Promise<UploadSessionRow | undefined> {
  const [row] = await sessionRowsByFileCode(db, { fileCode });
  return row;
}

/** Records a chunk (a chunk sent again replaces the record before). */
export const recordUploadChunk = reusableQuery((db, p: { sessionId: number; chunkIndex: number; size: number; now: string }) =>
  db
    .insertInto('upload_chunks')
    .values({ session_id: p.sessionId, chunk_index: p.chunkIndex, size: p.size, received_at: p.now })
    .onConflict((conflict) => conflict.columns(['session_id', 'chunk_index']).doUpdateSet({ size: p.size, received_at: p.now })),
);

/** The session's chunk count and byte total from its chunk records; answers the count. */
export const updateUploadTotals = reusableQuery((db, p: { sessionId: number; now: string }) =>
  db
    .updateTable('upload_sessions')
    .set((eb) => ({
      chunk_count: eb
        .selectFrom('upload_chunks')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .where('session_id', '=', p.sessionId),
      received_bytes: eb
        .selectFrom('upload_chunks')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('size'), sub.lit(0)).as('bytes'))
        .where('session_id', '=', p.sessionId),
      updated_at: p.now,
    }))
    .where('id', '=', p.sessionId)
    .returning('chunk_count'),
);

// The queries run once per upload (or per cleanup) are plain functions.

/** Opens a session; when a session with the same file code exists already (two first chunks racing), does nothing. */
export async function insertUploadSessionIfAbsent(db: Kysely<Database>, values: Insertable<UploadSessionsTable>): Promise<void> {
  await db
    .insertInto('upload_sessions')
    .values(values)
    .onConflict((conflict) => conflict.column('file_code').doNothing())
    .execute();
}

export async function deleteUploadSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.deleteFrom('upload_sessions').where('id', '=', sessionId).execute();
}

/**
 * Moves a session to 'merging' if it is receiving, or merging since before `staleBefore` (an
 * interrupted merge); answers how many rows changed (1 when claimed).
 */
export async function claimUploadSessionForMerge(db: Kysely<Database>, sessionId: number, now: string, staleBefore: string): Promise<number> {
  const claimed = await db
    .updateTable('upload_sessions')
    .set({ state: 'merging', updated_at: now })
    .where('id', '=', sessionId)
    .where((eb) => eb.or([eb('state', '=', 'receiving'), eb.and([eb('state', '=', 'merging'), eb('updated_at', '<', staleBefore)])]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows);
}

export async function deleteUploadChunks(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.deleteFrom('upload_chunks').where('session_id', '=', sessionId).execute();
}

export async function markUploadSessionMerged(db: Kysely<Database>, sessionId: number, storedFileId: number, now: string): Promise<void> {
  await db.updateTable('upload_sessions').set({ state: 'merged', stored_file_id: storedFileId, updated_at: now }).where('id', '=', sessionId).execute();
}

/** A failed merge: the session receives chunks again (if it is still merging). */
export async function reopenMergingUploadSession(db: Kysely<Database>, sessionId: number, now: string): Promise<void> {
  await db.updateTable('upload_sessions').set({ state: 'receiving', updated_at: now }).where('id', '=', sessionId).where('state', '=', 'merging').execute();
}

/** The session's chunk records, in chunk order. */
export async function listUploadChunks(db: Kysely<Database>, sessionId: number): Promise<Array<{ chunk_index: number; size: number }>> {
  return db.selectFrom('upload_chunks').select(['chunk_index', 'size']).where('session_id', '=', sessionId).orderBy('chunk_index').execute();
}

/** Sessions still receiving or merging whose last change is older than `cutoff`. */
export async function listUnfinishedUploadSessionsBefore(db: Kysely<Database>, cutoff: string): Promise<Array<{ id: number; storage_prefix: string }>> {
  return db
    .selectFrom('upload_sessions')
    .select(['id', 'storage_prefix'])
    .where('state', 'in', ['receiving', 'merging'])
    .where('updated_at', '<', cutoff)
    .execute();
}

export async function deleteMergedUploadSessionsBefore(db: Kysely<Database>, cutoff: string): Promise<void> {
  await db.deleteFrom('upload_sessions').where('state', '=', 'merged').where('updated_at', '<', cutoff).execute();
}
