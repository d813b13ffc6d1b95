import type { ApiClient } from '../services/api-client';
import type { ApiError } from '../services/api-errors';
import type { MenuItem } from '../domain/system-setting';
import type { UserState } from '../domain/user';
import type { SessionEmitted, SessionEvent } from '../machines/session.types';

/**
 * What page and dialog actors need from the app: the API, and the session's error catalogue.
 * Each area builds its machines from these in its own actors file (`createXLogic(deps)`), and its
 * views take them with `useAreaLogic(createXLogic)`, so an area's code loads with its page.
 */
export interface PageDeps {
  api: ApiClient;
  /** Hands a failed call to the session, which decides what the tutor sees (shell.md §8). */
  reportError(error: ApiError): void;
  /**
   * Starts a chunked upload in the session (its progress shows in the shared dialog); `replyTo`
   * receives `upload.finished { fileCode, output }` when it ends. Make fileCode with newFileCode().
   */
  startUpload(request: UploadRequest): void;
  /** A toast or alert a page machine shows (the session emits it for the views). */
  notify(notice: SessionEmitted): void;
  /** The sidebar's menu loaded: the route guard's cross-host rule reads its hosts. */
  menuLoaded(menu: MenuItem[]): void;
  /** A page changed read state: realtime refreshes the counters and tells the other tabs. */
  messagesChanged(): void;
  /**
   * A page changed the tutor's points (a claim, a reward, a right): the user state takes `patch`,
   * and every onScoresChanged listener (the person panel, the growth cards) loads its figures again.
   * `source` names the part that made the change, which has its own figures fresh already.
   */
  scoresChanged(patch: Partial<UserState>, source: string): void;
  /** Listens for scoresChanged; answers the function that stops listening. */
  onScoresChanged(listener: (source: string) => void): () => void;
}

/**
 * The page dependencies over the session: pages' machines reach the session only through these
 * (provided actions), so no view relays events between actors.
 */
export function sessionPageDeps(api: ApiClient, session: { send(event: SessionEvent): void }): PageDeps {
  const scoreListeners = new Set<(source: string) => void>();
  return {
    api,
    reportError: (error) => session.send({ type: 'api.failed', error }),
    startUpload: (request) => session.send({ type: 'upload.start', ...request }),
    notify: (notice) => session.send({ type: 'notify.show', notice }),
    menuLoaded: (menu) => session.send({ type: 'session.menuLoaded', menu }),
    messagesChanged: () => session.send({ type: 'messages.changed', from: 'page' }),
    scoresChanged: (patch, source) => {
      session.send({ type: 'user.patch', patch });
      for (const listener of [...scoreListeners]) listener(source);
    },
    onScoresChanged: (listener) => {
      scoreListeners.add(listener);
      return () => scoreListeners.delete(listener);
    },
  };
}

export type UploadRequest = Omit<Extract<SessionEvent, { type: 'upload.start' }>, 'type'>;
