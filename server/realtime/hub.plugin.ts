import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebSocketServer } from 'ws';
import { Messages } from '../../src/domain/messages';
import { HubEvent, HubMethod } from '../../src/domain/realtime';
import { verifyAccessToken } from '../oidc/verify-access-token';
import { authenticateToken } from '../services/access-tokens';
import { unreadCounters } from '../repositories/messages.repository';
import { DEFAULT_HUB_PATH } from '../services/system-settings';
import { announceRevocation, onTokensRevoked } from '../services/token-revocations';
import { portalTokenExpiry } from './token-expiry';
import { requireUser } from '../types';
import { HubMethodError, HubServer, type HubUser } from './hub-server';
import { handleHubUpgrade } from './hub-upgrade';
import { Notifier, deliverLocally } from './notifier';
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
  availableTransports: Type.Array(Type.Object({ transport: Type.Literal('WebSockets'), transferFormats: Type.Array(Type.Literal('Text')) })),
});

/**
 * The SignalR hub at the system setting's hub path (signalr-protocol.md): negotiate is an HTTP
 * route for any signed-in user (unsigned: the SignalR client cannot sign), the socket is taken on
 * the server's 'upgrade' event. A user's connections form the user's group from the token. A
 * socket closes when its token is revoked (here or, through the backplane, in another process)
 * or expires.
 */
export default fp(
  async function hub(app: FastifyInstance) {
    let backplane: RedisBackplane | null = null;
    const hubServer = new HubServer({
      maxBufferedBytes: app.config.realtime.maxBufferedBytes,
      log: app.log,
      secret: app.config.appSecret,
      // With Redis, a connection id is claimed there, so a second socket is refused in any process.
      ...(app.config.redisUrl ? { claims: { take: (id: string, ttlMs: number) => backplane?.take(id, ttlMs) ?? Promise.resolve(true) } } : {}),
    });
    if (app.config.redisUrl) {
      backplane = await RedisBackplane.start(app.config.redisUrl, app.config.realtime.redisChannelPrefix, {
        onRemote: (audience, record) => deliverLocally(hubServer, audience, record),
        // Another process revoked tokens: this process's listeners (the token cache, the sockets) act before the ack.
        onRevocation: (revocation) => announceRevocation(app.db, revocation, 'remote'),
        // The token cache is trusted only while no revocation from another process can be missed.
        onSubscription: (live) => (live ? app.tokenCache.resume() : app.tokenCache.suspend()),
        onRevocationUnacknowledged: (missing) => app.log.warn({ missing }, 'token revocation not acknowledged by every process in time'),
        onError: (error) => app.log.warn({ err: error }, 'realtime backplane error'),
      });
    }
    const stopListening = onTokensRevoked(app.db, async (revocation, origin) => {
      hubServer.closeRevoked(revocation);
      if (origin === 'local') await backplane?.publishRevocation(revocation);
    });
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
      async (request) => {
        const answer = hubServer.negotiate(requireUser(request).userId, request.query.negotiateVersion ?? 0, Date.now());
        request.log.debug({ connectionId: answer.connectionId }, 'hub negotiated');
        return answer;
      },
    );

    const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024, perMessageDeflate: false });
    const upgradeOptions = {
      hub: hubServer,
      wss,
      path: DEFAULT_HUB_PATH,
      allowedOrigins: [...app.config.realtime.allowedOrigins, ...(app.config.publicOrigin ? [app.config.publicOrigin.toLowerCase()] : [])],
      authenticate: async (token: string): Promise<HubUser | null> => {
        const user = (await authenticateToken(app.db, app.clock, token, app.tokenCache)) ?? (await verifyAccessToken(app, token));
        if (!user) return null;
        // A single sign-on token is not in access_tokens; the portal's own provider issues them for this long.
        const expiresAt = (await portalTokenExpiry(app.db, user.tokenHash)) ?? app.clock.now().getTime() + app.config.oidc.accessTokenTtlSeconds * 1000;
        return { userId: user.userId, tokenHash: user.tokenHash, expiresAt };
      },
    };
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (handleHubUpgrade(upgradeOptions, request, socket, head)) return;
      // Nobody else takes upgrades: answer instead of leaving the socket hanging.
      if (app.server.listenerCount('upgrade') === 1) socket.destroy();
    };
    app.server.on('upgrade', onUpgrade);
    const sweeper = setInterval(() => {
      hubServer.sweep(Date.now());
      hubServer.closeExpired(app.clock.now().getTime());
    }, SWEEP_INTERVAL_MS);
    sweeper.unref();

    app.addHook('preClose', async () => {
      clearInterval(sweeper);
      stopListening();
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
