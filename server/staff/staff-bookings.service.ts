import type { Kysely } from 'kysely';
import { AbsentParty, CLASS_TYPE_LABELS, ClassActor, ClassStatus, type ClassType } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { MessageKind, ReminderType } from '../../src/domain/message-kinds';
import { StaffMessages } from '../../src/domain/staff-console';
import { StaffReviewMessages } from '../../src/domain/staff-reviews';
import {
  OPEN_SLOT_DAYS_MAX,
  StaffBookingMessages,
  StaffOutcome,
  staffReasonError,
  type OpenSlot,
  type StaffClassItem,
  type StaffClassView,
  type StaffClassesPage,
} from '../../src/domain/staff-bookings';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import { findClass, type ClassRow } from '../repositories/classes.repository';
import { insertMessage, type MessageRow } from '../repositories/messages.repository';
import { findTutorRecord } from '../repositories/staff-console.repository';
import { busyStartsOf, openSlotsBetween, tutorClassesPage } from '../repositories/staff-bookings.repository';
import { reassignClassesIn } from '../services/class-reassign.service';
import {
  bookClassIn,
  changeClassStatusIn,
  contextOf,
  insertClassReminder,
  notifyTutor,
  rateClassIn,
  type BookClassInput,
  type ClassDeps,
} from '../services/class.service';
import { takeTutorTime } from '../services/tutor-time';

/**
 * Staff on tutors' classes (issue 21 "Students and bookings"): book into a tutor's open time,
 * cancel on the student's side, mark outcomes no classroom reported, rate, and reassign the
 * classes of a tutor on leave. Every change goes through the class service's functions in one
 * transaction with its audit record and the tutor's message; the realtime events follow the commit.
 */

const failed = (message: string) => new ApiFailure(ErrorCode.Failed, message);
const classNotFound = () => new ApiFailure(ErrorCode.NotFound, StaffBookingMessages.classNotFound, 404);

async function requireTutor(db: Kysely<Database>, tutorId: number): Promise<void> {
  if (!(await findTutorRecord(db, tutorId))) throw new ApiFailure(ErrorCode.NotFound, StaffMessages.tutorNotFound, 404);
}

async function requireClass(db: Kysely<Database>, classId: number): Promise<ClassRow> {
  const lesson = await findClass(db, classId);
  if (!lesson) throw classNotFound();
  return lesson;
}

/** What the audit keeps of a class: enough to see what changed without the whole row. */
function auditedClass(lesson: ClassRow) {
  return {
    tutorId: lesson.tutor_id,
    studentId: lesson.student_id,
    startAt: lesson.start_at,
    classType: lesson.class_type,
    status: lesson.status,
    ...(lesson.status_reason ? { reason: lesson.status_reason } : {}),
    ...(lesson.absent_party ? { absentParty: lesson.absent_party } : {}),
    ...(lesson.student_rating !== null ? { rating: lesson.student_rating } : {}),
  };
}

function classAudit(staffId: number, action: string, before: ClassRow | null, after: ClassRow, at: Date) {
  return {
    actorId: staffId,
    action,
    subjectType: 'class',
    subjectId: after.id,
    tutorId: after.tutor_id,
    before: before ? auditedClass(before) : undefined,
    after: auditedClass(after),
    at: at.toISOString(),
  };
}

/** A message telling the tutor what staff did to one of their classes (outcome, rating, reassignment away). */
function insertStaffClassMessage(trx: Kysely<Database>, lesson: ClassRow, note: { title: string; content: string; operation: string }, at: Date) {
  return insertMessage(
    trx,
    {
      tutorId: lesson.tutor_id,
      kind: MessageKind.reminder,
      title: note.title,
      content: note.content,
      reminderType: ReminderType.class,
      reminderFields: {
        classid: String(lesson.id),
        classtime: lesson.start_at,
        classtype: CLASS_TYPE_LABELS[lesson.class_type as ClassType] ?? lesson.class_type,
        operationtype: note.operation,
        operationtime: at.toISOString(),
      },
    },
    at.toISOString(),
  );
}

