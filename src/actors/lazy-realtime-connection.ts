import type { RealtimeConnection, RealtimeConnectionFactory } from '../services/realtime-connection';

/** The hub refused the token (negotiate answered 401), told without loading the SignalR client. */
export class HubUnauthorizedError extends Error {
  override name = 'HubUnauthorizedError';
}

/**
 * The hub connection with the SignalR client loaded on the first start, so a signed-out page never
 * downloads it. A stop while the client is loading keeps the connection from opening.
 */
export const connectLazily: RealtimeConnectionFactory = (options, handlers) => {
  let connection: RealtimeConnection | null = null;
  let stopped = false;
  return {
    async start() {
      const service = await import('../services/realtime-connection');
      if (stopped) throw new Error('the hub connection was stopped before it started');
      const translate = (error: unknown) => (service.isUnauthorizedHubError(error) ? new HubUnauthorizedError((error as Error).message) : error);
      connection = service.createRealtimeConnection(options, {
        onEvent: handlers.onEvent,
        onClose: (error) => handlers.onClose(error ? (translate(error) as Error) : undefined),
      });
      try {
        await connection.start();
      } catch (error) {
        throw translate(error);
      }
    },
    invoke: (method, ...args) => (connection ? connection.invoke(method, ...args) : Promise.reject(new Error('the hub connection is not started'))),
    isConnected: () => connection?.isConnected() ?? false,
    async stop() {
      stopped = true;
      await connection?.stop();
    },
  };
};
