import type { Kysely } from 'kysely';
import {
  AbsentParty,
  CLASS_MINUTES,
  CLASS_TYPE_LABELS,
  ClassActor,
  ClassEventKind,
  ClassStatus,
  ClassType,
  SLOT_MINUTES,
  canChangeClassStatus,
  hoursBeforeStart,
  isClassStatus,
} from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { MessageKind, ReminderType } from '../../src/domain/message-kinds';
import { HubEvent } from '../../src/domain/realtime';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import {
  findClasses,
  insertClassEvents,
  insertClasses,
  updateClass,
  updateClassFrom,
  type ClassEventRow,
  type ClassRow,
} from '../repositories/classes.repository';
import { listActiveClassesAt, listEnrolmentCourseNames, listSmallClassTitles, listStudentNames } from '../repositories/class-bookings.repository';
import { SlotStatus, releaseSlotOfClass, upsertSlots } from '../repositories/schedule-slots.repository';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../../src/domain/provider-time';
import { runClassEventHooks, type ClassEventContext } from './class-event-hooks';
import { insertMessage } from '../repositories/messages.repository';
import { announce, toMessageView, type MessageDeps } from './messages.service';

/**
 * The one place a class is booked and its status changes (domain-model.md "Classes"):
 * booked -> finished | cancelled | absent, each change with who, why and how many hours before the
 * start, a `class_events` row and the hooks of later areas (the ledger) in the same transaction,
 * then the tutor's message and realtime event when someone else changed their class.
 *
 * The `...In` functions run inside a caller's transaction (seeds, staff calls, the attendance job);
 * the others open their own and notify after commit.
 */

export interface BookClassInput {
  tutorId: number;
  studentId: number | null;
  /** The student's course enrolment; its course names the class. */
  ucid?: number | null;
  /** The lesson set as material at booking, when known. */
  lessonId?: number | null;
  smallClassId?: number | null;
  classType: ClassType;
  classTool: number;
  /** ISO instant on the half hour. */
  startAt: string;
  minutes?: number;
  feePhp: number;
  actor: ClassActor;
  actorId?: number | null;
}

export interface StatusChangeInput {
  classId: number;
  to: ClassStatus;
  actor: ClassActor;
  actorId?: number | null;
  reason?: string;
  /** Required when `to` is absent. */
  absentParty?: AbsentParty;
  /** The lesson taught, when the class finishes; default: the lesson set as its material. */
  sid?: number | null;
  /** Only change a class of this tutor (calls a tutor makes). */
  tutorId?: number;
  /** A cancellation the tutor is answerable for though the system made it (attendance not confirmed). */
  penalised?: boolean;
}

/** Storing and pushing, and the provider's zone the ledger's rules read weekends and months in. */
export type ClassDeps = MessageDeps & { config: { shell: { providerTimeZone: string } } };

/** The hooks' context when a caller (a seed, a test) has no configuration at hand. */
const DEFAULT_CONTEXT: ClassEventContext = { providerTimeZone: DEFAULT_PROVIDER_TIME_ZONE };

export interface StatusChange {
  before: ClassRow;
  after: ClassRow;
  event: ClassEventRow;
}

const SLOT_MS = SLOT_MINUTES * 60_000;

/** A booking and the moment it was made (seeds back-date them). */
export interface Booking {
  input: BookClassInput;
  at: Date;
}

/** A status change and the moment it happened. */
export interface Change {
  input: StatusChangeInput;
  at: Date;
}

interface NewEvent {
  lesson: ClassRow;
  kind: string;
  actor: ClassActor;
  actorId: number | null;
  details?: Record<string, unknown>;
  at: Date;
}

export async function bookClassIn(trx: Kysely<Database>, input: BookClassInput, at: Date, context = DEFAULT_CONTEXT): Promise<ClassRow> {
  const [lesson] = await bookClassesIn(trx, [{ input, at }], context);
  return lesson!;
}

