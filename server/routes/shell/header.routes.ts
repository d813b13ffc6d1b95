import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Messages } from '../../../src/domain/messages';
import { envelopeResponses, ok } from '../../http/envelope';
import { logClientDownload, logModelClick } from '../../services/shell-logs.service';
import { temporaryClassroomFor } from '../../services/temporary-classroom.service';
import { requireUser } from '../../types';
import { ClientDownloadLogBody, ModelClickQuery, TemporaryClassroomSchema } from '../../../src/domain/api/shell.schemas';

/** The header's calls: temporary classroom, shortcut click log, client download log. */
const headerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/TutorComm/GetTemporaryClassroomLink',
    {
      schema: {
        tags: ['shell'],
        description: 'A backup room for the class in progress or starting within 30 minutes. Success false (with Msg) when there is none.',
        response: envelopeResponses(TemporaryClassroomSchema),
      },
    },
    async (request) => {
      const room = await temporaryClassroomFor(
        app.db,
        app.clock,
        { baseUrl: app.config.shell.temporaryClassroomUrl, secret: app.config.appSecret },
        requireUser(request).userId,
      );
      return ok(room, room.Success ? '' : Messages.temporaryClassroomNoClass);
    },
  );

  app.post(
    '/api/Account/AddTuModelClickLog',
    {
      schema: {
        tags: ['shell'],
        description: 'Logs a click on a header shortcut.',
        querystring: ModelClickQuery,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await logModelClick(app, requireUser(request).userId, request.query.type);
      return ok(true);
    },
  );

  app.post(
    '/api/Account/AddTutorClientDownloadsLog',
    {
      // The public /tutorClient page offers the download too: signed in or not, the download is logged.
      config: { auth: 'optional' },
      schema: {
        tags: ['shell'],
        description: 'Logs a TutorClient download (ClientType 1 Windows, 2 Mac), with the tutor when signed in.',
        body: ClientDownloadLogBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await logClientDownload(app, request.user?.userId ?? null, request.body);
      return ok(true);
    },
  );
};

export default headerRoutes;
