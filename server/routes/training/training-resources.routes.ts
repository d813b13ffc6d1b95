import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { CourseSummarySchema } from '../../../src/domain/api/training-center.schemas';
import {
  addClickRecord,
  changeGroupTip,
  instructionalVideos,
  kctListByName,
  resourcesFolder,
  resourcesOfKit,
  setClipVideoToView,
  trainByTaskLevel,
} from '../../services/training-resources.service';
import { requireUser } from '../../types';
import {
  ChangeGroupTipSchema,
  ClickBody,
  ClickRecordSchema,
  ClipViewBody,
  FolderPageSchema,
  FolderQuery,
  GroupTipQuery,
  KctSearchQuery,
  KctSearchSchema,
  KitIdQuery,
  KitResourcesSchema,
  TaskLevelQuery,
  VideoSchema,
} from '../../../src/domain/api/training-resources.schemas';

const tags = ['training resources'];

/** Kit resources and folders, instructional videos, the kit search, click records, task-level courses and the group tip. */
const trainingResourcesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/TutorData/GetKitResources',
    {
      schema: {
        tags,
        description: 'One kit’s resources (the /trainingResources/{id} page): documents, videos and links in order.',
        querystring: KitIdQuery,
        response: envelopeResponses(KitResourcesSchema),
      },
    },
    async (request) => {
      requireUser(request);
      return ok(await resourcesOfKit(app, request.query.kitId));
    },
  );

  app.post(
    '/api/TutorData/GetResourcesFolder',
    {
      schema: {
        tags,
        description: 'The resource folders with their counts, and one folder’s resources a page at a time (the first folder by default).',
        querystring: FolderQuery,
        response: envelopeResponses(FolderPageSchema),
      },
    },
    async (request) => {
      requireUser(request);
      return ok(await resourcesFolder(app, request.query));
    },
  );

  app.post(
    '/api/TutorData/GetInstructionalVideos',
    {
      schema: {
        tags,
        description: 'The instructional videos with how much of each the tutor has watched.',
        response: envelopeResponses(Type.Array(VideoSchema)),
      },
    },
    async (request) => ok(await instructionalVideos(app, requireUser(request).userId)),
  );

  app.post(
    '/api/TutorData/SetClipVideoToView',
    {
      schema: {
        tags,
        description: 'The tutor watched a video up to Seconds; the furthest point is kept and the view counted.',
        body: ClipViewBody,
        response: envelopeResponses(VideoSchema),
      },
    },
    async (request) => ok(await setClipVideoToView(app, requireUser(request).userId, request.body.VideoId, request.body.Seconds)),
  );

  app.post(
    '/api/Training/GetKctListByName',
    {
      schema: {
        tags,
        description: 'Kits whose name contains `name` (at most 20), with the tutor’s test state; `guid` is echoed back.',
        querystring: KctSearchQuery,
        response: envelopeResponses(KctSearchSchema),
      },
    },
    async (request) => ok(await kctListByName(app, requireUser(request).userId, request.query.name, request.query.guid ?? '')),
  );

  app.post(
    '/api/Training/AddClickRecord',
    {
      schema: {
        tags,
        description: 'Records what in the training center the tutor opened (Target, TargetId).',
        body: ClickBody,
        response: envelopeResponses(ClickRecordSchema),
      },
    },
    async (request) => ok(await addClickRecord(app, requireUser(request).userId, request.body)),
  );

  app.post(
    '/api/Training/GetTrainByTaskLevel',
    {
      schema: {
        tags,
        description: 'The courses a growth task of this level (D1…A3) and type asks for, with the tutor’s progress.',
        querystring: TaskLevelQuery,
        response: envelopeResponses(Type.Array(CourseSummarySchema)),
      },
    },
    async (request) => ok(await trainByTaskLevel(app, requireUser(request).userId, request.query.level, request.query.type)),
  );

  app.post(
    '/api/Training/GetChangeGroupTips',
    {
      schema: {
        tags,
        description: 'Whether finishing the course moves the tutor to another teaching group, and the tip to show.',
        querystring: GroupTipQuery,
        response: envelopeResponses(ChangeGroupTipSchema),
      },
    },
    async (request) => ok(await changeGroupTip(app, requireUser(request).userId, request.query.id)),
  );
};

export default trainingResourcesRoutes;
