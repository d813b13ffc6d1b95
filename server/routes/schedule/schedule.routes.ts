import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '../../../src/domain/error-codes';
import { CANCEL_PROOF_MAX_BYTES } from '../../../src/domain/schedule-cancel';
import { ScheduleMessages } from '../../../src/domain/schedule';
import { ApiFailure, envelopeResponses, ok } from '../../http/envelope';
import { lessonReminder, releaseSlots, submitReleaseTime } from '../../services/release-time.service';
import { allowedScheduleEvents, insertSchedule, restCountOfNextWeek, selfScheduleLimit } from '../../services/schedule.service';
import {
  cancelAutonomously,
  cancelRights,
  lessonsForCancel,
  previewCancellation,
  remainingThisWeek,
  selfCancelOption,
} from '../../services/self-cancel.service';
import { requireUser } from '../../types';
import type { FormFile } from '../../uploads/upload.form';
import { uploadContextOf } from '../../uploads/uploads.plugin';
import {
  AllowedScheduleSchema,
  CancelPreviewSchema,
  CancelResultSchema,
  CancelRightsSchema,
  CancellableClassSchema,
  ClassIdsBody,
  DurationBody,
  InsertResultSchema,
  InsertScheduleBody,
  LimitCheckSchema,
  PeriodBody,
  ReleaseSlotSchema,
  ReleaseSubmitBody,
  RemainingSchema,
  ReminderSchema,
  SelfCancelOptionSchema,
  WeekLimitSchema,
} from '../../../src/domain/api/schedule.schemas';

/**
 * A tutor's time (teaching.md §7 "Schedule" and the class table's schedule and cancellation calls):
 * self-schedule, release time, autonomous cancellation and the lesson reminder card.
 */
