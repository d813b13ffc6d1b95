import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DEVICE_CHECK_USER_AGENT_MAX, DEVICE_STATUSES, DeviceCheckTexts } from '../../src/domain/device-check';
import { envelopeResponses, ok } from '../http/envelope';
import { requireUser } from '../types';
import { recordClientVersion, recordDeviceCheck } from './network-check.service';

const Status = Type.Union(DEVICE_STATUSES.map((s) => Type.Literal(s)));

/** The device check's record (/test) and the desktop client's version record. */
const deviceCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, clock: app.clock };
  app.post(
    '/api/NetworkTest/RecordDeviceCheck',
    {
      schema: {
        tags: ['network-test'],
        description: 'Records what the /test page found for the camera, microphone and speakers.',
        body: Type.Object(
          { Camera: Status, Microphone: Status, Speakers: Status, UserAgent: Type.String({ maxLength: DEVICE_CHECK_USER_AGENT_MAX }) },
          { additionalProperties: false },
        ),
        response: envelopeResponses(Type.Object({ CheckedAt: Type.String() })),
      },
    },
    async (request) => {
      const b = request.body;
      return ok(
        await recordDeviceCheck(deps, requireUser(request).userId, { camera: b.Camera, microphone: b.Microphone, speakers: b.Speakers }, b.UserAgent),
        DeviceCheckTexts.recorded,
      );
    },
  );
  app.route({
    method: ['GET', 'POST'],
    url: '/api/TutorComm/AddPCClientVersionInfoRecord',
    config: { auth: 'optional' as const },
    schema: {
      tags: ['tutor-client'],
      description: 'The desktop TutorClient reports its version (growth-account.md §7); with a token, for that tutor.',
      querystring: Type.Object({ version: Type.String({ minLength: 1, maxLength: 40 }), clientName: Type.String({ minLength: 1, maxLength: 80 }) }),
      response: envelopeResponses(Type.Object({ RecordedAt: Type.String() })),
    },
    handler: async (request) => ok(await recordClientVersion(deps, request.user?.userId ?? null, request.query.version, request.query.clientName)),
  });
};

export default deviceCheckRoutes;