/**
 * Books many classes in a few statements (a staff import, the demo seed): each on the half hour,
 * none on a slot where the tutor already teaches (unless it is another seat of the same small
 * class), the names snapshotted, the slot confirmed, a `booked` event each.
 */
export async function bookClassesIn(trx: Kysely<Database>, bookings: readonly Booking[], context = DEFAULT_CONTEXT): Promise<ClassRow[]> {
  if (bookings.length === 0) return [];
  const starts = bookings.map(({ input }) => {
    const startMs = Date.parse(input.startAt);
    if (!Number.isFinite(startMs) || startMs % SLOT_MS !== 0) throw new ApiFailure(ErrorCode.Failed, 'A class starts on the hour or the half hour.');
    return startMs;
  });
  const seatsTaken = await takenSlots(trx, bookings, starts);
  const names = await namesFor(
    trx,
    bookings.map(({ input }) => input),
  );
  const rows = bookings.map(({ input, at }, i) => {
    const startMs = starts[i]!;
    const key = `${input.tutorId}@${startMs}`;
    const taken = seatsTaken.get(key);
    if (taken !== undefined && (input.smallClassId == null || taken !== input.smallClassId)) {
      throw new ApiFailure(ErrorCode.Failed, 'The tutor already has a class at this time.');
    }
    seatsTaken.set(key, input.smallClassId ?? null);
    const name = names[i]!;
    return {
      tutor_id: input.tutorId,
      student_id: input.studentId,
      student_name: name.studentName,
      student_level: name.studentLevel,
      course_name: name.courseName,
      ucid: input.ucid ?? null,
      lesson_id: input.lessonId ?? null,
      small_class_id: input.smallClassId ?? null,
      class_type: input.classType,
      class_tool: input.classTool,
      start_at: new Date(startMs).toISOString(),
      end_at: new Date(startMs + (input.minutes ?? CLASS_MINUTES) * 60_000).toISOString(),
      status: ClassStatus.booked,
      lesson_fee_php: input.feePhp,
      booked_at: at.toISOString(),
    };
  });
  const lessons = await insertClasses(trx, rows);
  const firstSeats = new Set<string>();
  const slots = lessons.flatMap((lesson, i) => {
    const key = `${lesson.tutor_id}@${lesson.start_at}`;
    if (firstSeats.has(key)) return [];
    firstSeats.add(key);
    const startMs = starts[i]!;
    const endAt = new Date(startMs + SLOT_MS).toISOString();
    return [{ tutorId: lesson.tutor_id, startAt: lesson.start_at, endAt, status: SlotStatus.confirmed, classId: lesson.id, at: bookings[i]!.at }];
  });
  await upsertSlots(trx, slots);
  await recordClassEventsIn(
    trx,
    lessons.map((lesson, i) => {
      const { input, at } = bookings[i]!;
      return { lesson, kind: ClassEventKind.booked, actor: input.actor, actorId: input.actorId ?? null, at };
    }),
    context,
  );
  return lessons;
}

export async function changeClassStatusIn(trx: Kysely<Database>, input: StatusChangeInput, at: Date, context = DEFAULT_CONTEXT): Promise<StatusChange> {
  const [change] = await changeClassStatusesIn(trx, [{ input, at }], context);
  return change!;
}

/**
 * Ends classes: each change is checked against the one status machine and applied as a
 * compare-and-set (two requests or processes cannot both end a class); a cancellation frees or
 * gives up its slot; every change is an event with who, why and how many hours before the start.
 */
