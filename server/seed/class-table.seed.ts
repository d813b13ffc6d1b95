import { DemoUsers } from './people.seed';
import type { SeedContext } from './seed';
import { DemoStudents } from './teaching.seed';

/** Tutors on the short-notice class-request duty (IsDidiDutyTutor). */
export const DEMO_DUTY_TUTORS: readonly number[] = [DemoUsers.demo.id];
/** Students whose materials are diverted (GetIsDivertUser). */
export const DEMO_DIVERT_STUDENTS: readonly number[] = [DemoStudents[1].id];

/** The class table's flags on the demo people. */
export async function seedClassTable({ db }: SeedContext): Promise<void> {
  await db.updateTable('tutor_profiles').set({ is_didi_duty_tutor: 1 }).where('user_id', 'in', DEMO_DUTY_TUTORS).execute();
  await db.updateTable('students').set({ is_divert: 1 }).where('id', 'in', DEMO_DIVERT_STUDENTS).execute();
}
