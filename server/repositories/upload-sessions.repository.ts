import type { Kysely, Selectable } from 'kysely';
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