export async function changeClassStatusesIn(trx: Kysely<Database>, changes: readonly Change[], context = DEFAULT_CONTEXT): Promise<StatusChange[]> {
  const befores = await findClasses(
    trx,
    changes.map(({ input }) => input.classId),
  );
  const results: Array<Omit<StatusChange, 'event'> & { details: Record<string, unknown>; change: Change }> = [];
  for (const change of changes) {
    const { input, at } = change;
    const before = befores.get(input.classId);
    if (!before || (input.tutorId !== undefined && before.tutor_id !== input.tutorId)) {
      throw new ApiFailure(ErrorCode.NotFound, 'This class does not exist.', 404);
    }
    const from = isClassStatus(before.status) ? before.status : ClassStatus.booked;
    if (!canChangeClassStatus(from, input.to)) throw new ApiFailure(ErrorCode.Failed, `This class is already ${from}.`);
    if (input.to === ClassStatus.absent && !input.absentParty) throw new Error('absentParty is required to mark a class absent');
    const hoursBefore = hoursBeforeStart(Date.parse(before.start_at), at.getTime());
    // A class finishes with the lesson taught recorded (its SID); without material set, it has none.
    const sid = input.to === ClassStatus.finished ? (input.sid ?? before.lesson_id) : null;
    const after = await updateClassFrom(trx, before.id, from, {
      status: input.to,
      status_changed_at: at.toISOString(),
      status_changed_by: input.actor,
      status_reason: input.reason ?? null,
      cancelled_hours_before: input.to === ClassStatus.cancelled ? hoursBefore : null,
      absent_party: input.to === ClassStatus.absent ? (input.absentParty ?? null) : null,
      ...(sid ? { sid } : {}),
    });
    if (!after) throw new ApiFailure(ErrorCode.Failed, 'This class was changed by someone else. Please refresh.');
    if (input.to === ClassStatus.cancelled) {
      // A tutor's cancellation gives the time up; when the other side cancels, the time is the tutor's again.
      const slotStatus = input.actor === ClassActor.tutor ? SlotStatus.canceled : SlotStatus.waited;
      await releaseSlotOfClass(trx, before.id, slotStatus, at.toISOString());
    }
    const details = {
      from,
      ...(input.reason ? { reason: input.reason } : {}),
      ...(input.to === ClassStatus.cancelled ? { hoursBefore } : {}),
      ...(input.absentParty ? { absentParty: input.absentParty } : {}),
      ...(sid ? { sid } : {}),
      ...(input.penalised !== undefined ? { penalised: input.penalised } : {}),
    };
    befores.set(before.id, after);
    results.push({ before, after, details, change });
  }
  const events = await recordClassEventsIn(
    trx,
    results.map(({ after, details, change }) => ({
      lesson: after,
      kind: change.input.to,
      actor: change.input.actor,
      actorId: change.input.actorId ?? null,
      details,
      at: change.at,
    })),
    context,
  );
  return results.map(({ before, after }, i) => ({ before, after, event: events[i]! }));
}

/** Students' 1 to 5 stars on finished classes; rating again keeps the last. */
export async function rateClassesIn(
  trx: Kysely<Database>,
  ratings: ReadonlyArray<{ classId: number; stars: number; at: Date }>,
  context = DEFAULT_CONTEXT,
): Promise<ClassEventRow[]> {
  const lessons = await findClasses(
    trx,
    ratings.map((r) => r.classId),
  );
  const events: NewEvent[] = [];
  for (const { classId, stars, at } of ratings) {
    if (!Number.isInteger(stars) || stars < 1 || stars > 5) throw new ApiFailure(ErrorCode.Failed, 'A rating is 1 to 5 stars.');
    const lesson = lessons.get(classId);
    if (!lesson) throw new ApiFailure(ErrorCode.NotFound, 'This class does not exist.', 404);
    if (lesson.status !== ClassStatus.finished) throw new ApiFailure(ErrorCode.Failed, 'Only a finished class can be rated.');
    const rated = (await updateClass(trx, classId, { student_rating: stars })) ?? lesson;
    events.push({ lesson: rated, kind: ClassEventKind.rated, actor: ClassActor.student, actorId: lesson.student_id, details: { stars }, at });
  }
  return recordClassEventsIn(trx, events, context);
}

export async function rateClassIn(trx: Kysely<Database>, classId: number, stars: number, at: Date, context = DEFAULT_CONTEXT): Promise<ClassEventRow> {
  const [event] = await rateClassesIn(trx, [{ classId, stars, at }], context);
  return event!;
}

