import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { classDetails, classInfo, classesOfPeriod, displayZoneInfo, isDivertUser, isDutyTutor, setDisplayZone } from '../../services/class-table.service';
import { requireUser } from '../../types';
import { classTableDeps } from './class-table-deps';
import {
  ClassDetailsSchema,
  ClassInfoSchema,
  ClassTablePeriodSchema,
  ClidQuery,
  DisplayTimeZoneSchema,
  PeriodBody,
  SetDisplayTimeZoneBody,
  UidQuery,
} from '../../../src/domain/api/class-table.schemas';

/** The class table's reads (teaching.md §7 /api/ClassTable/), each scoped to the signed-in tutor. */
const classTableRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = classTableDeps(app);
  const tags = ['class table'];

  app.post(
    '/api/ClassTable/GetTutorRealTimeClassByWeek',
    {
      schema: {
        tags,
        description:
          "The tutor's classes of a week (WeekStart: its Monday in the tutor's display zone), a day (Day) or a UTC range " +
          '(StartTime, EndTime; at most 42 days); no body: the current week. Every status is listed; times are UTC with the zone named.',
        body: PeriodBody,
        response: envelopeResponses(ClassTablePeriodSchema),
      },
      // The spec's call may come without a body: that asks for the current week.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => ok(await classesOfPeriod(deps, requireUser(request).userId, request.body)),
  );

  app.post(
    '/api/ClassTable/GetTutorRealTimeClassInfo',
    {
      schema: {
        tags,
        description: 'One class of the tutor, as the class table shows it, with the display zone.',
        querystring: ClidQuery,
        response: envelopeResponses(ClassInfoSchema),
      },
    },
    async (request) => ok(await classInfo(deps, requireUser(request).userId, request.query.clid)),
  );

  app.post(
    '/api/ClassTable/GetClassDetails',
    {
      schema: {
        tags,
        description:
          "The class detail page's header: info (UCID, CLID, StuUID, SID, IsOverClass, istext), student, course, lesson, tool, type and times with the zone.",
        querystring: ClidQuery,
        response: envelopeResponses(ClassDetailsSchema),
      },
    },
    async (request) => ok(await classDetails(deps, requireUser(request).userId, request.query.clid)),
  );

  app.post(
    '/api/ClassTable/GetDisplayTimeZone',
    { schema: { tags, description: 'The zone the tutor reads times in (default: the provider’s).', response: envelopeResponses(DisplayTimeZoneSchema) } },
    async (request) => ok(await displayZoneInfo(deps, requireUser(request).userId)),
  );

  app.post(
    '/api/ClassTable/SetDisplayTimeZone',
    {
      schema: {
        tags,
        description: "Sets the tutor's display zone: an IANA zone such as Europe/Berlin, or '' for the provider's. An unknown zone is refused.",
        body: SetDisplayTimeZoneBody,
        response: envelopeResponses(DisplayTimeZoneSchema),
      },
    },
    async (request) => ok(await setDisplayZone(deps, requireUser(request).userId, request.body.TimeZone)),
  );

  app.post(
    '/api/ClassTable/IsDidiDutyTutor',
    { schema: { tags, description: 'Whether the tutor is on the short-notice class-request duty.', response: envelopeResponses(Type.Boolean()) } },
    async (request) => ok(await isDutyTutor(deps, requireUser(request).userId)),
  );

  app.post(
    '/api/ClassTable/GetIsDivertUser',
    {
      schema: {
        tags,
        description:
          'Whether a student of the tutor is a divert user (materials set through the divert calls). A student without a class with the tutor is not found.',
        querystring: UidQuery,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => ok(await isDivertUser(deps, requireUser(request).userId, request.query.uid)),
  );
};

export default classTableRoutes;