const studentOf = (lesson: ClassRow) => lesson.student_name || 'your student';

export function toStaffClassItem(row: Awaited<ReturnType<typeof tutorClassesPage>>['rows'][number]): StaffClassItem {
  return {
    CLID: row.id,
    StuUID: row.student_id,
    StudentName: row.student_name,
    CourseName: row.course_name,
    ClassType: row.class_type,
    ClassTool: row.class_tool,
    StartTime: row.start_at,
    EndTime: row.end_at,
    Status: row.status,
    StatusBy: row.status_changed_by ?? '',
    Reason: row.status_reason ?? '',
    Rating: row.student_rating,
    HandedToStaff: row.handed,
  };
}

/** A page of one tutor's classes: upcoming, past, or handed to staff by a leave. */
export async function tutorClasses(deps: ClassDeps, tutorId: number, view: StaffClassView, pageIndex: number, pageSize: number): Promise<StaffClassesPage> {
  await requireTutor(deps.db, tutorId);
  const page = await tutorClassesPage(deps.db, tutorId, view, deps.clock.now().toISOString(), { offset: (pageIndex - 1) * pageSize, limit: pageSize });
  return { Total: page.total, Items: page.rows.map(toStaffClassItem) };
}

/** The tutor's open (Waited) slots from `fromIso` for `days` days, never before now. */
export async function openSlots(deps: ClassDeps, tutorId: number, fromIso: string, days: number): Promise<OpenSlot[]> {
  const fromMs = Date.parse(fromIso);
  if (!Number.isFinite(fromMs)) throw failed('Give the first day as an ISO instant.');
  if (!Number.isInteger(days) || days < 1 || days > OPEN_SLOT_DAYS_MAX) throw failed(`Read 1 to ${OPEN_SLOT_DAYS_MAX} days of slots.`);
  await requireTutor(deps.db, tutorId);
  const from = new Date(Math.max(fromMs, deps.clock.now().getTime())).toISOString();
  const to = new Date(fromMs + days * 86_400_000).toISOString();
  if (from >= to) return [];
  const rows = await openSlotsBetween(deps.db, tutorId, from, to);
  return rows.map((row) => ({ StartTime: row.start_at, EndTime: row.end_at }));
}

/**
 * Books a class for a tutor into their open time (see takeTutorTime): a class event, the tutor's
 * booking message and, after commit, the class table's realtime refresh; audited.
 */
export async function staffBookClass(deps: ClassDeps, staffId: number, input: Omit<BookClassInput, 'actor' | 'actorId'>): Promise<ClassRow> {
  const at = deps.clock.now();
  const startMs = Date.parse(input.startAt);
  if (!Number.isFinite(startMs)) throw failed('A class starts on the hour or the half hour.');
  const startAt = new Date(startMs).toISOString();
  const { lesson, message } = await deps.db.transaction().execute(async (trx) => {
    await requireTutor(trx, input.tutorId);
    if ((await busyStartsOf(trx, input.tutorId, [startAt])).size > 0) throw failed(StaffBookingMessages.classTaken);
    if (startMs % (30 * 60_000) === 0 && !(await takeTutorTime(trx, input.tutorId, startAt, at.toISOString()))) throw failed(StaffBookingMessages.slotClosed);
    const booked = await bookClassIn(trx, { ...input, actor: ClassActor.staff, actorId: staffId }, at, contextOf(deps));
    const note = await insertClassReminder(trx, booked, ReminderType.booking, ClassActor.staff, at);
    await appendAudit(trx, classAudit(staffId, 'class.book', null, booked, at));
    return { lesson: booked, message: note };
  });
  await notifyTutor(deps, lesson, message);
  return lesson;
}

