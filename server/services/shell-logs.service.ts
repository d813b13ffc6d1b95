import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { ClientDownloadLogBody } from '../../src/domain/api/shell.schemas';
import type { Database } from '../db/schema';
import { insertClientDownload, insertModelClick } from '../repositories/shell-logs.repository';
import type { Clock } from './clock';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
}

/** A click on a header shortcut. */
export async function logModelClick(deps: Deps, userId: number, type: number): Promise<void> {
  await insertModelClick(deps.db, { userId, type, clickedAt: deps.clock.now().toISOString() });
}

/** A TutorClient download: the tutor's when signed in (password or single sign-on), else anonymous. */
export async function logClientDownload(deps: Deps, userId: number | null, download: Static<typeof ClientDownloadLogBody>): Promise<void> {
  await insertClientDownload(deps.db, {
    userId,
    sourceType: download.SourceType,
    clientType: download.ClientType,
    clientInfo: download.ClientInfo,
    createdAt: deps.clock.now().toISOString(),
  });
}
