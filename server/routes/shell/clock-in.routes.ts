import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ClockInDayAnswer } from '../../../src/domain/shell';
import { envelopeResponses, ok } from '../../http/envelope';
import { loadClockInDay, registerClockIn, type ClockInDay } from '../../services/clock-in.service';
import { requireUser } from '../../types';
import { ClockInDaySchema, RegistrationBody } from '../../../src/domain/api/shell.schemas';

const toBody = (day: ClockInDay): ClockInDayAnswer => ({
  Status: day.status,
  WorkDate: day.workDate,
  ClockedInAt: day.clockedInAt,
  FirstClassAt: day.firstClassAt,
});

/** Clock-in (shell.md §4, §8): one record per tutor and provider day. */
const clockInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const timeZone = app.config.shell.providerTimeZone;

  app.post(
    '/api/TutorComm/GetClockInStatus',
    {
      schema: {
        tags: ['shell'],
        description: "Today's clock-in status, decided from the tutor's record and first class of the day.",
        response: envelopeResponses(ClockInDaySchema),
      },
    },
    async (request) => {
      const day = await loadClockInDay(app.db, app.clock, timeZone, requireUser(request).userId);
      return ok(toBody(day));
    },
  );

  app.post(
    '/api/tutorcomm/Registration',
    {
      schema: {
        tags: ['shell'],
        description:
          'Clocks the tutor in for today. Body 1: clocked in. Body 3: the first class had started, recorded as late (Msg). ' +
          'A second clock-in on the same day is refused with ErrorCode 1.',
        response: envelopeResponses(RegistrationBody),
      },
    },
    async (request) => {
      const registration = await registerClockIn(app.db, app.clock, timeZone, requireUser(request).userId);
      return ok(registration.body, registration.message);
    },
  );
};

export default clockInRoutes;
