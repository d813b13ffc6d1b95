import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StaffReviewMessages } from '../../src/domain/staff-reviews';
import { envelopeResponses, ok } from '../http/envelope';
import { requireUser } from '../types';
import { previewLink } from '../uploads/stored-files';
import { uploadContextOf } from '../uploads/uploads.plugin';
import { QueueQuery } from '../../src/domain/api/staff-audits.schemas';
import { StudentSchema } from '../../src/domain/api/staff-bookings.schemas';
import { AbsentDecisionSchema, AbsentPictureQueuePage, DecideAbsentPictureBody, UpdateStudentBody } from '../../src/domain/api/staff-reviews.schemas';
import { absentPictureItems, decideAbsentPicture } from './staff-reviews.service';
import { updateStudentOf } from './staff-students.service';

const tags = ['staff'];
const staff = { auth: 'staff' as const };

/**
 * Staff reviews (issue 21): the absent pictures queue and its decision, and editing a student.
 * (The reply queues carry each item's whole thread: see staff-audits.) Staff only: a tutor gets ErrorCode 4.
 */
const staffReviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const uploads = uploadContextOf(app);
  const deps = { db: app.db, clock: app.clock, notifier: app.notifier, linkTo: (fileRef: string) => previewLink(uploads, fileRef).url };

  app.get(
    '/api/Staff/AbsentPictureQueue',
    {
      config: staff,
      schema: {
        tags,
        description: 'Absent pictures tutors sent that staff have not decided, oldest first, each with a short-lived link to the picture.',
        querystring: QueueQuery,
        response: envelopeResponses(AbsentPictureQueuePage),
      },
    },
    async (request) => ok(await absentPictureItems(deps, request.query.pageIndex, request.query.pageSize)),
  );

  app.post(
    '/api/Staff/DecideAbsentPicture',
    {
      config: staff,
      schema: {
        tags,
        description:
          'Accepts an absent picture (the tutor-absence penalty entries of its class are reversed through the ledger, once) or refuses it with a reason; audited; the tutor is told.',
        body: DecideAbsentPictureBody,
        response: envelopeResponses(AbsentDecisionSchema),
      },
    },
    async (request) => {
      const decision = await decideAbsentPicture(deps, requireUser(request).userId, request.body.CLID, request.body.Accept, request.body.Reason ?? '');
      return ok(decision, request.body.Accept ? StaffReviewMessages.pictureAccepted(decision.ReversedEntries.length) : StaffReviewMessages.pictureRefused);
    },
  );

  app.post(
    '/api/Staff/UpdateStudent',
    {
      config: staff,
      schema: {
        tags,
        description:
          'Changes a student’s name, age band, level, country, time zone and learning goals (a field left out keeps its value), checked as CreateStudent checks them; audited.',
        body: UpdateStudentBody,
        response: envelopeResponses(StudentSchema),
      },
    },
    async (request) => {
      const { StuUID, ...changes } = request.body;
      const student = await updateStudentOf(app, requireUser(request).userId, StuUID, changes);
      return ok(student, StaffReviewMessages.studentSaved(student.Name));
    },
  );
};

export default staffReviewsRoutes;
