import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BiAspectTexts } from '../../../src/domain/bi-aspect';
import { envelopeResponses, ok } from '../../http/envelope';
import { biAspectGroups, biAspectTeacher, selectedTags, submitSelectedTags } from '../../services/bi-aspect.service';
import { requireUser } from '../../types';
import { BiAspectGroupSchema, BiAspectSelectionSchema, BiAspectSubmitBody, BiAspectTeacherQuery } from '../../../src/domain/api/widgets.schemas';

const tags = ['widgets'];
const both = ['GET', 'POST'] as Array<'GET' | 'POST'>;

/** The bi-aspect tags dialog's calls (growth-account.md §4, §7 Tutor comm): the signed-in tutor's own choice only. */
const biAspectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, clock: app.clock };
  app.route({
    method: both,
    url: '/api/TutorComm/IsBiAspectTeacher',
    schema: {
      tags,
      description: "Whether the provider asks the tutor to choose bi-aspect tags. userid, when sent, must be the tutor's own (ErrorCode 4 otherwise).",
      querystring: BiAspectTeacherQuery,
      response: envelopeResponses(Type.Boolean()),
    },
    handler: async (request) => ok(await biAspectTeacher(app.db, requireUser(request).userId, request.query.userid)),
  });
  app.route({
    method: both,
    url: '/api/TutorComm/GetTutorBiAspectDataList',
    schema: {
      tags,
      description: 'The offered tags, by aspect (1 teaching style, 2 personality), in order.',
      response: envelopeResponses(Type.Array(BiAspectGroupSchema)),
    },
    handler: async () => ok(await biAspectGroups(app.db)),
  });
  app.route({
    method: both,
    url: '/api/TutorComm/GetTeacherSelectedTags',
    schema: { tags, description: 'The tags the tutor chose (those still offered) and when.', response: envelopeResponses(BiAspectSelectionSchema) },
    handler: async (request) => ok(await selectedTags(app.db, requireUser(request).userId)),
  });
  app.post(
    '/api/TutorComm/SubmitSelectedTutorBiAspectTags',
    {
      schema: {
        tags,
        description: "Replaces the tutor's choice: offered tags only, 1 to 3 on each side; bi-aspect teachers only.",
        body: BiAspectSubmitBody,
        response: envelopeResponses(BiAspectSelectionSchema),
      },
    },
    async (request) => ok(await submitSelectedTags(deps, requireUser(request).userId, request.body.SelectedTagIds), BiAspectTexts.saved),
  );
};

export default biAspectRoutes;
