import type { Kysely } from 'kysely';
import { GRADE_LIST, DEFAULT_GRADE, type GradeListItem } from '../../src/domain/levels';
import type { Database } from '../db/schema';
import { findIntegralLevel } from '../repositories/integral-levels.repository';

/** The grade list (/api/tutorcomm/Gradeintegral) with the tutor's own grade marked. */
export async function gradeList(db: Kysely<Database>, tutorId: number): Promise<GradeListItem[]> {
  const profile = await findIntegralLevel(db, tutorId);
  const current = profile?.integral_level ?? DEFAULT_GRADE;
  return GRADE_LIST.map((grade) => ({ ...grade, IsCurrent: grade.GradeName === current }));
}
