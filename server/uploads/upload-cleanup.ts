import type { FastifyInstance } from 'fastify';
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
  await context.db
    .deleteFrom('upload_sessions')
    .where('state', '=', 'merged')
    .where('updated_at', '<', cutoff)
    .execute();
  return abandoned.length;
}

/** Runs the cleanup every `cleanupIntervalSeconds` while the app is open (0: never). */
export function scheduleUploadCleanup(app: FastifyInstance, context: UploadContext): void {
  const seconds = context.config.uploads.cleanupIntervalSeconds;
  if (seconds === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    cleanupAbandonedUploads(context)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'abandoned uploads removed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'upload cleanup failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
