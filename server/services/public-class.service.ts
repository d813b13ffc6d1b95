import { ClassType, classToolName } from '../../src/domain/classes';
import type { ClassroomLink } from '../../src/domain/class-table';
import { ErrorCode } from '../../src/domain/error-codes';
import { OPEN_CLASS_DAYS_AHEAD, OPEN_CLASS_DAYS_BACK, PublicClassMessages, type OpenClassTable } from '../../src/domain/public-class';
import { ApiFailure } from '../http/envelope';
import { openClassesBetween } from '../repositories/classes.repository';
import { openClassTeacherExists } from '../repositories/public-classes.repository';
import { tutorClass } from './class-table.service';
import { assertJoinable, classLink, recordJoins, type JoinDeps, type JoinOptions } from './classroom-join.service';

/**
 * Public classes: whether the provider lets the tutor teach them (open_class_teachers), the
 * tutor's public classes around now, and joining one (recorded like every classroom join).
 */
const DAY_MS = 86_400_000;
const MINUTE = 60_000;

export async function isOpenClassTeacher(deps: Pick<JoinDeps, 'db'>, tutorId: number): Promise<boolean> {
  return openClassTeacherExists(deps.db, tutorId);
}

async function requireOpenClassTeacher(deps: JoinDeps, tutorId: number): Promise<void> {
  if (!(await isOpenClassTeacher(deps, tutorId))) throw new ApiFailure(ErrorCode.Forbidden, PublicClassMessages.notOpenClassTeacher);
}

/** GetOpenClassTable: the tutor's public classes from 30 days back to 28 days ahead, in time order. */
export async function openClassTable(deps: JoinDeps, tutorId: number): Promise<OpenClassTable> {
  await requireOpenClassTeacher(deps, tutorId);
  const now = deps.clock.now().getTime();
  const rows = await openClassesBetween(
    deps.db,
    tutorId,
    new Date(now - OPEN_CLASS_DAYS_BACK * DAY_MS).toISOString(),
    new Date(now + OPEN_CLASS_DAYS_AHEAD * DAY_MS).toISOString(),
  );
  return {
    ServerTime: new Date(now).toISOString(),
    Classes: rows.map((row) => ({
      ClassId: row.id,
      StartTime: row.start_at,
      EndTime: row.end_at,
      Status: row.status,
      CourseName: row.course_name || 'Public class',
      ToolName: classToolName(row.class_tool),
      CanJoin: row.status === 'booked' && now < Date.parse(row.end_at) && now >= Date.parse(row.start_at) - deps.classroom.opensBeforeMinutes * MINUTE,
    })),
  };
}

/** GetOpenClassWebLink: joins one of the tutor's public classes while its classroom is open. */
export async function openClassWebLink(deps: JoinDeps, tutorId: number, classId: number, options: JoinOptions): Promise<ClassroomLink> {
  await requireOpenClassTeacher(deps, tutorId);
  const lesson = await tutorClass(deps, tutorId, classId);
  if (lesson.class_type !== ClassType.open) throw new ApiFailure(ErrorCode.Failed, PublicClassMessages.notPublicClass);
  assertJoinable(deps, lesson);
  await recordJoins(deps, tutorId, [lesson], 'GetOpenClassWebLink', options.client);
  return classLink(deps, tutorId, lesson, options);
}