/** Cancels a class on the student's side before it starts: the tutor is told; the class service's rules decide the points (none for the tutor). */
export async function cancelForStudent(deps: ClassDeps, staffId: number, classId: number, reason: string): Promise<ClassRow> {
  const problem = staffReasonError(reason);
  if (problem) throw failed(problem);
  const why = reason.trim();
  const at = deps.clock.now();
  const { change, message } = await deps.db.transaction().execute(async (trx) => {
    const lesson = await requireClass(trx, classId);
    if (lesson.status === ClassStatus.booked && Date.parse(lesson.start_at) <= at.getTime()) throw failed(StaffBookingMessages.cancelStarted);
    const changed = await changeClassStatusIn(
      trx,
      { classId, to: ClassStatus.cancelled, actor: ClassActor.student, actorId: lesson.student_id, reason: why },
      at,
      contextOf(deps),
    );
    const note = await insertClassReminder(trx, changed.after, ReminderType.cancellation, ClassActor.student, at, why);
    await appendAudit(trx, classAudit(staffId, 'class.cancel_for_student', changed.before, changed.after, at));
    return { change: changed, message: note };
  });
  await notifyTutor(deps, change.after, message);
  return change.after;
}

/** What each outcome does to the class, and what the tutor is told. */
function outcomeChange(outcome: StaffOutcome, base: { classId: number; actor: typeof ClassActor.staff; actorId: number; reason?: string }) {
  if (outcome === StaffOutcome.finished) return { ...base, to: ClassStatus.finished };
  return { ...base, to: ClassStatus.absent, absentParty: outcome === StaffOutcome.tutorAbsent ? AbsentParty.tutor : AbsentParty.student };
}

function outcomeNote(outcome: StaffOutcome, who: string, startAt: string, why: string) {
  const because = why ? `: ${why}` : '.';
  if (outcome === StaffOutcome.finished) {
    return {
      title: `Class with ${who} marked finished`,
      content: `Staff marked your class with ${who} at ${startAt} finished${because}`,
      operation: 'Finished',
    };
  }
  if (outcome === StaffOutcome.tutorAbsent) {
    return {
      title: `Class with ${who}: you were absent`,
      content: `Staff marked you absent from your class with ${who} at ${startAt}${because} The absence penalty applies; you can send an absent picture or appeal.`,
      operation: 'Tutor absent',
    };
  }
  return {
    title: `Class with ${who}: student absent`,
    content: `Staff marked ${who} absent from your class at ${startAt}${because} The class is paid.`,
    operation: 'Student absent',
  };
}

const OUTCOME_AUDIT: Record<StaffOutcome, string> = {
  finished: 'class.mark_finished',
  student_absent: 'class.mark_student_absent',
  tutor_absent: 'class.mark_tutor_absent',
};

/**
 * Marks a class no classroom reported on: finished once it has ended, student or tutor absent once
 * it has started. Through the class service, so the ledger's rules for the outcome apply once
 * (a tutor absence: tp.absence and gv.absence).
 */
export async function markOutcome(deps: ClassDeps, staffId: number, classId: number, outcome: StaffOutcome, reason: string): Promise<ClassRow> {
  const why = reason.trim();
  if (why.length > 0) {
    const problem = staffReasonError(why);
    if (problem) throw failed(problem);
  }
  const at = deps.clock.now();
  const { lesson, message } = await deps.db.transaction().execute(async (trx) => {
    const before = await requireClass(trx, classId);
    if (before.status === ClassStatus.booked) {
      if (outcome === StaffOutcome.finished && Date.parse(before.end_at) > at.getTime()) throw failed(StaffBookingMessages.finishedTooEarly);
      if (outcome === StaffOutcome.studentAbsent && Date.parse(before.start_at) > at.getTime()) throw failed(StaffBookingMessages.absentTooEarly);
      if (outcome === StaffOutcome.tutorAbsent && Date.parse(before.start_at) > at.getTime()) throw failed(StaffReviewMessages.tutorAbsentTooEarly);
    }
    const changed = await changeClassStatusIn(
      trx,
      outcomeChange(outcome, { classId, actor: ClassActor.staff, actorId: staffId, ...(why ? { reason: why } : {}) }),
      at,
      contextOf(deps),
    );
    const note = await insertStaffClassMessage(trx, changed.after, outcomeNote(outcome, studentOf(changed.after), changed.after.start_at, why), at);
    await appendAudit(trx, classAudit(staffId, OUTCOME_AUDIT[outcome], changed.before, changed.after, at));
    return { lesson: changed.after, message: note };
  });
  await notifyTutor(deps, lesson, message);
  return lesson;
}

