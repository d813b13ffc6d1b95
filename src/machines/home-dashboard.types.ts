import type { RetryEvent } from './retry.types';
import type { TutorScores } from './person-panel.types';

// ---- Context --------------------------------------------------------------------------------

/** A class as the dashboard lists it (GetHomeClasses). */
export interface HomeClass {
  id: number;
  studentName: string;
  studentLevel: string;
  courseName: string;
  startAt: string;
  endAt: string;
  /** booked, finished or cancelled. */
  status: string;
  classTool: number;
  lessonFeePhp: number;
}

export interface HomeClasses {
  /** The provider's day, YYYY-MM-DD, and its time zone. */
  workDate: string;
  timeZone: string;
  today: HomeClass[];
  /** The class in progress or the next booked one. */
  nextClass: HomeClass | null;
  upcoming: HomeClass[];
}

export interface Bulletin {
  id: number;
  title: string;
  content: string;
  publishedAt: string;
}

export interface HomeBanner {
  id: number;
  title: string;
  subtitle: string;
  imageUrl: string;
  linkUrl: string;
}

export interface HomeDashboardContext {
  classes: HomeClasses | null;
  bulletins: Bulletin[];
  banners: HomeBanner[];
  scores: TutorScores | null;
}

// ---- Events ---------------------------------------------------------------------------------

/** Loads every section that failed again. */
export type HomeDashboardEvent = RetryEvent;

export const HomeDashboardTag = {
  loadingClasses: 'status:loadingClasses',
  loadingBulletins: 'status:loadingBulletins',
  loadingBanners: 'status:loadingBanners',
  loadingScores: 'status:loadingScores',
} as const;
export type HomeDashboardTag = (typeof HomeDashboardTag)[keyof typeof HomeDashboardTag];
