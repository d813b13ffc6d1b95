import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { syncIdSequence } from '../db/migrations/migration-helpers';

/**
 * The provider's students, courses (units, lessons with remark and test lines), enrolments (UCID)
 * and one small class: what the demo classes are booked on. Fixed ids so tests and links can name
 * them; deterministic.
 */
export const DemoStudents = [
  { id: 7001, name: 'Lily Chen', age: '6-8', level: 'A1', country: 'China', zone: 'Asia/Shanghai', course: 0, fee: 130 },
  { id: 7002, name: 'Kenji Sato', age: 'Adult', level: 'B1', country: 'Japan', zone: 'Asia/Tokyo', course: 1, fee: 200 },
  { id: 7003, name: 'Min-jun Park', age: '9-12', level: 'A2', country: 'South Korea', zone: 'Asia/Seoul', course: 2, fee: 150 },
  { id: 7004, name: 'Yuna Tanaka', age: '4-5', level: 'Starter', country: 'Japan', zone: 'Asia/Tokyo', course: 3, fee: 130 },
  { id: 7005, name: 'Nguyen Thi Mai', age: '16-18', level: 'B2', country: 'Vietnam', zone: 'Asia/Ho_Chi_Minh', course: 4, fee: 220 },
  { id: 7006, name: 'Wang Hao', age: '9-12', level: 'A2', country: 'China', zone: 'Asia/Shanghai', course: 2, fee: 150 },
  { id: 7007, name: 'Sofia Rossi', age: 'Adult', level: 'B1', country: 'Italy', zone: 'Europe/Rome', course: 5, fee: 170 },
  { id: 7008, name: 'Zhang Wei', age: 'Adult', level: 'C1', country: 'China', zone: 'Asia/Shanghai', course: 1, fee: 200 },
  { id: 7009, name: 'Hana Kim', age: '6-8', level: 'A1', country: 'South Korea', zone: 'Asia/Seoul', course: 0, fee: 130 },
  { id: 7010, name: 'Leo Martins', age: '16-18', level: 'B2', country: 'Brazil', zone: 'America/Sao_Paulo', course: 4, fee: 220 },
  { id: 7011, name: 'Emma Schulz', age: '13-15', level: 'B1', country: 'Germany', zone: 'Europe/Berlin', course: 5, fee: 170 },
  { id: 7012, name: 'Omar Haddad', age: 'Adult', level: 'A2', country: 'Jordan', zone: 'Asia/Amman', course: 2, fee: 150 },
] as const;

const GOALS = ['Speak confidently at school', 'Business meetings in English', 'Pass IELTS with 7.0', 'Travel and make friends', 'Read storybooks alone'];
const INTERESTS = ['Dinosaurs, drawing', 'Football, games', 'Music, cooking', 'Science, space', 'Anime, travel'];

const COURSES = [
  { name: 'Phonics Adventures', category: 11, level: 'A1', isTest: 0 },
  { name: 'Business English Essentials', category: 21, level: 'B1-C1', isTest: 0 },
  { name: 'Everyday Conversation', category: 12, level: 'A2', isTest: 0 },
  { name: 'Kids English Starter', category: 10, level: 'Starter', isTest: 0 },
  { name: 'IELTS Speaking', category: 31, level: 'B2', isTest: 0 },
  { name: 'Travel English', category: 13, level: 'B1', isTest: 0 },
  { name: 'Placement Test', category: 90, level: 'All', isTest: 1 },
] as const;

const UNITS_PER_COURSE = 3;
const LESSONS_PER_UNIT = 4;
const COURSE_ID_BASE = 801;
const UNIT_ID_BASE = 8101;
const LESSON_ID_BASE = 81001;

/** The demo lessons of a course, in order (regular lessons, then a review remark line per unit). */
export function courseLessonIds(courseIndex: number): number[] {
  const perCourse = UNITS_PER_COURSE * (LESSONS_PER_UNIT + 1);
  return Array.from({ length: perCourse }, (_, i) => LESSON_ID_BASE + courseIndex * perCourse + i);
}

export const PLACEMENT_TEST_COURSE = COURSES.length - 1;
export const DEMO_SMALL_CLASS_ID = 901;
/** The UCID of a demo student's enrolment: one per student, ids fixed. */
export const ucidOf = (studentId: number) => studentId + 10_000;

export async function seedTeaching(db: Kysely<Database>, nowIso: string): Promise<void> {
  await db
    .insertInto('students')
    .values(
      DemoStudents.map((s, i) => ({
        id: s.id,
        name: s.name,
        age_band: s.age,
        english_level: s.level,
        country: s.country,
        time_zone: s.zone,
        learning_goals: GOALS[i % GOALS.length]!,
        interests: INTERESTS[i % INTERESTS.length]!,
        created_at: nowIso,
      })),
    )
    .execute();
  await db
    .insertInto('courses')
    .values(COURSES.map((c, i) => ({ id: COURSE_ID_BASE + i, name: c.name, category_id: c.category, level: c.level, is_test: c.isTest })))
    .execute();
  const units = [];
  const lessons = [];
  for (const [courseIndex, course] of COURSES.entries()) {
    const ids = courseLessonIds(courseIndex);
    for (let unit = 0; unit < UNITS_PER_COURSE; unit += 1) {
      const unitId = UNIT_ID_BASE + courseIndex * UNITS_PER_COURSE + unit;
      units.push({ id: unitId, course_id: COURSE_ID_BASE + courseIndex, name: `Unit ${unit + 1}`, sort: unit + 1 });
      for (let line = 0; line <= LESSONS_PER_UNIT; line += 1) {
        const position = unit * (LESSONS_PER_UNIT + 1) + line;
        const isRemark = line === LESSONS_PER_UNIT;
        lessons.push({
          id: ids[position]!,
          course_id: COURSE_ID_BASE + courseIndex,
          unit_id: unitId,
          name: isRemark ? `Unit ${unit + 1} review` : `${course.name}: Lesson ${unit * LESSONS_PER_UNIT + line + 1}`,
          sort: position + 1,
          is_remark: isRemark ? 1 : 0,
          class_type: course.isTest ? 1 : 0,
          vip_number: unit * LESSONS_PER_UNIT + line + 1,
          test_number: course.isTest ? line + 1 : 0,
        });
      }
    }
  }
  await db.insertInto('course_units').values(units).execute();
  for (let i = 0; i < lessons.length; i += 200)
    await db
      .insertInto('course_lessons')
      .values(lessons.slice(i, i + 200))
      .execute();
  await db
    .insertInto('student_courses')
    .values(DemoStudents.map((s) => ({ id: ucidOf(s.id), student_id: s.id, course_id: COURSE_ID_BASE + s.course, started_at: nowIso })))
    .execute();
  await db
    .insertInto('small_classes')
    .values({ id: DEMO_SMALL_CLASS_ID, title: 'Phonics Club (small class)', course_id: COURSE_ID_BASE, capacity: 4, created_at: nowIso })
    .execute();
  for (const table of ['students', 'courses', 'course_units', 'course_lessons', 'student_courses', 'small_classes']) {
    await syncIdSequence(db, table);
  }
}