/** Enters the student's rating of a finished class that has none (the ledger's rules: 5 stars +2, 4 stars +1). */
export async function rateClass(deps: ClassDeps, staffId: number, classId: number, stars: number): Promise<ClassRow> {
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) throw failed(StaffBookingMessages.starsInvalid);
  const at = deps.clock.now();
  const { lesson, message } = await deps.db.transaction().execute(async (trx) => {
    const before = await requireClass(trx, classId);
    // A second rating would count the other star rule too: staff enter a rating once.
    if (before.student_rating !== null) throw failed(StaffBookingMessages.alreadyRated);
    await rateClassIn(trx, classId, stars, at, contextOf(deps));
    const after = (await findClass(trx, classId))!;
    const who = studentOf(after);
    const note = await insertStaffClassMessage(
      trx,
      after,
      {
        title: `Class with ${who} rated ${stars} ${stars === 1 ? 'star' : 'stars'}`,
        content: `${who} rated your class at ${after.start_at} ${stars} of 5.`,
        operation: 'Rated',
      },
      at,
    );
    await appendAudit(trx, classAudit(staffId, 'class.rate', before, after, at));
    return { lesson: after, message: note };
  });
  await notifyTutor(deps, lesson, message);
  return lesson;
}

/**
 * Reassigns booked classes of one tutor (on leave) to another: each tutor is told and their class
 * tables refresh; one audit record per class.
 */
export async function reassignClasses(
  deps: ClassDeps,
  staffId: number,
  input: { fromTutorId: number; toTutorId: number; classIds: readonly number[]; reason: string },
): Promise<ClassRow[]> {
  const problem = staffReasonError(input.reason);
  if (problem) throw failed(problem);
  const reason = input.reason.trim();
  const at = deps.clock.now();
  const notes = await deps.db.transaction().execute(async (trx) => {
    await requireTutor(trx, input.fromTutorId);
    await requireTutor(trx, input.toTutorId);
    const moves = await reassignClassesIn(trx, { ...input, actorId: staffId, reason }, at, contextOf(deps));
    const sent: Array<{ lesson: ClassRow; message: MessageRow }> = [];
    for (const { before, after } of moves) {
      const who = studentOf(before);
      const away = await insertStaffClassMessage(
        trx,
        before,
        {
          title: `Class with ${who} reassigned`,
          content: `Your class with ${who} at ${before.start_at} was given to another tutor: ${reason}`,
          operation: 'Reassigned',
        },
        at,
      );
      const booked = await insertClassReminder(trx, after, ReminderType.booking, ClassActor.staff, at);
      // One record in each tutor's record: the class left one and came to the other.
      await appendAudit(trx, classAudit(staffId, 'class.reassign', before, after, at));
      await appendAudit(trx, { ...classAudit(staffId, 'class.reassign_away', before, after, at), tutorId: before.tutor_id });
      sent.push({ lesson: before, message: away }, { lesson: after, message: booked });
    }
    return sent;
  });
  for (const { lesson, message } of notes) await notifyTutor(deps, lesson, message);
  return notes.filter((_, i) => i % 2 === 1).map((note) => note.lesson);
}
