import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '../../../src/domain/error-codes';
import { Messages } from '../../../src/domain/messages';
import { envelopeResponses, ok } from '../../http/envelope';
import { bearerToken } from '../../plugins/auth';
import { authenticateToken } from '../../services/access-tokens';
import { temporaryClassroomFor } from '../../services/temporary-classroom.service';
import { requireUser } from '../../types';
import { ClientDownloadLogBody, ModelClickQuery, TemporaryClassroomSchema } from './shell.schemas';

/** The header's calls: temporary classroom, shortcut click log, client download log. */
const headerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/TutorComm/GetTemporaryClassroomLink',
    {
      schema: {
        tags: ['shell'],
        description:
          'A backup room for the class in progress or starting within 30 minutes. Success false (with Msg) when there is none.',
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
      return { ErrorCode: ErrorCode.Success, Msg: room.Success ? '' : Messages.temporaryClassroomNoClass, Body: room };
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
      await app.db
        .insertInto('model_click_logs')
        .values({ user_id: requireUser(request).userId, type: request.query.type, clicked_at: app.clock.now().toISOString() })
        .execute();
      return ok(true);
    },
  );

  app.post(
    '/api/Account/AddTutorClientDownloadsLog',
    {
      // The public /tutorClient page offers the download too: signed in or not, the download is logged.
      config: { auth: 'public' },
      schema: {
        tags: ['shell'],
        description: 'Logs a TutorClient download (ClientType 1 Windows, 2 Mac), with the tutor when signed in.',
        body: ClientDownloadLogBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      const user = await authenticateToken(app.db, app.clock, bearerToken(request));
      await app.db
        .insertInto('client_download_logs')
        .values({
          user_id: user?.userId ?? null,
          source_type: request.body.SourceType,
          client_type: request.body.ClientType,
          client_info: request.body.ClientInfo,
          created_at: app.clock.now().toISOString(),
        })
        .execute();
      return ok(true);
    },
  );
};

export default headerRoutes;
