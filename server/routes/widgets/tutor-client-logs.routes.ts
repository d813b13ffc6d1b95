import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TutorClientLogKind } from '../../../src/domain/tutor-info';
import { envelopeResponses, ok } from '../../http/envelope';
import { addClientLog, clientLogs, tutorAccount, tutorInfo, tutorSubjectType } from '../../services/tutor-client-logs.service';
import { tutorTrail } from '../../services/tutor-trail.service';
import { requireUser } from '../../types';
import {
  ClientLogReportBody,
  LoggedSchema,
  TutorAccountSchema,
  TutorClientLogPageSchema,
  TutorClientLogsQuery,
  TutorInfoSchema,
  TutorSubjectTypeSchema,
  TutorTrailQuery,
  TutorTrailSchema,
} from '../../../src/domain/api/widgets.schemas';

const tags = ['widgets'];
const both = ['GET', 'POST'] as Array<'GET' | 'POST'>;

/** The layout's logs and small calls (growth-account.md §3, §7; issue 18): each for the signed-in tutor only. */
const tutorClientLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, clock: app.clock };
  app.post(
    '/api/TutorComm/AddTutorClientUsageLog',
    {
      schema: {
        tags,
        description: 'Logs that the tutor used a part of the portal (the layout reports each page once per visit).',
        body: ClientLogReportBody('The page or feature used'),
        response: envelopeResponses(LoggedSchema),
      },
    },
    async (request) =>
      ok(
        await addClientLog(deps, requireUser(request).userId, TutorClientLogKind.usage, {
          action: request.body.Action,
          clientName: request.body.ClientName ?? '',
          clientInfo: request.body.ClientInfo ?? '',
          address: request.ip,
        }),
      ),
  );
  app.post(
    '/api/account/LoginLog',
    {
      schema: {
        tags,
        description: 'Logs that the tutor opened the portal signed in (once per app start), with the client and address.',
        body: ClientLogReportBody("What happened: 'opened' when the web portal starts signed in"),
        response: envelopeResponses(LoggedSchema),
      },
    },
    async (request) =>
      ok(
        await addClientLog(deps, requireUser(request).userId, TutorClientLogKind.login, {
          action: request.body.Action,
          clientName: request.body.ClientName ?? '',
          clientInfo: request.body.ClientInfo ?? '',
          address: request.ip,
        }),
      ),
  );
  app.get(
    '/api/Staff/TutorClientLogs',
    {
      config: { auth: 'staff' as const },
      schema: {
        tags: ['staff'],
        description: "A tutor's client log lines of one kind (usage or login), newest first, paged. Reading changes nothing, so it is not audited.",
        querystring: TutorClientLogsQuery,
        response: envelopeResponses(TutorClientLogPageSchema),
      },
    },
    async (request) => ok(await clientLogs(app.db, request.query.tuid, request.query.kind, request.query.pageIndex, request.query.pageSize)),
  );
  app.route({
    method: both,
    url: '/api/TutorComm/GetTutorInfo',
    schema: {
      tags,
      description:
        'Tutor info (growth-account.md §3): IsCustomized; PersonalState 0 to complete, 1 awaiting approval, 2 complete; ContactState 1 a reachable phone; HB 1 a payment account on file; TLState 1 TL passed.',
      response: envelopeResponses(TutorInfoSchema),
    },
    handler: async (request) => ok(await tutorInfo(app.db, requireUser(request).userId)),
  });
  app.route({
    method: both,
    url: '/api/TutorComm/GetTutorSubjectType',
    schema: {
      tags,
      description: 'What the tutor teaches: 1 English (the default), 2 Math, 3 Chinese.',
      response: envelopeResponses(TutorSubjectTypeSchema),
    },
    handler: async (request) => ok(await tutorSubjectType(app.db, requireUser(request).userId)),
  });
  app.route({
    method: both,
    url: '/api/account/GetTutorAccount',
    schema: {
      tags,
      description: "The tutor's own account: id, account name, e-mail, name, group, since when.",
      response: envelopeResponses(TutorAccountSchema),
    },
    handler: async (request) => ok(await tutorAccount(app.db, requireUser(request).userId)),
  });
  app.route({
    method: both,
    url: '/api/tutordata/GetTutorTrail',
    schema: {
      tags,
      description:
        "The tutor's trial-class record: trial classes taught, conversions, the trial level and conversions to the next. tuid, when sent, must be the own (ErrorCode 4 otherwise).",
      querystring: TutorTrailQuery,
      response: envelopeResponses(TutorTrailSchema),
    },
    handler: async (request) => ok(await tutorTrail(app.db, requireUser(request).userId, request.query.tuid)),
  });
};

export default tutorClientLogRoutes;
