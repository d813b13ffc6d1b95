import type { FastifyInstance } from 'fastify';
import { ImHubMethod } from '../../src/domain/im';
import { ApiFailure } from '../http/envelope';
import { HubMethodError, type HubCallContext } from '../realtime/hub-server';
import { uploadContextOf } from '../uploads/uploads.plugin';
import { acceptCall, declineCall, hangUpCall, inviteCall, relaySignal, ringingInviteFor } from './im-calls.service';
import type { ImDeps } from './im-deps';
import imRoutes from './im.routes';

const positiveInteger = (value: unknown): number => {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) throw new HubMethodError('Invalid arguments.');
  return number;
};

/**
 * The in-app chat (issue 19): its HTTP calls, and its call-signalling hub methods added to the
 * realtime hub through its public `addMethod` (the hub itself is not changed). Events go out
 * through the hub's notifier, so they reach a user in any process.
 */
export default async function imPlugin(app: FastifyInstance): Promise<void> {
  const deps: ImDeps = { db: app.db, clock: app.clock, notifier: app.notifier, uploads: uploadContextOf(app) };
  await app.register(imRoutes, { deps });

  // A service's refusal reaches the caller with its text; anything else stays in the log.
  const method =
    (run: (userId: number, args: unknown[]) => Promise<unknown>) =>
    async ({ connection }: HubCallContext, args: unknown[]) => {
      try {
        return await run(connection.userId, args);
      } catch (error) {
        if (error instanceof ApiFailure) throw new HubMethodError(error.message);
        throw error;
      }
    };
  app.hub.addMethod(
    ImHubMethod.callInvite,
    method((userId, [conversationId, mediaType]) => inviteCall(deps, userId, positiveInteger(conversationId), positiveInteger(mediaType))),
  );
  app.hub.addMethod(
    ImHubMethod.callAccept,
    method((userId, [callId]) => acceptCall(deps, userId, positiveInteger(callId))),
  );
  app.hub.addMethod(
    ImHubMethod.callDecline,
    method((userId, [callId, note]) => declineCall(deps, userId, positiveInteger(callId), typeof note === 'string' ? note : '')),
  );
  app.hub.addMethod(
    ImHubMethod.callHangup,
    method((userId, [callId, timedOut]) => hangUpCall(deps, userId, positiveInteger(callId), timedOut === true)),
  );
  app.hub.addMethod(
    ImHubMethod.callRinging,
    method((userId) => ringingInviteFor(deps, userId)),
  );
  app.hub.addMethod(
    ImHubMethod.callSignal,
    method((userId, [callId, payload]) => relaySignal(deps, userId, positiveInteger(callId), payload)),
  );
}