const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = () => ({ db: app.db, clock: app.clock, config: app.config, notifier: app.notifier });
  const uploads = uploadContextOf(app);
  const schedule = ['schedule'];
  const classTable = ['class table'];

  app.post(
    '/api/Schedule/GetAllowedScheduleEvent',
    {
      schema: {
        tags: schedule,
        description:
          'Every half-hour cell of [startDate, endDate) (at most 14 days, from this week to two weeks ahead) with its state; unplotted cells are Canceled.',
        body: PeriodBody,
        response: envelopeResponses(AllowedScheduleSchema),
      },
    },
    async (request) => ok(await allowedScheduleEvents(deps(), requireUser(request).userId, request.body.startDate, request.body.endDate)),
  );

  app.post(
    '/api/Schedule/InsertSchedule',
    {
      schema: {
        tags: schedule,
        description:
          "Saves changed cells. Every slot rule is checked again; over a plotted week's modify count answers 'No modification for plotted schedule'.",
        body: InsertScheduleBody,
        response: envelopeResponses(InsertResultSchema),
      },
    },
    async (request) => ok(await insertSchedule(deps(), requireUser(request).userId, request.body.Items)),
  );

  app.post(
    '/api/Schedule/GetSelfScheduleLimitCheck',
    {
      schema: {
        tags: schedule,
        description: 'The self-schedule gates (openSelfSchedule, limitCheck.selfSchedulesEnable) with the reason, and each week’s modify count.',
        response: envelopeResponses(LimitCheckSchema),
      },
    },
    async (request) => ok(await selfScheduleLimit(deps(), requireUser(request).userId)),
  );

  app.post(
    '/api/Schedule/GetRestCourseCountOfNextWeek',
    {
      schema: {
        tags: schedule,
        description: "Next week's modify count: whether it is plotted, used and remaining changes.",
        response: envelopeResponses(WeekLimitSchema),
      },
    },
    async (request) => ok(await restCountOfNextWeek(deps(), requireUser(request).userId)),
  );

  app.post(
    '/api/ClassTable/GetTutorLessonDurationTest',
    {
      schema: {
        tags: classTable,
        description: 'Release time: the plotted cells of the period as 1 held / 0 released, with each day’s 05:30 busy-day marker.',
        body: DurationBody,
        response: envelopeResponses(Type.Array(ReleaseSlotSchema)),
      },
    },
    async (request) => ok(await releaseSlots(deps(), requireUser(request).userId, request.body.startTime, request.body.endTime)),
  );

  app.post(
    '/api/ClassTable/SubmitReleaseTime',
    {
      schema: {
        tags: classTable,
        description: 'Releases (0) or holds again (1) plotted cells, under the self-schedule rules; a booked cell is refused.',
        body: ReleaseSubmitBody,
        response: envelopeResponses(InsertResultSchema),
      },
    },
    async (request) => ok(await submitReleaseTime(deps(), requireUser(request).userId, request.body.Items)),
  );

  app.post(
    '/api/ClassTable/getTutorLessonDurationCancle',
    {
      schema: {
        tags: classTable,
        description: 'Classes of the period for the cancellation view, with Cancellable and IsNextWeek.',
        body: DurationBody,
        response: envelopeResponses(Type.Array(CancellableClassSchema)),
      },
    },
    async (request) => ok(await lessonsForCancel(deps(), requireUser(request).userId, request.body.startTime, request.body.endTime)),
  );

  app.post(
    '/api/ClassTable/GetRemainingCancelCountOfThisWeek',
    {
      schema: {
        tags: classTable,
        description: "This week's autonomous cancellations: allowance by tier, used, remaining.",
        response: envelopeResponses(RemainingSchema),
      },
    },
    async (request) => ok(await remainingThisWeek(deps(), requireUser(request).userId)),
  );

  app.post(
    '/api/ClassTable/GetCancelRightsInfo',
    {
      schema: {
        tags: classTable,
        description: 'The tutor’s cancellation rights: tier, allowance, the tiers, closing time and penalties.',
        response: envelopeResponses(CancelRightsSchema),
      },
    },
    async (request) => ok(await cancelRights(deps(), requireUser(request).userId)),
  );

  app.post(
    '/api/ClassTable/GetTutorSelfCancel',
    {
      schema: {
        tags: classTable,
        description: 'Whether autonomous cancellation is open for the tutor (openSelfCancel), with the reason when not.',
        response: envelopeResponses(SelfCancelOptionSchema),
      },
    },
    async (request) => ok(await selfCancelOption(app.db, requireUser(request).userId)),
  );

  app.post(
    '/api/ClassTable/GetTutorSelfCancelTest',
    {
      schema: {
        tags: classTable,
        description: 'A dry run: what cancelling these classes would cost and the count left, refused as the real call would be.',
        body: ClassIdsBody,
        response: envelopeResponses(CancelPreviewSchema),
      },
    },
    async (request) => ok(await previewCancellation(deps(), requireUser(request).userId, request.body.ClassIds)),
  );

  app.post(
    '/api/ClassTable/AutonomousCancellation',
    {
      schema: {
        tags: classTable,
        description:
          'Multipart form: ClassIds (comma-separated), Reason, and file (the proof, .jpg or .png, at most 5 MB). Cancels through the class service and records the penalties.',
        consumes: ['multipart/form-data'],
        response: envelopeResponses(CancelResultSchema),
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.cancelProofRequired);
      const fields: Record<string, string> = {};
      let proof: FormFile | null = null;
      try {
        for await (const part of request.parts({ limits: { fileSize: CANCEL_PROOF_MAX_BYTES, files: 1, fields: 10 } })) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            if (part.fieldname === 'file') proof = { data, filename: part.filename };
          } else {
            fields[part.fieldname] = String(part.value);
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiFailure(ErrorCode.Failed, 'The proof may be at most 5 MB.', 413);
        throw error;
      }
      const ids = (fields.ClassIds ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (ids.some((id) => !/^\d{1,12}$/.test(id))) throw new ApiFailure(ErrorCode.Failed, "'ClassIds' must list class ids separated by commas.");
      const result = await cancelAutonomously(deps(), uploads, requireUser(request).userId, {
        classIds: ids.map(Number),
        reason: fields.Reason ?? '',
        proof,
      });
      return ok(result);
    },
  );

  app.post(
    '/api/ClassTable/GetTutorSelfScheduleRemind',
    {
      schema: {
        tags: classTable,
        description: 'The lesson reminder card: IsShow and its Tips, decided from the tutor’s plot of next week.',
        response: envelopeResponses(ReminderSchema),
      },
    },
    async (request) => ok(await lessonReminder(deps(), requireUser(request).userId)),
  );
};

export default scheduleRoutes;
