import type { Kysely } from 'kysely';
import {
  CLASS_TABLE_MAX_DAYS,
  ClassTableMessages,
  joinCallOf,
  type ClassDetailHeader,
  type ClassInfo,
  type ClassTableClass,
  type ClassTablePeriod,
  type ClassTablePeriodRequest,
  type DisplayTimeZoneInfo,
} from '../../src/domain/class-table';
import { CLASS_TYPE_LABELS, ClassStatus, ClassType, classDisplayStatus, classToolName } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  addLocalDays,
  displayTimeZone,
  isKnownTimeZone,
  isoWeekday,
  localDate,
  localDayPeriod,
  localParts,
  localWeek,
  weekStartingOn,
  zoneLabel,
} from '../../src/domain/provider-time';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import {
  findStudent,
  setTutorDisplayZone,
  studentHasClassWith,
  tutorClassById,
  tutorClassesBetween,
  tutorZoneAndFlags,
  type ClassTableRow,
} from '../repositories/class-table.repository';
import type { Clock } from './clock';

/** What the class table's services need from the app. */
export interface ClassTableDeps {
  db: Kysely<Database>;
  clock: Clock;
  providerTimeZone: string;
  opensBeforeMinutes: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A class as the class table shows it, at `nowMs` (rows never leave the server as they are). */
export function toClassTableClass(row: ClassTableRow, nowMs: number, opensBeforeMinutes: number): ClassTableClass {
  const startMs = Date.parse(row.start_at);
  const endMs = Date.parse(row.end_at);
  const isOver = nowMs >= endMs;
  const opensAt = startMs - opensBeforeMinutes * MINUTE;
  const booked = row.status === ClassStatus.booked;
  return {
    CLID: row.id,
    UCID: row.ucid,
    StuUID: row.student_id,
    SID: row.sid ?? 0,
    SmallClassId: row.small_class_id,
    StudentName: row.student_name,
    StudentLevel: row.student_level,
    CourseName: row.course_name,
    LessonName: row.lesson_name ?? '',
    ClassTool: row.class_tool,
    ClassToolName: classToolName(row.class_tool),
    ClassType: row.class_type,
    ClassTypeLabel: CLASS_TYPE_LABELS[row.class_type as ClassType] ?? row.class_type,
    StartTime: row.start_at,
    EndTime: row.end_at,
    Status: row.status,
    StatusDetail: statusDetail(row),
    IsOverClass: isOver,
    DisplayStatus: classDisplayStatus(isOver, row.sid),
    JoinCall: booked ? joinCallOf(row.class_tool, row.small_class_id !== null) : '',
    CanJoin: booked && nowMs >= opensAt && nowMs < endMs,
    JoinOpensAt: new Date(opensAt).toISOString(),
  };
}

function statusDetail(row: ClassTableRow): string {
  if (row.status === ClassStatus.cancelled) return `Cancelled by the ${row.status_changed_by ?? 'system'}`;
  if (row.status === ClassStatus.absent) return row.absent_party === 'tutor' ? 'The tutor was absent' : 'The student was absent';
  return '';
}

/** The tutor's display zone: their own choice, else the provider's. */
export async function tutorDisplayZone(deps: ClassTableDeps, tutorId: number): Promise<string> {
  const profile = await tutorZoneAndFlags(deps.db, tutorId);
  return displayTimeZone(profile?.display_time_zone, deps.providerTimeZone);
}

/**
 * A period of the tutor's classes: a week by its Monday (YYYY-MM-DD in the display zone), a day,
 * or a StartTime/EndTime range (at most CLASS_TABLE_MAX_DAYS); nothing asked: the current week.
 * Weeks and days are local, so a week crossing a daylight-saving change is 167 or 169 hours long.
 */
export async function classesOfPeriod(deps: ClassTableDeps, tutorId: number, request: ClassTablePeriodRequest): Promise<ClassTablePeriod> {
  const zone = await tutorDisplayZone(deps, tutorId);
  const now = deps.clock.now().getTime();
  const { firstDay, days, startMs, endMs } = periodOf(request, zone, now);
  const rows = await tutorClassesBetween(deps.db, tutorId, new Date(startMs).toISOString(), new Date(endMs).toISOString());
  return {
    TimeZone: zone,
    ZoneLabel: zoneLabel(startMs, zone),
    FirstDay: firstDay,
    Days: days,
    StartTime: new Date(startMs).toISOString(),
    EndTime: new Date(endMs).toISOString(),
    ServerTime: new Date(now).toISOString(),
    Classes: rows.map((row) => toClassTableClass(row, now, deps.opensBeforeMinutes)),
  };
}

function periodOf(request: ClassTablePeriodRequest, zone: string, now: number) {
  const asked = [request.WeekStart, request.Day, request.StartTime ?? request.EndTime].filter((v) => v !== undefined && v !== '').length;
  if (asked > 1) throw new ApiFailure(ErrorCode.Failed, ClassTableMessages.badPeriod);
  if (request.WeekStart) {
    if (!isCalendarDate(request.WeekStart) || isoWeekday(request.WeekStart) !== 1)
      throw new ApiFailure(ErrorCode.Failed, ClassTableMessages.weekStartNotMonday);
    const week = weekStartingOn(request.WeekStart, zone);
    return { firstDay: week.key, days: 7, startMs: week.startMs, endMs: week.endMs };
  }
  if (request.Day) {
    if (!isCalendarDate(request.Day)) throw new ApiFailure(ErrorCode.Failed, ClassTableMessages.badPeriod);
    const day = localDayPeriod(request.Day, zone);
    return { firstDay: day.key, days: 1, startMs: day.startMs, endMs: day.endMs };
  }
  if (request.StartTime || request.EndTime) {
    const startMs = Date.parse(request.StartTime ?? '');
    const endMs = Date.parse(request.EndTime ?? '');
    if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || endMs <= startMs || endMs - startMs > CLASS_TABLE_MAX_DAYS * DAY) {
      throw new ApiFailure(ErrorCode.Failed, ClassTableMessages.badPeriod);
    }
    const firstDay = localDate(startMs, zone);
    const lastDay = localDate(endMs - 1, zone);
    return { firstDay, days: daysBetween(firstDay, lastDay) + 1, startMs, endMs };
  }
  const week = localWeek(now, zone);
  return { firstDay: week.key, days: 7, startMs: week.startMs, endMs: week.endMs };
}

