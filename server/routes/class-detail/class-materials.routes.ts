import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { checkCategory, knowledgePoints, sameMaterials, setTeachingMaterial, teachingMaterials } from '../../services/class-materials.service';
import { materialRemarkDetail } from '../../services/class-remarks.service';
import { requireUser } from '../../types';
import { classDetailDeps } from './class-detail-deps';
import {
  CheckCategoryQuery,
  CheckCategorySchema,
  ClidQuery,
  KnowledgePointsSchema,
  MaterialListSchema,
  MaterialRemarkSchema,
  MaterialSetSchema,
  SameMaterialsBody,
  SetMaterialBody,
  SidQuery,
  TeachingMaterialsBody,
} from '../../../src/domain/api/class-detail.schemas';

/** The class detail page's teaching material calls (teaching.md §7 /api/ClassTable/). */
const classMaterialsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = classDetailDeps(app);
  const tags = ['class detail'];

  app.post(
    '/api/ClassTable/GetTeachingMaterials',
    {
      schema: {
        tags,
        description:
          "The student's material list (teaching.md §3) with lesson types and the current lesson (§4). With CLID, that class's material is marked (CSID).",
        body: TeachingMaterialsBody,
        response: envelopeResponses(MaterialListSchema),
      },
    },
    async (request) => ok(await teachingMaterials(deps, requireUser(request).userId, request.body)),
  );

  app.post(
    '/api/ClassTable/SetTeachingMaterials',
    {
      schema: {
        tags,
        description: "Sets a coming class's material to a lesson of its course (a class event).",
        body: SetMaterialBody,
        response: envelopeResponses(MaterialSetSchema),
      },
    },
    async (request) => ok(await setTeachingMaterial(deps, requireUser(request).userId, request.body.CLID, request.body.SID)),
  );

  app.post(
    '/api/ClassTable/SumbitTheSameMaterials',
    {
      schema: {
        tags,
        description: "Teaches the lesson of the student's previous class again.",
        body: SameMaterialsBody,
        response: envelopeResponses(MaterialSetSchema),
      },
    },
    async (request) => ok(await sameMaterials(deps, requireUser(request).userId, request.body)),
  );

  app.post(
    '/api/ClassTable/GetMaterialRemarkDetail',
    {
      schema: {
        tags,
        description: "The submitted remarks of the student's earlier classes (newest first, at most 5): what the last tutors taught and noted.",
        querystring: ClidQuery,
        response: envelopeResponses(MaterialRemarkSchema),
      },
    },
    async (request) => ok(await materialRemarkDetail(deps, requireUser(request).userId, request.query.clid)),
  );

  app.post(
    '/api/ClassTable/GetCoursewareKnowledgePointBySId',
    { schema: { tags, description: 'The knowledge points a lesson teaches.', querystring: SidQuery, response: envelopeResponses(KnowledgePointsSchema) } },
    async (request) => ok(await knowledgePoints(deps, request.query.sId)),
  );

  app.post(
    '/api/ClassTable/CheckCategory',
    {
      schema: {
        tags,
        description: 'Whether a course category suits the student (one of their courses, or a test).',
        querystring: CheckCategoryQuery,
        response: envelopeResponses(CheckCategorySchema),
      },
    },
    async (request) => ok(await checkCategory(deps, requireUser(request).userId, request.query)),
  );
};

export default classMaterialsRoutes;
