import type { Generated } from 'kysely';

/** Stored files and the chunked uploads that make them. */

export interface StoredFilesTable {
  id: Generated<number>;
  /** The public reference: random, unguessable, what forms keep. */
  file_ref: string;
  owner_id: number;
  module_name: string;
  /** The name the client gave, for display and downloads only. */
  original_name: string;
  storage_key: string;
  /** Decided from the bytes, never from the client. */
  content_type: string;
  size: number;
  sha256: string;
  created_at: string;
}

export type UploadSessionState = 'receiving' | 'merging' | 'merged';

/** A chunked upload in progress (or merged, until the cleanup job forgets it). */
export interface UploadSessionsTable {
  id: Generated<number>;
  file_code: string;
  owner_id: number;
  module_name: string;
  file_name: string;
  chunk_count: Generated<number>;
  received_bytes: Generated<number>;
  state: UploadSessionState;
  /** Where this session's chunks are in the file store. */
  storage_prefix: string;
  stored_file_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface UploadChunksTable {
  session_id: number;
  /** 1-based, as the client numbers them. */
  chunk_index: number;
  size: number;
  received_at: string;
}

export interface FileTables {
  stored_files: StoredFilesTable;
  upload_sessions: UploadSessionsTable;
  upload_chunks: UploadChunksTable;
}
