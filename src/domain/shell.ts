import type { Static } from '@sinclair/typebox';
import type {
  BulletinSchema,
  ClockInDaySchema,
  GuidedTourSchema,
  HomeBannerSchema,
  HomeClassSchema,
  HomeClassesSchema,
  TemporaryClassroomSchema,
} from './api/shell.schemas';

/**
 * Answer shapes of the shell's calls (shell.md §2, §4), declared once by the schemas in ./api: the
 * server's services answer them and the client's actors read them.
 */

/** A class as GET /api/tutordata/GetHomeClasses lists it. */
export type HomeClassAnswer = Static<typeof HomeClassSchema>;

/** POST /api/tutordata/GetHomeClasses */
export type HomeClassesAnswer = Static<typeof HomeClassesSchema>;

/** POST /api/Message/BulletinBoard lists these. */
export type BulletinAnswer = Static<typeof BulletinSchema>;

/** POST /api/teachInfo/GetTutorHomeBanner lists these. */
export type HomeBannerAnswer = Static<typeof HomeBannerSchema>;

/** POST /api/TutorComm/GetTemporaryClassroomLink */
export type TemporaryClassroomAnswer = Static<typeof TemporaryClassroomSchema>;

/** GET /api/Account/GetGuidedTourStatus and POST /api/Account/FinishGuidedTour */
export type GuidedTourStatus = Static<typeof GuidedTourSchema>;

/** POST /api/TutorComm/GetClockInStatus */
export type ClockInDayAnswer = Static<typeof ClockInDaySchema>;
