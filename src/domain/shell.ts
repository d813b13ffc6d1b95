/**
 * Answer shapes of the shell's calls (shell.md §2, §4), declared once: the server's services
 * answer them and the client's actors read them.
 */

/** A class as GET /api/tutordata/GetHomeClasses lists it. */
export interface HomeClassAnswer {
  Id: number;
  StudentName: string;
  StudentLevel: string;
  CourseName: string;
  StartAt: string;
  EndAt: string;
  Status: string;
  ClassTool: number;
  LessonFeePhp: number;
}

/** POST /api/tutordata/GetHomeClasses */
export interface HomeClassesAnswer {
  WorkDate: string;
  TimeZone: string;
  Today: HomeClassAnswer[];
  NextClass: HomeClassAnswer | null;
  Upcoming: HomeClassAnswer[];
}

/** POST /api/Message/BulletinBoard lists these. */
export interface BulletinAnswer {
  Id: number;
  Title: string;
  Content: string;
  PublishedAt: string;
}

/** POST /api/teachInfo/GetTutorHomeBanner lists these. */
export interface HomeBannerAnswer {
  Id: number;
  Title: string;
  Subtitle: string;
  ImageUrl: string;
  LinkUrl: string;
}

/** POST /api/TutorComm/GetTemporaryClassroomLink */
export interface TemporaryClassroomAnswer {
  Success: boolean;
  WebLink: string;
  /** The class the room is for, when there is one. */
  ClassId: number | null;
}

/** GET /api/Account/GetGuidedTourStatus and POST /api/Account/FinishGuidedTour */
export interface GuidedTourStatus {
  Show: boolean;
  CompletedAt: string | null;
}

/** POST /api/TutorComm/GetClockInStatus */
export interface ClockInDayAnswer {
  Status: number;
  WorkDate: string;
  ClockedInAt: string | null;
  FirstClassAt: string | null;
}