/** Appends to the classes' history and runs the hooks of the areas that act on class events. */
export async function recordClassEventsIn(trx: Kysely<Database>, events: readonly NewEvent[], context = DEFAULT_CONTEXT): Promise<ClassEventRow[]> {
  const rows = await insertClassEvents(
    trx,
    events.map((event) => ({
      class_id: event.lesson.id,
      tutor_id: event.lesson.tutor_id,
      kind: event.kind,
      actor_type: event.actor,
      actor_id: event.actorId,
      details: JSON.stringify(event.details ?? {}),
      created_at: event.at.toISOString(),
    })),
  );
  await runClassEventHooks(
    trx,
    rows.map((event, i) => ({ event, lesson: events[i]!.lesson })),
    context,
  );
  return rows;
}

export function recordClassEventIn(
  trx: Kysely<Database>,
  lesson: ClassRow,
  event: { kind: string; actor: ClassActor; actorId: number | null; details?: Record<string, unknown> },
  at: Date,
  context = DEFAULT_CONTEXT,
): Promise<ClassEventRow[]> {
  return recordClassEventsIn(trx, [{ lesson, ...event, at }], context);
}

/**
 * Sets a booked class's teaching material (the lesson, SID), with a material_set event saying from
 * which lesson and why; the class's status does not change. Answers the changed class.
 */
export async function setClassMaterialIn(
  trx: Kysely<Database>,
  lesson: ClassRow,
  input: { lessonId: number; actor: ClassActor; actorId: number | null; how: string },
  at: Date,
  context = DEFAULT_CONTEXT,
): Promise<ClassRow> {
  const changed = await updateClassFrom(trx, lesson.id, ClassStatus.booked, { lesson_id: input.lessonId });
  if (!changed) throw new ApiFailure(ErrorCode.Failed, 'This class was changed by someone else. Please refresh.');
  await recordClassEventIn(
    trx,
    changed,
    { kind: ClassEventKind.materialSet, actor: input.actor, actorId: input.actorId, details: { from: lesson.lesson_id, to: input.lessonId, how: input.how } },
    at,
    context,
  );
  return changed;
}

/** The slots (tutor@startMs) where the tutors already have a class, with its small class if any. */
async function takenSlots(trx: Kysely<Database>, bookings: readonly Booking[], starts: number[]): Promise<Map<string, number | null>> {
  const tutorIds = [...new Set(bookings.map(({ input }) => input.tutorId))];
  const startIsos = [...new Set(starts.map((ms) => new Date(ms).toISOString()))];
  const taken = new Map<string, number | null>();
  for (let i = 0; i < startIsos.length; i += 500) {
    const rows = await listActiveClassesAt(trx, tutorIds, startIsos.slice(i, i + 500));
    for (const row of rows) taken.set(`${row.tutor_id}@${Date.parse(row.start_at)}`, row.small_class_id);
  }
  return taken;
}

/** Books a class and, when someone other than the tutor booked it, tells the tutor. */
export async function bookClass(deps: ClassDeps, input: BookClassInput): Promise<ClassRow> {
  const at = deps.clock.now();
  const { lesson, message } = await deps.db.transaction().execute(async (trx) => {
    const booked = await bookClassIn(trx, input, at, contextOf(deps));
    const note = input.actor === ClassActor.tutor ? null : await insertClassReminder(trx, booked, ReminderType.booking, input.actor, at);
    return { lesson: booked, message: note };
  });
  await notifyTutor(deps, lesson, message);
  return lesson;
}

