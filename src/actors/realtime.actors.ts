import { fromCallback, fromPromise } from 'xstate';
import { CALL_CARD_HUB_EVENTS } from '../domain/call-card';
import { ErrorCode } from '../domain/error-codes';
import type { UnreadCounters } from '../domain/message-records';
import { Messages } from '../domain/messages';
import { HUB_TOKEN_REVOKED_ERROR, HubEvent, HubMethod } from '../domain/realtime';
import { toCounters } from '../machines/realtime-events';
import { realtimeMachine } from '../machines/realtime.machine';
import type { HubCommand, HubConnectionInput, RealtimeEvent, RelayedMessage, TabsCommand } from '../machines/realtime.types';
import type { MessageCounters } from '../machines/session.types';
import type { ApiClient } from '../services/api-client';
import { ApiError } from '../services/api-errors';
import type { RealtimeConnectionFactory } from '../services/realtime-connection';
import type { TabCoordinator } from '../services/tab-coordination';
import { HubUnauthorizedError } from './lazy-realtime-connection';

export interface RealtimeDeps {
  api: ApiClient;
  /** Opens a hub connection; a start refused for the token rejects with HubUnauthorizedError (see connectLazily). */
  connect: RealtimeConnectionFactory;
  /** The page's origin: a hub path from the setting is resolved against it. */
  origin: string;
  /** The current token, read at every connection. */
  accessToken: () => string;
  /** This tab's coordination with the browser's other tabs. */
  tabs: TabCoordinator;
  log?: (message: string, detail?: unknown) => void;
}

// The chat's call events too: the layout's call card rings on every page (src/domain/call-card.ts).
const HUB_EVENTS: readonly string[] = [...Object.values(HubEvent), ...CALL_CARD_HUB_EVENTS];

/** The realtime machine with its real actors: the SignalR connection, the tabs, the counters call. */
export function createRealtimeLogic(deps: RealtimeDeps) {
  const log = deps.log ?? ((message: string, detail?: unknown) => console.warn(message, detail));
  return realtimeMachine.provide({
    actors: {
      'hub connection': fromCallback<HubCommand, HubConnectionInput>(({ input, sendBack, receive }) => {
        let stopped = false;
        let reported = false;
        const report = (event: RealtimeEvent) => {
          if (!stopped) sendBack(event);
        };
        // Only the first end is news: a failed join stops the connection, which closes it again.
        const closed = (error: unknown) => {
          if (stopped || reported) return;
          reported = true;
          const unauthorized = error instanceof HubUnauthorizedError;
          const revoked = error instanceof Error && error.message.includes(HUB_TOKEN_REVOKED_ERROR);
          sendBack({
            type: 'hub.closed',
            error: unauthorized ? new ApiError('unauthorized', Messages.tokenInvalid, ErrorCode.Unauthorized) : error,
            unauthorized,
            revoked,
          } satisfies RealtimeEvent);
        };
        const connection = deps.connect(
          { url: input.hubUrl, origin: deps.origin, accessToken: deps.accessToken, events: HUB_EVENTS },
          { onEvent: (name, payload) => report({ type: 'hub.event', name, payload }), onClose: (error) => closed(error ?? new Error('connection closed')) },
        );
        connection
          .start()
          .then(() => connection.invoke(HubMethod.joinUser, input.teacherId))
          .then(() => report({ type: 'hub.connected' }))
          .catch((error: unknown) => {
            closed(error);
            connection.stop().catch(() => undefined);
          });
        receive((command) => {
          if (command.type === 'hub.check' && !connection.isConnected()) closed(new Error('connection lost'));
        });
        return () => {
          stopped = true;
          connection.stop().catch(() => undefined);
        };
      }),
      'tab coordination': fromCallback<TabsCommand>(({ sendBack, receive }) => {
        const send = (event: RealtimeEvent) => sendBack(event);
        const stopListening = deps.tabs.listen({
          leaderChanged: (isSelf) => send({ type: 'tabs.leader', isSelf }),
          leaderReleased: () => send({ type: 'tabs.released' }),
          relayed: (message) => send({ type: 'tabs.relayed', message: message as RelayedMessage }),
          unloading: () => send({ type: 'page.unload' }),
          restored: () => send({ type: 'page.restored' }),
        });
        receive((command) => {
          switch (command.type) {
            case 'tabs.claim':
              return deps.tabs.claim();
            case 'tabs.claimIfFree':
              return void deps.tabs.claimIfFree();
            case 'tabs.claimIfStale':
              return void deps.tabs.claimIfStale();
            case 'tabs.heartbeat':
              return deps.tabs.heartbeat();
            case 'tabs.relay':
              return deps.tabs.relay(command.message);
          }
        });
        return stopListening;
      }),
      'load counters': fromPromise<MessageCounters>(async ({ signal }) => {
        const counters = toCounters(await deps.api.post<UnreadCounters>('/api/Message/NotReadMsgCount', undefined, undefined, { signal }));
        if (!counters) throw new Error('NotReadMsgCount answered no counters');
        return counters;
      }),
    },
    actions: {
      logConnectionFailure: (_, params) => log(`realtime connection failed (retries so far: ${params.retries})`, params.error),
      logPollFailure: (_, error) => log('message counters poll failed', error),
    },
  });
}
