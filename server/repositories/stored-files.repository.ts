import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, StoredFilesTable } from '../db/schema';

export type StoredFileRow = Selectable<StoredFilesTable>;

export async function findStoredFileById(db: Kysely<Database>, id: number): Promise<StoredFileRow | undefined> {
  return db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findStoredFileByRef(db: Kysely<Database>, fileRef: string): Promise<StoredFileRow | undefined> {
  return db.selectFrom('stored_files').selectAll().where('file_ref', '=', fileRef).executeTakeFirst();
}

/** The file `fileRef` if it belongs to `ownerId`; another owner's answers nothing. */
export async function findOwnedStoredFileByRef(db: Kysely<Database>, ownerId: number, fileRef: string): Promise<StoredFileRow | undefined> {
  return db.selectFrom('stored_files').selectAll().where('file_ref', '=', fileRef).where('owner_id', '=', ownerId).executeTakeFirst();
}

/** An owner's stored files among `fileRefs`, in one query (files of another owner are not among them). */
export async function findOwnedStoredFilesByRefs(db: Kysely<Database>, ownerId: number, fileRefs: readonly string[]): Promise<StoredFileRow[]> {
  if (fileRefs.length === 0) return [];
  return db
    .selectFrom('stored_files')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('file_ref', 'in', [...fileRefs])
    .execute();
}

export async function insertStoredFile(db: Kysely<Database>, values: Insertable<StoredFilesTable>): Promise<StoredFileRow> {
  return db.insertInto('stored_files').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function deleteStoredFileRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('stored_files').where('id', '=', id).execute();
}

/** An owner's stored files, newest first, at most 200; of one module when given. */
export async function listOwnerStoredFiles(db: Kysely<Database>, ownerId: number, moduleName: string | undefined): Promise<StoredFileRow[]> {
  let query = db.selectFrom('stored_files').selectAll().where('owner_id', '=', ownerId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200);
  if (moduleName !== undefined) query = query.where('module_name', '=', moduleName);
  return query.execute();
}
