import type { FastifyInstance } from 'fastify';
import { createFileLinkSigner } from './file-links';
import { RunningHashes } from './running-hashes';
import storedFileRoutes from './stored-file.routes';
import { scheduleUploadCleanup } from './upload-cleanup';
import type { UploadContext } from './upload-context';
import uploadRoutes from './upload.routes';

/** The upload context of an app: its database and clock, and the file store under UPLOAD_DIR. */
export function uploadContextOf(app: FastifyInstance): UploadContext {
  return {
    db: app.db,
    storage: app.fileStorage,
    clock: app.clock,
    links: createFileLinkSigner(app.config.appSecret),
    config: app.config,
    runningHashes: new RunningHashes(),
  };
}

/** Uploads: the chunked upload calls, stored files, and the job that clears abandoned uploads. */
export default async function uploadsPlugin(app: FastifyInstance): Promise<void> {
  const context = uploadContextOf(app);
  await app.register(uploadRoutes, { context });
  await app.register(storedFileRoutes, { context });
  scheduleUploadCleanup(app, context);
}
