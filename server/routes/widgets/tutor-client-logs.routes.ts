import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CLIENT_LOG_LIMITS, TutorClientLogKind } from '../../../src/domain/tutor-info';
import { envelopeResponses, ok } from '../../http/envelope';
import { DbId } from '../../../src/domain/api/db-integer';
import { addClientLog, clientLogs, tutorAccount, tutorInfo, tutorSubjectType } from '../../services/tutor-client-logs.service';
import { tutorTrail } from '../../services/tutor-trail.service';
import { requireUser } from '../../types';

const tags = ['widgets'];
const both = ['GET', 'POST'] as Array<'GET' | 'POST'>;
const Logged = Type.Object({ Id: Type.Integer() });
const ReportBody = (actionDescription: string) =>
  Type.Object(
    {
      Action: Type.String({ maxLength: 200, description: `${actionDescription} (at most ${CLIENT_LOG_LIMITS.action} characters are kept)` }),
      ClientName: Type.Optional(Type.String({ maxLength: 200 })),
      ClientInfo: Type.Optional(Type.String({ maxLength: 1000, description: 'The browser or client, e.g. its user agent.' })),
    },
    { additionalProperties: false },
  );

/** The layout's logs and small calls (growth-account.md §3, §7; issue 18): each for the signed-in tutor only. */
const tutorClientLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, clock: app.clock };
  app.post(
    '/api/TutorComm/AddTutorClientUsageLog',
    {
      schema: {
        tags,
        description: 'Logs that the tutor used a part of the portal (the layout reports each page once per visit).',
        body: ReportBody('The page or feature used'),
        response: envelopeResponses(Logged),
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
        body: ReportBody("What happened: 'opened' when the web portal starts signed in"),
        response: envelopeResponses(Logged),
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
        querystring: Type.Object(
          {
            tuid: DbId(),
            kind: Type.Union([Type.Literal(TutorClientLogKind.usage), Type.Literal(TutorClientLogKind.login)]),
            pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
            pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
          },
          { additionalProperties: false },
        ),
        response: envelopeResponses(
          Type.Object({
            items: Type.Array(
              Type.Object({
                Id: Type.Integer(),
                Kind: Type.String(),
                Action: Type.String(),
                ClientName: Type.String(),
                ClientInfo: Type.String(),
                Address: Type.String(),
                CreatedAt: Type.String(),
              }),
            ),
            total: Type.Integer(),
          }),
        ),
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
      response: envelopeResponses(
        Type.Object({ IsCustomized: Type.Boolean(), PersonalState: Type.Integer(), ContactState: Type.Integer(), HB: Type.Integer(), TLState: Type.Integer() }),
      ),
    },
    handler: async (request) => ok(await tutorInfo(app.db, requireUser(request).userId)),
  });
  app.route({
    method: both,
    url: '/api/TutorComm/GetTutorSubjectType',
    schema: {
      tags,
      description: 'What the tutor teaches: 1 English (the default), 2 Math, 3 Chinese.',
      response: envelopeResponses(Type.Object({ SubjectType: Type.Integer(), SubjectName: Type.String() })),
    },
    handler: async (request) => ok(await tutorSubjectType(app.db, requireUser(request).userId)),
  });
  app.route({
    method: both,
    url: '/api/account/GetTutorAccount',
    schema: {
      tags,
      description: "The tutor's own account: id, account name, e-mail, name, group, since when.",
      response: envelopeResponses(
        Type.Object({
          Tuid: Type.Integer(),
          Account: Type.String(),
          Email: Type.String(),
          FullName: Type.String(),
          TutorGroup: Type.String(),
          CreatedAt: Type.String(),
        }),
      ),
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
      querystring: Type.Object({ tuid: Type.Optional(DbId()) }, { additionalProperties: false }),
      response: envelopeResponses(
        Type.Object({
          Tuid: Type.Integer(),
          TrialClasses: Type.Integer(),
          Conversions: Type.Integer(),
          TrialLevel: Type.String(),
          ToNextLevel: Type.Union([Type.Integer(), Type.Null()]),
          LastTrialAt: Type.Union([Type.String(), Type.Null()]),
        }),
      ),
    },
    handler: async (request) => ok(await tutorTrail(app.db, requireUser(request).userId, request.query.tuid)),
  });
};

export default tutorClientLogRoutes;
