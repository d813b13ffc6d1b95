import { Type } from '@sinclair/typebox';
import { PHOTO_CAPTION_MAX_LENGTH } from '../growth-schedule';

export const ScheduleDaySchema = Type.Object({ Date: Type.String(), Slots: Type.Array(Type.String({ description: 'Slot start, UTC ISO.' })) });

export const ScheduleSchema = Type.Object({
  Week: Type.String({ description: 'The Monday (YYYY-MM-DD, provider time) of the week to confirm: next week.' }),
  TimeZone: Type.String({ description: 'PROVIDER_TIME_ZONE: the zone the days are cut in.' }),
  SlotCount: Type.Integer(),
  Days: Type.Array(ScheduleDaySchema),
  Confirmed: Type.Boolean(),
  ConfirmedAt: Type.Union([Type.String(), Type.Null()]),
  Reward: Type.Number({ description: 'The growth value confirming earns.' }),
});

export const SharedPhotoSchema = Type.Object({
  Id: Type.Integer(),
  ClassId: Type.Integer(),
  StudentName: Type.String(),
  ClassStartAt: Type.String(),
  Caption: Type.String(),
  PhotoUrl: Type.String({ description: 'A signed link to the picture, valid for UPLOAD_LINK_TTL_SECONDS.' }),
  SharedAt: Type.String(),
});

export const PhotoClassSchema = Type.Object(
  { ClassId: Type.Integer(), StudentName: Type.String(), StartAt: Type.String() },
  { description: 'A finished class of the last 14 days without a photo yet.' },
);

export const PhotosSchema = Type.Object({ Photos: Type.Array(SharedPhotoSchema), Classes: Type.Array(PhotoClassSchema) });

export const PhotoBody = Type.Object({
  ClassId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  FileRef: Type.String({ pattern: '^[a-f0-9]{32}$', description: 'A GroupPhoto upload of the tutor.' }),
  Caption: Type.Optional(Type.String({ maxLength: PHOTO_CAPTION_MAX_LENGTH })),
});

export const ScheduleSubmitBody = Type.Object({});
