import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { ClassroomLinkSchema } from '../../../src/domain/api/class-table.schemas';
import { OpenClassLinkQuery, OpenClassTableSchema, OpenClassTeacherSchema } from '../../../src/domain/api/public-class.schemas';
import { isOpenClassTeacher, openClassTable, openClassWebLink } from '../../services/public-class.service';
import { requireUser } from '../../types';
import { joinClientOf, joinDeps } from '../class-table/class-table-deps';

const tags = ['public classes'];
const P = '/api/TutorComm';

/** Public (open) classes (teaching.md §7 "Other"): the flag, the tutor's public classes, joining one. */
const publicClassRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = joinDeps(app);

  app.post(
    `${P}/GetIsOpenClassTeacher`,
    {
      schema: {
        tags,
        description: 'Whether the provider lets the tutor teach public classes (the /publicClass page and the layout entry show only then).',
        response: envelopeResponses(OpenClassTeacherSchema),
      },
    },
    async (request) => ok({ IsOpenClassTeacher: await isOpenClassTeacher(deps, requireUser(request).userId) }),
  );

  app.post(
    `${P}/GetOpenClassTable`,
    {
      schema: {
        tags,
        description:
          'The tutor’s public classes from 30 days back to 28 days ahead, with whether each can be joined now; refused (ErrorCode 4) to a tutor who is not an open-class teacher.',
        response: envelopeResponses(OpenClassTableSchema),
      },
    },
    async (request) => ok(await openClassTable(deps, requireUser(request).userId)),
  );

  app.post(
    `${P}/GetOpenClassWebLink`,
    {
      schema: {
        tags,
        description: 'Joins one of the tutor’s public classes while its classroom is open (recorded as a join) and answers the classroom link.',
        querystring: OpenClassLinkQuery,
        response: envelopeResponses(ClassroomLinkSchema),
      },
    },
    async (request) => ok(await openClassWebLink(deps, requireUser(request).userId, request.query.classId, { client: joinClientOf(request) })),
  );
};

export default publicClassRoutes;
