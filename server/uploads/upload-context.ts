import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { Clock } from '../services/clock';
import type { FileStorage } from './file-storage';
import type { FileLinkSigner } from './file-links';
import type { RunningHashes } from './running-hashes';

/** What the upload services work with; routes build it once from the app. */
export interface UploadContext {
  db: Kysely<Database>;
  storage: FileStorage;
  clock: Clock;
  links: FileLinkSigner;
  config: Pick<Config, 'uploads'>;
  /** Hashes of uploads whose chunks arrive in order (optional: without it the merge hashes). */
  runningHashes?: RunningHashes;
}
