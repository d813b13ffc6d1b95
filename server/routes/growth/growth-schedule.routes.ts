import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GrowthScheduleMessages } from '../../../src/domain/growth-schedule';
import { envelopeResponses, ok } from '../../http/envelope';
import { photoSharing, scheduleList, submitClassPhoto, submitSchedule, type GrowthScheduleDeps } from '../../services/growth-schedule.service';
import { requireUser } from '../../types';
import { uploadContextOf } from '../../uploads/uploads.plugin';
import { PhotoBody, PhotosSchema, ScheduleSchema, ScheduleSubmitBody } from '../../../src/domain/api/growth-schedule.schemas';

const tags = ['growth'];
const P = '/api/GrowthSystem';

/** Schedule confirmation and class photos (growth-account.md §7 "Growth"; the bodies are ours). */
const growthScheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: GrowthScheduleDeps = { db: app.db, clock: app.clock, config: app.config, uploads: uploadContextOf(app) };
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).userId;
  app.post(
    `${P}/GetScheduleList`,
    {
      schema: { tags, description: "Next week's plotted slots by provider day, and whether they are confirmed.", response: envelopeResponses(ScheduleSchema) },
    },
    async (request) => ok(await scheduleList(deps, me(request))),
  );
  app.post(
    `${P}/ScheduleSubmit`,
    {
      schema: {
        tags,
        description: "Confirms next week's plot, once a week: +1 growth (gv.schedule_confirmed).",
        body: ScheduleSubmitBody,
        response: envelopeResponses(ScheduleSchema),
      },
    },
    async (request) => ok(await submitSchedule(deps, me(request)), GrowthScheduleMessages.confirmed),
  );
  app.post(
    `${P}/ClassGroupPhotoSubmit`,
    {
      schema: {
        tags,
        description: 'Shares a group photo with the students of a finished class, once a class: +0.25 growth (gv.photo_with_students).',
        body: PhotoBody,
        response: envelopeResponses(PhotosSchema),
      },
    },
    async (request) => ok(await submitClassPhoto(deps, me(request), request.body), GrowthScheduleMessages.photoShared),
  );
  app.post(
    `${P}/GetPhotoSharing`,
    {
      schema: {
        tags,
        description: "The tutor's shared class photos, newest first, and the finished classes of the last 14 days still without one.",
        response: envelopeResponses(PhotosSchema),
      },
    },
    async (request) => ok(await photoSharing(deps, me(request))),
  );
};

export default growthScheduleRoutes;
