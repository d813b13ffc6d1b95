import type { Static } from '@sinclair/typebox';
import type { PhotoBody, PhotoClassSchema, PhotosSchema, ScheduleDaySchema, ScheduleSchema, SharedPhotoSchema } from './api/growth-schedule.schemas';

/**
 * The growth system's schedule confirmation and class photos (growth-account.md §7 "Growth":
 * GetScheduleList, ScheduleSubmit, ClassGroupPhotoSubmit, GetPhotoSharing; the bodies are ours).
 * Confirming next week's plotted schedule earns gv.schedule_confirmed (+1) once a week; a group
 * photo with the students of a finished class earns gv.photo_with_students (+0.25) once a class.
 */

/** The upload module a class group photo is sent in (src/domain/upload.ts). */
export const CLASS_PHOTO_MODULE = 'GroupPhoto';
/** How many shared photos GetPhotoSharing answers (newest first). */
export const PHOTO_SHARING_LIMIT = 50;
/** Finished classes offered for a photo: those of the last this many days still without one. */
export const PHOTO_CLASS_DAYS = 14;
export const PHOTO_CLASSES_OFFERED = 20;
export const PHOTO_CAPTION_MAX_LENGTH = 200;

export const GrowthScheduleMessages = {
  nothingToConfirm: 'Plot your available time for next week first, then confirm it.',
  alreadyConfirmed: 'You have already confirmed next week.',
  confirmed: 'Next week is confirmed: +1 growth value.',
  classNotFinished: 'A photo can be shared only for a class you have finished.',
  photoExists: 'You have already shared a photo of this class.',
  photoMissing: 'Upload the photo first.',
  photoShared: 'Your photo is shared: +0.25 growth value.',
} as const;

/** One provider day of next week with the starts of its plotted slots (UTC ISO). */
export type ScheduleDay = Static<typeof ScheduleDaySchema>;

/** GetScheduleList: next provider week's plot and whether it is confirmed. */
export type GrowthScheduleList = Static<typeof ScheduleSchema>;

/** A finished class the tutor may still share a photo of. */
export type PhotoClass = Static<typeof PhotoClassSchema>;

/** GetPhotoSharing (and ClassGroupPhotoSubmit's answer): the photos shared, and the classes that can still have one. */
export type PhotoSharing = Static<typeof PhotosSchema>;

/** A shared class photo (GetPhotoSharing). */
export type SharedPhoto = Static<typeof SharedPhotoSchema>;

/** ClassGroupPhotoSubmit's body. */
export type ClassPhotoRequest = Static<typeof PhotoBody>;
