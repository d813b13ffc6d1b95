import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StaffBookingMessages } from '../../src/domain/staff-bookings';
import { envelopeResponses, ok } from '../http/envelope';
import { requireUser } from '../types';
import {
  AddPointsBody,
  AddPointsResult,
  CancelForStudentBody,
  ClassDoneSchema,
  CoursePage,
  CoursesQuery,
  CreateStudentBody,
  MarkOutcomeBody,
  OpenSlotsQuery,
  OpenSlotsSchema,
  PointsEntriesPage,
  PointsEntriesQuery,
  RateClassBody,
  ReassignClassesBody,
  ReassignedSchema,
  StudentPage,
  StudentSchema,
  StudentSearchQuery,
  TutorClassesPage,
  TutorClassesQuery,
} from '../../src/domain/api/staff-bookings.schemas';
import { cancelForStudent, markOutcome, openSlots, rateClass, reassignClasses, tutorClasses } from './staff-bookings.service';
import { addStaffPoints, staffPointsEntries } from './staff-points.service';
import { courses, createStudent, findStudents } from './staff-students.service';

const tags = ['staff'];
const staff = { auth: 'staff' as const };

/**
 * Students, bookings and data-staff points (issue 21; BookClass is in staff-classes.routes.ts).
 * Staff only: a tutor gets ErrorCode 4. Every change is audited and told to the tutor it concerns.
 */
const staffBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/Staff/CreateStudent',
    {
      config: staff,
      schema: {
        tags,
        description: 'Creates a student (name required), optionally enrolled in a course: the enrolment is the UCID classes are booked against.',
        body: CreateStudentBody,
        response: envelopeResponses(StudentSchema),
      },
    },
    async (request) => {
      const student = await createStudent(app, requireUser(request).userId, request.body);
      return ok(student, StaffBookingMessages.studentCreated(student.Name));
    },
  );

  app.get(
    '/api/Staff/Students',
    {
      config: staff,
      schema: {
        tags,
        description: 'Students whose id is the query or whose name contains it, newest first, with their course enrolments.',
        querystring: StudentSearchQuery,
        response: envelopeResponses(StudentPage),
      },
    },
    async (request) => ok(await findStudents(app, request.query.query ?? '', request.query.pageIndex, request.query.pageSize)),
  );

  app.get(
    '/api/Staff/Courses',
    {
      config: staff,
      schema: { tags, description: 'The course catalogue by name, to enrol a student in.', querystring: CoursesQuery, response: envelopeResponses(CoursePage) },
    },
    async (request) => ok(await courses(app, request.query.pageIndex, request.query.pageSize)),
  );

  app.get(
    '/api/Staff/OpenSlots',
    {
      config: staff,
      schema: {
        tags,
        description: "A tutor's open (Waited) slots from `from` for `days` days, never before now: the times a class can be booked into.",
        querystring: OpenSlotsQuery,
        response: envelopeResponses(OpenSlotsSchema),
      },
    },
    async (request) => ok(await openSlots(app, request.query.tuid, request.query.from, request.query.days)),
  );

  app.get(
    '/api/Staff/TutorClasses',
    {
      config: staff,
      schema: {
        tags,
        description:
          "A page of a tutor's classes: upcoming (not ended, soonest first), past (latest first) or handed (booked classes a leave handed to staff).",
        querystring: TutorClassesQuery,
        response: envelopeResponses(TutorClassesPage),
      },
    },
    async (request) => ok(await tutorClasses(app, request.query.tuid, request.query.view, request.query.pageIndex, request.query.pageSize)),
  );

  app.post(
    '/api/Staff/CancelClassForStudent',
    {
      config: staff,
      schema: {
        tags,
        description:
          "Cancels a class that has not started on the student's side: the tutor gets the cancellation message and event; the slot is the tutor's again; no penalty.",
        body: CancelForStudentBody,
        response: envelopeResponses(ClassDoneSchema),
      },
    },
    async (request) => {
      const lesson = await cancelForStudent(app, requireUser(request).userId, request.body.CLID, request.body.Reason);
      return ok({ CLID: lesson.id, Status: lesson.status }, StaffBookingMessages.classCancelled);
    },
  );

  app.post(
    '/api/Staff/MarkClassOutcome',
    {
      config: staff,
      schema: {
        tags,
        description:
          'Marks a booked class no classroom reported on: finished (once it has ended; earns as a finished class), student_absent (once it has started; the class is paid) or tutor_absent (once it has started; the absence penalty applies once).',
        body: MarkOutcomeBody,
        response: envelopeResponses(ClassDoneSchema),
      },
    },
    async (request) => {
      const outcome = request.body.Outcome;
      const lesson = await markOutcome(app, requireUser(request).userId, request.body.CLID, outcome, request.body.Reason ?? '');
      return ok({ CLID: lesson.id, Status: lesson.status }, StaffBookingMessages.outcomeSaved(outcome));
    },
  );

  app.post(
    '/api/Staff/RateClass',
    {
      config: staff,
      schema: {
        tags,
        description: "Enters the student's 1 to 5 stars for a finished class with no rating yet (5 stars: +2 teaching points, 4 stars: +1).",
        body: RateClassBody,
        response: envelopeResponses(ClassDoneSchema),
      },
    },
    async (request) => {
      const lesson = await rateClass(app, requireUser(request).userId, request.body.CLID, request.body.Stars);
      return ok({ CLID: lesson.id, Status: lesson.status }, StaffBookingMessages.classRated(request.body.Stars));
    },
  );

  app.post(
    '/api/Staff/ReassignClasses',
    {
      config: staff,
      schema: {
        tags,
        description:
          'Moves booked classes that have not started from one tutor (on leave) to another who is free then, all or none: the class keeps its CLID and booking; both tutors are told.',
        body: ReassignClassesBody,
        response: envelopeResponses(ReassignedSchema),
      },
    },
    async (request) => {
      const { FromTuid, ToTuid, CLIDs, Reason } = request.body;
      const moved = await reassignClasses(app, requireUser(request).userId, { fromTutorId: FromTuid, toTutorId: ToTuid, classIds: CLIDs, reason: Reason });
      return ok({ Tuid: ToTuid, CLIDs: moved.map((lesson) => lesson.id) }, StaffBookingMessages.reassigned(moved.length, ToTuid));
    },
  );

  app.post(
    '/api/Staff/AddTeachingPoints',
    {
      config: staff,
      schema: {
        tags,
        description:
          'Enters project, material training, referral or material correction teaching points for a tutor with a reason, as one ledger entry the tutor sees in "why"; idempotent by Key.',
        body: AddPointsBody,
        response: envelopeResponses(AddPointsResult),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { Tuid, Rule, Points, Reason, Key } = request.body;
      const result = await addStaffPoints(app, user.userId, user.account, {
        tutorId: Tuid,
        rule: Rule,
        points: Points,
        reason: Reason,
        key: Key,
      });
      return ok(result, StaffBookingMessages.pointsAdded(result.Entry.Points, result.Entry.RuleLabel));
    },
  );

  app.get(
    '/api/Staff/TeachingPointEntries',
    {
      config: staff,
      schema: {
        tags,
        description: "A page of the data-staff entries of a tutor's teaching points, newest first, with who entered each.",
        querystring: PointsEntriesQuery,
        response: envelopeResponses(PointsEntriesPage),
      },
    },
    async (request) => ok(await staffPointsEntries(app, request.query.tuid, request.query.pageIndex, request.query.pageSize)),
  );
};

export default staffBookingRoutes;
