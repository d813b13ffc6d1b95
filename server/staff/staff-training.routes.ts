import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TRAINING_COMMENT_MAX, TRAINING_OUTCOMES, TrainingResourcesMessages, type TrainingOutcome } from '../../src/domain/training-resources';
import { ApiFailure, envelopeResponses, ok } from '../http/envelope';
import { PageQuery, TrainingLineSchema, TrainingPageSchema } from '../../src/domain/api/training-resources.schemas';
import { RecordTrainingResultBody } from '../../src/domain/api/staff-training.schemas';
import { findUserName } from '../repositories/users.repository';
import { requireUser } from '../types';
import { ErrorCode } from '../../src/domain/error-codes';
import { recordTrainingOutcome, trainingClassesToRecord } from './staff-training.service';

const tags = ['staff'];

/** The trainers' staff calls: the started training classes still to record, and recording one (audited, the trainee told). */
const staffTrainingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/Staff/GetTrainingClassesToRecord',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        description: 'Started training classes of every tutor with no outcome yet, oldest first, paged; shows a trainee’s absent-trainer report.',
        querystring: PageQuery,
        response: envelopeResponses(TrainingPageSchema),
      },
    },
    async (request) => {
      requireUser(request);
      return ok(await trainingClassesToRecord(app, request.query));
    },
  );

  app.post(
    '/api/Staff/RecordTrainingResult',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        description: `Records, once, a started training class's outcome: ${TRAINING_OUTCOMES.join(', ')}, with a comment (up to ${TRAINING_COMMENT_MAX} characters). Audited; the trainee gets a message.`,
        body: RecordTrainingResultBody,
        response: envelopeResponses(TrainingLineSchema),
      },
    },
    async (request) => {
      const staffId = requireUser(request).userId;
      if (!(TRAINING_OUTCOMES as readonly string[]).includes(request.body.Result)) throw new ApiFailure(ErrorCode.Failed, TrainingResourcesMessages.badOutcome);
      const user = await findUserName(app.db, staffId);
      const name = user ? `${user.first_name} ${user.last_name}`.trim() : 'Training team';
      const line = await recordTrainingOutcome(
        app,
        { id: staffId, name },
        { classId: request.body.ClassId, outcome: request.body.Result as TrainingOutcome, comment: request.body.Comment ?? '' },
      );
      return ok(line, TrainingResourcesMessages.resultRecorded);
    },
  );
};

export default staffTrainingRoutes;