function isCalendarDate(value: string): boolean {
  return ISO_DATE.test(value) && addLocalDays(value, 0) === value;
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);
}

/** One of the tutor's classes; another tutor's is "not found" (its existence is not revealed). */
export async function tutorClass(deps: ClassTableDeps, tutorId: number, classId: number): Promise<ClassTableRow> {
  const row = await tutorClassById(deps.db, tutorId, classId);
  if (!row) throw new ApiFailure(ErrorCode.NotFound, ClassTableMessages.classNotFound, 404);
  return row;
}

export async function classInfo(deps: ClassTableDeps, tutorId: number, classId: number): Promise<ClassInfo> {
  const row = await tutorClass(deps, tutorId, classId);
  const zone = await tutorDisplayZone(deps, tutorId);
  const now = deps.clock.now().getTime();
  return { ...toClassTableClass(row, now, deps.opensBeforeMinutes), TimeZone: zone, ZoneLabel: zoneLabel(Date.parse(row.start_at), zone) };
}

/** The class detail page's header facts (teaching.md §3 "Class detail" info and what names it). */
export async function classDetails(deps: ClassTableDeps, tutorId: number, classId: number): Promise<ClassDetailHeader> {
  const row = await tutorClass(deps, tutorId, classId);
  const zone = await tutorDisplayZone(deps, tutorId);
  const now = deps.clock.now().getTime();
  const lesson = toClassTableClass(row, now, deps.opensBeforeMinutes);
  const student = row.student_id ? await findStudent(deps.db, row.student_id) : undefined;
  const start = Date.parse(row.start_at);
  const local = (ms: number) => {
    const parts = localParts(ms, zone);
    return `${parts.date} ${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
  };
  return {
    info: {
      UCID: row.ucid ?? 0,
      CLID: row.id,
      StuUID: row.student_id ?? 0,
      SID: row.sid ?? 0,
      IsOverClass: lesson.IsOverClass,
      istext: row.class_type === ClassType.test,
    },
    Student: student
      ? { Name: student.name, EnglishLevel: student.english_level, Country: student.country, AgeBand: student.age_band }
      : { Name: row.student_name, EnglishLevel: row.student_level, Country: '', AgeBand: '' },
    CourseName: row.course_name,
    LessonName: row.lesson_name ?? '',
    ClassTool: row.class_tool,
    ClassToolName: lesson.ClassToolName,
    ClassType: row.class_type,
    ClassTypeLabel: lesson.ClassTypeLabel,
    Status: row.status,
    StatusDetail: lesson.StatusDetail,
    DisplayStatus: lesson.DisplayStatus,
    StartTime: row.start_at,
    EndTime: row.end_at,
    LocalStart: local(start),
    LocalEnd: local(Date.parse(row.end_at)),
    TimeZone: zone,
    ZoneLabel: zoneLabel(start, zone),
  };
}

export async function displayZoneInfo(deps: ClassTableDeps, tutorId: number): Promise<DisplayTimeZoneInfo> {
  const profile = await tutorZoneAndFlags(deps.db, tutorId);
  const zone = displayTimeZone(profile?.display_time_zone, deps.providerTimeZone);
  return {
    TimeZone: zone,
    ProviderTimeZone: deps.providerTimeZone,
    IsDefault: !profile?.display_time_zone,
    ZoneLabel: zoneLabel(deps.clock.now().getTime(), zone),
  };
}

/** Sets the tutor's display zone (an IANA zone); '' goes back to the provider's. */
export async function setDisplayZone(deps: ClassTableDeps, tutorId: number, zone: string): Promise<DisplayTimeZoneInfo> {
  const wanted = zone.trim();
  if (wanted !== '' && !isKnownTimeZone(wanted)) throw new ApiFailure(ErrorCode.Failed, ClassTableMessages.unknownTimeZone);
  // Stored in the runtime's canonical spelling (europe/berlin -> Europe/Berlin).
  const canonical = wanted === '' ? '' : new Intl.DateTimeFormat('en-US', { timeZone: wanted }).resolvedOptions().timeZone;
  await setTutorDisplayZone(deps.db, tutorId, canonical);
  return displayZoneInfo(deps, tutorId);
}

export async function isDutyTutor(deps: ClassTableDeps, tutorId: number): Promise<boolean> {
  const profile = await tutorZoneAndFlags(deps.db, tutorId);
  return profile?.is_didi_duty_tutor === 1;
}

/** Whether a student of the tutor is a divert user; a student without a class with the tutor is not found. */
export async function isDivertUser(deps: ClassTableDeps, tutorId: number, studentId: number): Promise<boolean> {
  const student = await findStudent(deps.db, studentId);
  if (!student || !(await studentHasClassWith(deps.db, tutorId, studentId))) throw new ApiFailure(ErrorCode.NotFound, ClassTableMessages.notYourStudent, 404);
  return student.is_divert === 1;
}
