import type { FastifyInstance } from 'fastify';
import { scheduleLeasedJob } from '../jobs/leased-job';
import type { UploadContext } from './upload-context';

/**
 * Deletes uploads nobody finished: sessions still receiving (or stuck merging) whose last chunk
 * came longer than `abandonAfterSeconds` ago, with their chunks. Sessions already merged are only
 * forgotten; their stored files stay. Answers how many unfinished uploads were removed.
 */
export async function cleanupAbandonedUploads(context: UploadContext): Promise<number> {
  const cutoff = new Date(context.clock.now().getTime() - context.config.uploads.abandonAfterSeconds * 1000).toISOString();
  const abandoned = await context.db
    .selectFrom('upload_sessions')
    .select(['id', 'storage_prefix'])
    .where('state', 'in', ['receiving', 'merging'])
    .where('updated_at', '<', cutoff)
    .execute();
  for (const session of abandoned) {
    // Rows first: a chunk arriving now finds no session and removes its own bytes.
    await context.db.deleteFrom('upload_sessions').where('id', '=', session.id).execute();
    await context.storage.deletePrefix(session.storage_prefix);
  }
  await context.db.deleteFrom('upload_sessions').where('state', '=', 'merged').where('updated_at', '<', cutoff).execute();
  return abandoned.length;
}

/** Runs the cleanup every `cleanupIntervalSeconds` while the app is open, in one process of several (0: never). */
export function scheduleUploadCleanup(app: FastifyInstance, context: UploadContext): void {
  scheduleLeasedJob(app, {
    name: 'upload-cleanup',
    intervalMs: context.config.uploads.cleanupIntervalSeconds * 1000,
    run: async () => ({ removed: await cleanupAbandonedUploads(context) }),
  });
}
