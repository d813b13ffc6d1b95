import type { ApiClient } from '../services/api-client';
import type { ApiError } from '../services/api-errors';
import { createDocumentsLogic } from './documents.actors';
import { createShellLogic } from './shell.logic';
import { createMessageCenterLogic } from './message-center.actors';
import type { SessionEvent } from '../machines/session.types';

/** What page and dialog actors need from the app: the API, and the session's error catalogue. */
export interface PageDeps {
  api: ApiClient;
  /** Hands a failed call to the session, which decides what the tutor sees (shell.md §8). */
  reportError(error: ApiError): void;
  /**
   * Starts a chunked upload in the session (its progress shows in the shared dialog); `replyTo`
   * receives `upload.finished { fileCode, output }` when it ends. Make fileCode with newFileCode().
   */
  startUpload(request: UploadRequest): void;
}

export type UploadRequest = Omit<Extract<SessionEvent, { type: 'upload.start' }>, 'type'>;

/**
 * The logic of every page and dialog machine, with real actors provided. Views take what they
 * need from here (through PageLogicContext) and run it with useActor/useActorRef; tests build the
 * same object with fake actors. Each area adds one line.
 */
export function createPageLogic(deps: PageDeps) {
  return {
    deps,
    documents: createDocumentsLogic(deps),
    shell: createShellLogic(deps),
    messages: createMessageCenterLogic(deps),
  };
}

export type PageLogic = ReturnType<typeof createPageLogic>;
