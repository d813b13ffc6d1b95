import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ClassType } from '../../src/domain/classes';
import { StaffBookingMessages } from '../../src/domain/staff-bookings';
import { envelopeResponses, ok } from '../http/envelope';
import { StaffBookClassBody, StaffBookClassResult } from '../../src/domain/api/class-table.schemas';
import { requireUser } from '../types';
import { staffBookClass } from './staff-bookings.service';

/** Staff book a class for a tutor through the class service (the tutor is told, the slot confirmed, the booking audited). */
const staffClassRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/Staff/BookClass',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['staff'],
        description:
          "Books a class for a tutor (Tuid) at StartTime (on the hour or half hour) into the tutor's open time: a Waited slot, or a time with no slot plotted; a slot the tutor closed (Canceled, disabled, busy) is refused. The tutor gets a message and the class table refreshes; the booking is audited.",
        body: StaffBookClassBody,
        response: envelopeResponses(StaffBookClassResult),
      },
    },
    async (request) => {
      const body = request.body;
      const lesson = await staffBookClass(app, requireUser(request).userId, {
        tutorId: body.Tuid,
        studentId: body.StuUID ?? null,
        ucid: body.UCID ?? null,
        lessonId: body.LessonId ?? null,
        classType: body.ClassType as ClassType,
        classTool: body.ClassTool,
        startAt: body.StartTime,
        ...(body.Minutes ? { minutes: body.Minutes } : {}),
        feePhp: body.FeePhp,
      });
      return ok({ CLID: lesson.id, StartTime: lesson.start_at, EndTime: lesson.end_at }, StaffBookingMessages.classBooked);
    },
  );
};

export default staffClassRoutes;
