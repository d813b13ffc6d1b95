import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Notifier } from '../realtime/notifier';
import type { Clock } from '../services/clock';
import type { UploadContext } from '../uploads/upload-context';

/** What the chat services work with; the plugin builds it once from the app. */
export interface ImDeps {
  db: Kysely<Database>;
  clock: Clock;
  notifier: Pick<Notifier, 'toUser'>;
  uploads: UploadContext;
}
