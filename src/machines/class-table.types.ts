import type { ClassTableClass, ClassTablePeriod, ClassroomLink } from '../domain/class-table';

// ---- The class table (/classTab) ------------------------------------------------------------

export type ClassTableView = 'week' | 'day';

/** What the load asks for: a week by its Monday, a day, or (anchor null) the server's current week. */
export interface LoadPeriodInput {
  view: ClassTableView;
  /** A local date (YYYY-MM-DD) of the display zone; null: today, as the server sees it. */
  anchor: string | null;
}

export interface ClassTableContext {
  view: ClassTableView;
  /** The local date the view shows (day view) or contains (week view); null until the first load says what today is. */
  anchor: string | null;
  period: ClassTablePeriod | null;
  /** Why the period could not be loaded; '' otherwise. */
  loadError: string;
  /** Why the display zone could not be changed; '' otherwise. */
  zoneError: string;
}

export type ClassTableEvent =
  | { type: 'table.previous' }
  | { type: 'table.next' }
  | { type: 'table.today' }
  | { type: 'table.showWeek' }
  /** Day view of `date` (a day of the week shown), or of the anchor. */
  | { type: 'table.showDay'; date?: string }
  | { type: 'table.retry' }
  /** A class of the tutor was booked or changed (hub event TutorClassChanged). */
  | { type: 'classes.changed' }
  /** Reads times in another zone ('' the provider's). */
  | { type: 'zone.change'; timeZone: string };

export const ClassTableTag = { busy: 'status:busy' } as const;
export type ClassTableTag = (typeof ClassTableTag)[keyof typeof ClassTableTag];

// ---- Joining a class ------------------------------------------------------------------------

export interface JoinRequest {
  lesson: Pick<ClassTableClass, 'CLID' | 'ClassTool' | 'JoinCall' | 'SmallClassId' | 'StudentName' | 'ClassToolName'>;
  isMac: boolean;
}

export interface JoinOutput {
  link: ClassroomLink;
  /** The courseware page to preload in a hidden 1x1 window (EClassroom), or null. */
  preloadUrl: string | null;
}

export interface JoinContext {
  /** The class being (or last) joined. */
  clid: number | null;
  link: ClassroomLink | null;
  error: string;
}

/** The tutor's own ClassIn test course, to try camera, microphone and tools before a class. */
export interface TestCourseRequest {
  tuid: number;
}

export type JoinEvent = { type: 'join.start'; request: JoinRequest } | { type: 'join.tryTestCourse'; request: TestCourseRequest } | { type: 'join.dismiss' };

// ---- The calendar feed --------------------------------------------------------------------------

export interface CalendarFeedContext {
  url: string;
  /** '' or what the last action said ("Calendar link copied."). */
  notice: string;
  error: string;
}

export type CalendarFeedEvent = { type: 'feed.copy' } | { type: 'feed.reset' } | { type: 'feed.retry' };
