import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { TrainingResourcesMessages } from '../../../src/domain/training-resources';
import { envelopeResponses, ok } from '../../http/envelope';
import type { JoinOptions } from '../../services/classroom-join.service';
import {
  aClassroomWebLink,
  evaluateList,
  materialTrainerInfo,
  trainClassStatus,
  trainerAbsent,
  trainingClasses,
  trainingClassroomUrl,
} from '../../services/training-classes.service';
import { requireUser } from '../../types';
import { joinClientOf, joinDeps } from '../class-table/class-table-deps';
import { ClassroomLinkSchema } from '../../../src/domain/api/class-table.schemas';
import {
  AClassroomLinkQuery,
  ClassroomUrlQuery,
  MaterialTrainerQuery,
  PageQuery,
  TrainClassStatusBody,
  TrainingClassIdQuery,
  TrainingLineSchema,
  TrainingPageSchema,
} from '../../../src/domain/api/training-resources.schemas';

const tags = ['training classes'];

/** isclient=true|1 asks for the desktop client's link, false|0 the browser's; absent, the client cookie decides. */
function joinOptions(request: FastifyRequest, isclient: string | undefined): JoinOptions {
  if (isclient === 'true' || isclient === '1') return { client: 'tutorclient' };
  if (isclient === 'false' || isclient === '0') return { client: 'web' };
  return { client: joinClientOf(request) };
}

/** A trainee's booked training classes (teaching.md §7 "Training", "Other"; shell.md §7 EvaluateList, TraiClass). */
const trainingClassesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = joinDeps(app);

  app.post(
    '/api/Training/GetTrailCourseClassroomUrl',
    {
      schema: {
        tags,
        description: 'Joins the tutor’s training, QA or test lesson whose classroom is open now (recorded as a join) and answers its link.',
        querystring: ClassroomUrlQuery,
        response: envelopeResponses(ClassroomLinkSchema),
      },
    },
    async (request) => ok(await trainingClassroomUrl(deps, requireUser(request).userId, joinOptions(request, request.query.isclient))),
  );

  app.post(
    '/api/teachInfo/GetAClassRoomWebLink',
    {
      schema: {
        tags,
        description: 'Joins one booked training class (roomNumber: its class id; type: 1 QA, 2 test, 3 training) in AClassroom and answers the link.',
        querystring: AClassroomLinkQuery,
        response: envelopeResponses(ClassroomLinkSchema),
      },
    },
    async (request) => ok(await aClassroomWebLink(deps, requireUser(request).userId, request.query, joinOptions(request, request.query.isclient))),
  );

  app.post(
    '/api/teachInfo/TrainerAbsent',
    {
      schema: {
        tags,
        description: 'The trainee reports, once, that the trainer of a started training class did not come; the trainers see it when they record the class.',
        querystring: TrainingClassIdQuery,
        response: envelopeResponses(TrainingLineSchema),
      },
    },
    async (request) => ok(await trainerAbsent(deps, requireUser(request).userId, request.query.classId), TrainingResourcesMessages.reported),
  );

  app.post(
    '/api/teachInfo/TrainClassStatus',
    {
      schema: {
        tags,
        description: 'The trainee’s comment on how a started training class went (up to 500 characters; the latest is kept).',
        body: TrainClassStatusBody,
        response: envelopeResponses(TrainingLineSchema),
      },
    },
    async (request) =>
      ok(await trainClassStatus(deps, requireUser(request).userId, request.body.id, request.body.comment ?? ''), TrainingResourcesMessages.commented),
  );

  app.post(
    '/api/teachInfo/MaterialTrainerInfo',
    {
      schema: {
        tags,
        description:
          'The tutor’s training classes with trainer and material link: timeFlag 0 those to come (soonest first), 1 those past (newest first), paged.',
        querystring: MaterialTrainerQuery,
        response: envelopeResponses(TrainingPageSchema),
      },
    },
    async (request) => ok(await materialTrainerInfo(deps, requireUser(request).userId, request.query.timeFlag, request.query)),
  );

  app.post(
    '/api/tutordata/EvaluateList',
    {
      schema: {
        tags,
        description: 'The tutor’s finished training classes with their evaluation (Rating null until given), newest first, paged.',
        querystring: PageQuery,
        response: envelopeResponses(TrainingPageSchema),
      },
    },
    async (request) => ok(await evaluateList(deps, requireUser(request).userId, request.query)),
  );

  app.post(
    '/api/tutordata/TraiClass',
    {
      schema: {
        tags,
        description: 'Every training class of the tutor with status, result and absence, newest first, paged.',
        querystring: PageQuery,
        response: envelopeResponses(TrainingPageSchema),
      },
    },
    async (request) => ok(await trainingClasses(deps, requireUser(request).userId, request.query)),
  );
};

export default trainingClassesRoutes;
