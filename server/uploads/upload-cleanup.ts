import type { FastifyInstance } from 'fastify';
import { scheduleLeasedJob } from '../jobs/leased-job';
import { deleteMergedUploadSessionsBefore, deleteUploadSession, listUnfinishedUploadSessionsBefore } from '../repositories/upload-sessions.repository';
import type { UploadContext } from './upload-context';

/**
 * Deletes uploads nobody finished: sessions still receiving (or stuck merging) whose last chunk
 * came longer than `abandonAfterSeconds` ago, with their chunks. Sessions already merged are only
 * forgotten; their stored files stay. Answers how many unfinished uploads were removed.
 */
export async function cleanupAbandonedUploads(context: UploadContext): Promise<number> {
  const cutoff = new Date(context.clock.now().getTime() - context.config.uploads.abandonAfterSeconds * 1000).toISOString();
  const abandoned = await listUnfinishedUploadSessionsBefore(context.db, cutoff);
  for (const session of abandoned) {
    // Rows first: a chunk arriving now finds no session and removes its own bytes.
    await deleteUploadSession(context.db, session.id);
    await context.storage.deletePrefix(session.storage_prefix);
  }
  await deleteMergedUploadSessionsBefore(context.db, cutoff);
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