/** Changes a class's status and, when someone other than the tutor changed it, tells the tutor. */
export async function changeClassStatus(deps: ClassDeps, input: StatusChangeInput): Promise<StatusChange> {
  const at = deps.clock.now();
  const { change, message } = await deps.db.transaction().execute(async (trx) => {
    const changed = await changeClassStatusIn(trx, input, at, contextOf(deps));
    const tellTutor = input.to === ClassStatus.cancelled && input.actor !== ClassActor.tutor;
    const note = tellTutor ? await insertClassReminder(trx, changed.after, ReminderType.cancellation, input.actor, at, input.reason) : null;
    return { change: changed, message: note };
  });
  await notifyTutor(deps, change.after, message);
  return change;
}

export function contextOf(deps: ClassDeps): ClassEventContext {
  return { providerTimeZone: deps.config.shell.providerTimeZone };
}

/** The tutor's booking or cancellation message (a reminder), in the caller's transaction. */
export async function insertClassReminder(
  trx: Kysely<Database>,
  lesson: ClassRow,
  reminderType: typeof ReminderType.booking | typeof ReminderType.cancellation,
  actor: ClassActor,
  at: Date,
  reason?: string,
) {
  const booking = reminderType === ReminderType.booking;
  const who = lesson.student_name || 'your student';
  return insertMessage(
    trx,
    {
      tutorId: lesson.tutor_id,
      kind: MessageKind.reminder,
      title: booking ? `New class booked with ${who}` : `Class with ${who} cancelled`,
      content: booking
        ? `A ${CLASS_TYPE_LABELS[lesson.class_type as ClassType] ?? 'class'} with ${who} was booked for ${lesson.start_at}.`
        : `Your class with ${who} at ${lesson.start_at} was cancelled by the ${actor}${reason ? `: ${reason}` : ''}.`,
      reminderType,
      reminderFields: {
        classid: String(lesson.id),
        classtime: lesson.start_at,
        classtype: CLASS_TYPE_LABELS[lesson.class_type as ClassType] ?? lesson.class_type,
        operationtype: booking ? 'Booked' : 'Cancelled',
        operationtime: at.toISOString(),
        ...(booking ? {} : { cancellationstatus: `Cancelled by the ${actor}`, cancellationdetails: reason ?? '' }),
      },
    },
    at.toISOString(),
  );
}

/** After commit: the class table's live refresh, and the message with the unread counters. */
export async function notifyTutor(deps: MessageDeps, lesson: ClassRow, message: Awaited<ReturnType<typeof insertMessage>> | null): Promise<void> {
  await deps.notifier.toUser(lesson.tutor_id, HubEvent.classChanged, [{ classId: lesson.id, status: lesson.status, startAt: lesson.start_at }]);
  if (message) await announce(deps, lesson.tutor_id, HubEvent.classRemarkRemind, toMessageView(message));
}

/** The student, level and course names each booking snapshots, read in three queries for any number. */
async function namesFor(trx: Kysely<Database>, inputs: readonly BookClassInput[]) {
  const studentIds = [...new Set(inputs.flatMap((i) => (i.studentId ? [i.studentId] : [])))];
  const ucids = [...new Set(inputs.flatMap((i) => (i.ucid ? [i.ucid] : [])))];
  const smallIds = [...new Set(inputs.flatMap((i) => (i.smallClassId ? [i.smallClassId] : [])))];
  const students = studentIds.length ? await listStudentNames(trx, studentIds) : [];
  const courses = ucids.length ? await listEnrolmentCourseNames(trx, ucids) : [];
  const smalls = smallIds.length ? await listSmallClassTitles(trx, smallIds) : [];
  return inputs.map((input) => {
    const student = students.find((s) => s.id === input.studentId);
    if (input.studentId && !student) throw new ApiFailure(ErrorCode.Failed, 'This student does not exist.');
    const course = courses.find((c) => c.id === input.ucid);
    if (input.ucid && (!course || course.student_id !== input.studentId)) {
      throw new ApiFailure(ErrorCode.Failed, 'This course enrolment does not belong to the student.');
    }
    const courseName = course?.name ?? smalls.find((s) => s.id === input.smallClassId)?.title ?? '';
    return { studentName: student?.name ?? '', studentLevel: student?.english_level ?? '', courseName };
  });
}
