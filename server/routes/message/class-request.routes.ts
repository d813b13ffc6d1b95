import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ClassRequestPointType } from '../../../src/domain/class-request';
import { envelopeResponses, ok } from '../../http/envelope';
import { addClassRequestPoint, createGrabOrdersSigner, grabOrdersUrl, readClassRequest, unreadClassRequests } from '../../services/class-requests.service';
import { requireUser } from '../../types';
import { ClassRequestItem, GrabOrdersResult, ReadReportBody, ReadReportResult, TeacherPointBody } from '../../../src/domain/api/message.schemas';

const tags = ['class request'];

/** The class request pop-up's calls (growth-account.md §4, teaching.md §4). */
const classRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = {
    db: app.db,
    clock: app.clock,
    notifier: app.notifier,
    grabOrders: createGrabOrdersSigner(app.config.appSecret, app.config.realtime.grabOrdersUrl),
  };

  app.post(
    '/api/Message/GetTeacheDidiMessage',
    {
      schema: {
        tags,
        description: 'Unread class requests, newest first (the pop-up when realtime is off).',
        response: envelopeResponses(Type.Array(ClassRequestItem)),
      },
    },
    async (request) => ok(await unreadClassRequests(app.db, requireUser(request).userId)),
  );

  app.post(
    '/api/Message/AddTeacheDidiPoint',
    {
      schema: {
        tags,
        description: 'Records a pop-up point for an offered class: 2 shown, 3 grab, 4 closed.',
        body: TeacherPointBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await addClassRequestPoint(deps, requireUser(request).userId, {
        classId: request.body.ClassID,
        pointType: request.body.PointType as ClassRequestPointType,
      });
      return ok(true);
    },
  );

  app.post(
    '/api/Message/readTeacheDidiMessage',
    {
      schema: {
        tags,
        description: 'The read report: marks the request read and records the point; for PointType 3 answers the signed grab-orders URL to open.',
        body: ReadReportBody,
        response: envelopeResponses(ReadReportResult),
      },
    },
    async (request) => {
      const url = await readClassRequest(deps, requireUser(request).userId, {
        id: request.body.ID,
        classId: request.body.ClassID,
        pointType: request.body.PointType as ClassRequestPointType,
      });
      return ok({ GrabOrdersUrl: url });
    },
  );

  app.post(
    '/api/Message/GetGrabOrdersUrl',
    {
      schema: {
        tags,
        description: "The partner's grab-orders page with email, nick_name, tuid, timestamp (ms) and token (HMAC-SHA256 under the app secret).",
        response: envelopeResponses(GrabOrdersResult),
      },
    },
    async (request) => ok({ Url: await grabOrdersUrl(deps, requireUser(request).userId) }),
  );
};

export default classRequestRoutes;
