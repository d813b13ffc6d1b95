import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClassActor, type ClassType } from '../../src/domain/classes';
import { envelopeResponses, ok } from '../http/envelope';
import { StaffBookClassBody, StaffBookClassResult } from '../routes/class-table/class-table.schemas';
import { bookClass } from '../services/class.service';
import { requireUser } from '../types';

/** Staff book a class for a tutor through the class service (the tutor is told, the slot confirmed). */
const staffClassRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/Staff/BookClass',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['staff'],
        description: 'Books a class for a tutor (Tuid) at StartTime (on the hour or half hour); the tutor gets a message and the class table refreshes.',
        body: StaffBookClassBody,
        response: envelopeResponses(StaffBookClassResult),
      },
    },
    async (request) => {
      const body = request.body;
      const lesson = await bookClass(app, {
        tutorId: body.Tuid,
        studentId: body.StuUID ?? null,
        ucid: body.UCID ?? null,
        lessonId: body.LessonId ?? null,
        classType: body.ClassType as ClassType,
        classTool: body.ClassTool,
        startAt: body.StartTime,
        ...(body.Minutes ? { minutes: body.Minutes } : {}),
        feePhp: body.FeePhp,
        actor: ClassActor.staff,
        actorId: requireUser(request).userId,
      });
      return ok({ CLID: lesson.id, StartTime: lesson.start_at, EndTime: lesson.end_at });
    },
  );
};

export default staffClassRoutes;
