import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TrainingMessages } from '../../../src/domain/training';
import { envelopeResponses, ok } from '../../http/envelope';
import { addTutorLabel, kitTestPaper, learnSubmit, testScore, testSubmit, trainingKitModel, trainingKits } from '../../services/training-kits.service';
import { requireUser } from '../../types';
import {
  KctIdQuery,
  KitCategories,
  KitModel,
  LabelList,
  LearnSubmitQuery,
  PrimaryIdQuery,
  RecodeIdQuery,
  ScoreDetail,
  SubmitResult,
  TestPaper,
  TestSubmitBody,
  TestSubmitQuery,
} from '../../../src/domain/api/training-kits.schemas';

const tags = ['training kits'];

/** Training kits (teaching.md §7 "Training kits and tutor data"): kits, learning, scored tests, labels. */
const trainingKitsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/tutordata/TrainingKits',
    {
      schema: {
        tags,
        description: 'Every kit category with its kits (Name, Icon, IsPass, ID, TestScore, TestTime of the latest attempt).',
        response: envelopeResponses(KitCategories),
      },
    },
    async (request) => ok(await trainingKits(app, requireUser(request).userId)),
  );

  app.post(
    '/api/tutordata/TrainingKitModel',
    {
      schema: {
        tags,
        description: "One kit: its material, pass score, the tutor's learning and test state, its label.",
        querystring: PrimaryIdQuery,
        response: envelopeResponses(KitModel),
      },
    },
    async (request) => ok(await trainingKitModel(app, requireUser(request).userId, request.query.primaryID)),
  );

  app.post(
    '/api/tutordata/KCTList',
    {
      schema: {
        tags,
        description: "The kit's test paper: its questions and options, never the answer keys.",
        querystring: KctIdQuery,
        response: envelopeResponses(TestPaper),
      },
    },
    async (request) => {
      requireUser(request);
      return ok(await kitTestPaper(app, request.query.kctId));
    },
  );

  app.post(
    '/api/TutorData/LearnSubmit',
    {
      schema: {
        tags,
        description: 'Adds learning time to a kit; IsCompleteCourse marks the material finished (it stays so).',
        querystring: LearnSubmitQuery,
        response: envelopeResponses(KitModel),
      },
    },
    async (request) => {
      const { TrakitId, UsedTime, IsCompleteCourse } = request.query;
      return ok(await learnSubmit(app, requireUser(request).userId, TrakitId, UsedTime, IsCompleteCourse === true), TrainingMessages.learned);
    },
  );

  app.post(
    '/api/TutorData/TestSubmit',
    {
      schema: {
        tags,
        description:
          'Scores the answers against the stored keys (any score in the request is ignored) and records the attempt. Every question must be answered.',
        querystring: TestSubmitQuery,
        body: TestSubmitBody,
        response: envelopeResponses(SubmitResult),
      },
    },
    async (request) => {
      const result = await testSubmit(app, requireUser(request).userId, request.query.kctId, request.query.startTime, request.body.answers);
      return ok(result, result.IsPass ? TrainingMessages.passed : TrainingMessages.failed);
    },
  );

  app.post(
    '/api/TutorData/GetTestScore',
    {
      schema: {
        tags,
        description: "One of the tutor's attempts: score, QA report and every question with the answer given and the key.",
        querystring: RecodeIdQuery,
        response: envelopeResponses(ScoreDetail),
      },
    },
    async (request) => ok(await testScore(app, requireUser(request).userId, request.query.recodeId)),
  );

  app.post(
    '/api/TutorData/AddTutorLabel',
    {
      schema: {
        tags,
        description: "Adds the kit's teachable-course label once its test is passed; answers the tutor's labels.",
        querystring: KctIdQuery,
        response: envelopeResponses(LabelList),
      },
    },
    async (request) => ok(await addTutorLabel(app, requireUser(request).userId, request.query.kctId), TrainingMessages.labelAdded),
  );
};

export default trainingKitsRoutes;
