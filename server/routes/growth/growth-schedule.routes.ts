import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { GrowthScheduleMessages, PHOTO_CAPTION_MAX_LENGTH } from '../../../src/domain/growth-schedule';
import { envelopeResponses, ok } from '../../http/envelope';
import { photoSharing, scheduleList, submitClassPhoto, submitSchedule, type GrowthScheduleDeps } from '../../services/growth-schedule.service';
import { requireUser } from '../../types';
import { uploadContextOf } from '../../uploads/uploads.plugin';

const tags = ['growth'];
const P = '/api/GrowthSystem';

const ScheduleSchema = Type.Object({
  Week: Type.String({ description: 'The Monday (YYYY-MM-DD, provider time) of the week to confirm: next week.' }),
  TimeZone: Type.String({ description: 'PROVIDER_TIME_ZONE: the zone the days are cut in.' }),
  SlotCount: Type.Integer(),
  Days: Type.Array(Type.Object({ Date: Type.String(), Slots: Type.Array(Type.String({ description: 'Slot start, UTC ISO.' })) })),
  Confirmed: Type.Boolean(),
  ConfirmedAt: Type.Union([Type.String(), Type.Null()]),
  Reward: Type.Number({ description: 'The growth value confirming earns.' }),
});
const PhotosSchema = Type.Object({
  Photos: Type.Array(
    Type.Object({
      Id: Type.Integer(),
      ClassId: Type.Integer(),
      StudentName: Type.String(),
      ClassStartAt: Type.String(),
      Caption: Type.String(),
      PhotoUrl: Type.String({ description: 'A signed link to the picture, valid for UPLOAD_LINK_TTL_SECONDS.' }),
      SharedAt: Type.String(),
    }),
  ),
  Classes: Type.Array(
    Type.Object(
      { ClassId: Type.Integer(), StudentName: Type.String(), StartAt: Type.String() },
      { description: 'A finished class of the last 14 days without a photo yet.' },
    ),
  ),
});
const PhotoBody = Type.Object({
  ClassId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  FileRef: Type.String({ pattern: '^[a-f0-9]{32}$', description: 'A GroupPhoto upload of the tutor.' }),
  Caption: Type.Optional(Type.String({ maxLength: PHOTO_CAPTION_MAX_LENGTH })),
});

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
        body: Type.Object({}),
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
