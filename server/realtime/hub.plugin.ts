import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebSocketServer } from 'ws';
import { Messages } from '../../src/domain/messages';
import { HubEvent, HubMethod } from '../../src/domain/realtime';
import { authenticateToken } from '../services/access-tokens';
import { unreadCounters } from '../services/messages.repository';
import { DEFAULT_HUB_PATH } from '../services/system-settings';
import { requireUser } from '../types';
import { HubMethodError, HubServer } from './hub-server';
import { handleHubUpgrade } from './hub-upgrade';
import { Notifier, deliverLocally, type Backplane } from './notifier';
import { RedisBackplane } from './redis-backplane';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends hub events to users in this process and, through the backplane, in the others. */
    notifier: Notifier;
    /** This process's hub connections (tests and benchmarks read counts and drive the sweep). */
    hub: HubServer;
  }
}

const SWEEP_INTERVAL_MS = 1_000;

const NegotiateQuery = Type.Object({ negotiateVersion: Type.Optional(Type.Integer({ minimum: 0 })) });
const NegotiateResponse = Type.Object({
  negotiateVersion: Type.Integer(),
  connectionId: Type.String(),
  connectionToken: Type.Optional(Type.String()),
  availableTransports: Type.Array(
    Type.Object({ transport: Type.Literal('WebSockets'), transferFormats: Type.Array(Type.Literal('Text')) }),
  ),
});

/**
 * The SignalR hub at the system setting's hub path (signalr-protocol.md): negotiate is an HTTP
 * route for any signed-in user (unsigned: the SignalR client cannot sign), the socket is taken on
 * the server's 'upgrade' event. A user's connections form the user's group from the token.
 */
export default fp(
  async function hub(app: FastifyInstance) {
    const hubServer = new HubServer({ maxBufferedBytes: app.config.realtime.maxBufferedBytes, log: app.log });
    let backplane: Backplane | null = null;
    if (app.config.redisUrl) {
      backplane = await RedisBackplane.start(
        app.config.redisUrl,
        app.config.realtime.redisChannelPrefix,
        (audience, record) => deliverLocally(hubServer, audience, record),
        (error) => app.log.warn({ err: error }, 'realtime backplane error'),
      );
    }
    app.decorate('hub', hubServer);
    app.decorate('notifier', new Notifier(hubServer, backplane));

    hubServer.addMethod(HubMethod.joinUser, async ({ connection, reply }, args) => {
      const teacherId = args[0];
      const given = typeof teacherId === 'number' || typeof teacherId === 'string' ? String(teacherId).trim() : '';
      if (given !== String(connection.userId)) throw new HubMethodError(Messages.hubJoinRefused);
      // Whatever was missed while disconnected is in the database: the counters come with the join.
      reply(HubEvent.joinTeacherNotify, [await unreadCounters(app.db, connection.userId)]);
    });

    app.withTypeProvider<TypeBoxTypeProvider>().post(
      `${DEFAULT_HUB_PATH}/negotiate`,
      {
        config: { auth: 'user', signed: false },
        schema: { tags: ['realtime'], querystring: NegotiateQuery, response: { 200: NegotiateResponse } },
      },
      async (request) => hubServer.negotiate(requireUser(request).userId, request.query.negotiateVersion ?? 0, Date.now()),
    );

    const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024, perMessageDeflate: false });
    const upgradeOptions = {
      hub: hubServer,
      wss,
      path: DEFAULT_HUB_PATH,
      allowedOrigins: [...app.config.realtime.allowedOrigins, ...(app.config.publicOrigin ? [app.config.publicOrigin.toLowerCase()] : [])],
      authenticate: (token: string) => authenticateToken(app.db, app.clock, token),
    };
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (handleHubUpgrade(upgradeOptions, request, socket, head)) return;
      // Nobody else takes upgrades: answer instead of leaving the socket hanging.
      if (app.server.listenerCount('upgrade') === 1) socket.destroy();
    };
    app.server.on('upgrade', onUpgrade);
    const sweeper = setInterval(() => hubServer.sweep(Date.now()), SWEEP_INTERVAL_MS);
    sweeper.unref();

    app.addHook('preClose', async () => {
      clearInterval(sweeper);
      app.server.off('upgrade', onUpgrade);
      await hubServer.shutdown();
    });
    app.addHook('onClose', async () => {
      wss.close();
      await backplane?.close();
    });
  },
  { name: 'realtime-hub' },
);
