import type { Generated } from 'kysely';

/**
 * The class model's tables (teaching.md, docs/domain-model.md: one model of classes every teaching
 * area reads): classes, students, courses and their units and lessons, enrolments, small classes,
 * the class event log, classroom joins, the calendar feed and the device-test classroom.
 */
export interface ClassTables {
  classes: ClassesTable;
  students: StudentsTable;
  courses: CoursesTable;
  course_units: CourseUnitsTable;
  course_lessons: CourseLessonsTable;
  student_courses: StudentCoursesTable;
  small_classes: SmallClassesTable;
  class_events: ClassEventsTable;
  classroom_joins: ClassroomJoinsTable;
  calendar_feeds: CalendarFeedsTable;
  test_classrooms: TestClassroomsTable;
}

/**
 * A class between a tutor and a student, or one student's seat in a small class (created in
 * 0002-messages, the model in 0006-classes). Its status changes only through
 * server/services/class.service.ts. The names are a snapshot taken at booking.
 */
export interface ClassesTable {
  id: Generated<number>;
  tutor_id: number;
  student_name: Generated<string>;
  start_at: string;
  end_at: string;
  /** booked, finished, cancelled, absent (src/domain/classes.ts). */
  status: Generated<string>;
  lesson_fee_php: Generated<number>;
  /** Index into the class tool enumeration (teaching.md §3). */
  class_tool: Generated<number>;
  student_level: Generated<string>;
  course_name: Generated<string>;
  student_id: number | null;
  /** The student's course enrolment (UCID). */
  ucid: number | null;
  /** The lesson set as this class's teaching material; none yet: null. */
  lesson_id: number | null;
  /** SID: the lesson recorded as taught when the class finished (teaching.md §4 "Class status"). */
  sid: number | null;
  small_class_id: number | null;
  /** src/domain/classes.ts ClassType. */
  class_type: Generated<string>;
  booked_at: string | null;
  status_changed_at: string | null;
  /** tutor, student, system or staff. */
  status_changed_by: string | null;
  status_reason: string | null;
  cancelled_hours_before: number | null;
  /** tutor or student, when the status is absent. */
  absent_party: string | null;
  /** 1 to 5 stars from the student. */
  student_rating: number | null;
}

export interface StudentsTable {
  id: Generated<number>;
  name: string;
  age_band: Generated<string>;
  english_level: Generated<string>;
  country: Generated<string>;
  time_zone: Generated<string>;
  learning_goals: Generated<string>;
  interests: Generated<string>;
  created_at: string;
  /** 1: a divert user, whose materials are set through the divert calls (0011-class-table). */
  is_divert: Generated<number>;
}

export interface CoursesTable {
  id: Generated<number>;
  name: string;
  category_id: Generated<number>;
  level: Generated<string>;
  is_test: Generated<number>;
}

export interface CourseUnitsTable {
  id: Generated<number>;
  course_id: number;
  name: string;
  sort: Generated<number>;
}

/** A lesson (SID): one teaching material line of its course. */
export interface CourseLessonsTable {
  id: Generated<number>;
  course_id: number;
  unit_id: number;
  name: string;
  sort: Generated<number>;
  is_remark: Generated<number>;
  class_type: Generated<number>;
  vip_number: Generated<number>;
  test_number: Generated<number>;
}

/** A student's enrolment in a course (UCID). */
export interface StudentCoursesTable {
  id: Generated<number>;
  student_id: number;
  course_id: number;
  started_at: string;
}

export interface SmallClassesTable {
  id: Generated<number>;
  title: string;
  course_id: number | null;
  capacity: Generated<number>;
  created_at: string;
}

/** Append-only: every change of a class, in the same transaction as the change. */
export interface ClassEventsTable {
  id: Generated<number>;
  class_id: number;
  tutor_id: number;
  /** src/domain/classes.ts ClassEventKind. */
  kind: string;
  actor_type: string;
  actor_id: number | null;
  /** JSON object. */
  details: Generated<string>;
  created_at: string;
}

export interface ClassroomJoinsTable {
  id: Generated<number>;
  class_id: number;
  tutor_id: number;
  class_tool: number;
  /** web or tutorclient. */
  client: string;
  joined_at: string;
  /** The join call that opened the room (0011-class-table). */
  via: Generated<string>;
}

/** A tutor's secret iCalendar feed (0011-class-table). */
export interface CalendarFeedsTable {
  tutor_id: number;
  secret: string;
  created_at: string;
}

/** The ClassIn test course a tutor opens to try their devices (0011-class-table). */
export interface TestClassroomsTable {
  id: Generated<number>;
  tutor_id: number;
  room: string;
  created_at: string;
}
