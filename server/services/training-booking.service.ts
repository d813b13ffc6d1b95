import type { Static } from '@sinclair/typebox';
import type { AppointTrainingQuery, BookClassByTypeBody, TrainingEvaluationBody } from '../../src/domain/api/training-booking.schemas';
import { ErrorCode } from '../../src/domain/error-codes';
import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import {
  BOOK_CLASS_TYPES,
  REMARK_MAX,
  TRAINING_BOOKING_DAYS,
  TrainingBookingMessages,
  TrainingSessionKind,
  cancelReasonError,
  evaluationError,
  type TrainingBooking,
  type TrainingEvaluationRecord,
  type UnfinishedEvaluation,
  type TrainingSessionSlot,
} from '../../src/domain/training-booking';
import { ApiFailure } from '../http/envelope';
import {
  findEvaluation,
  findSessionAt,
  findTutorBooking,
  firstUnevaluated,
  hasPassedTestLesson,
  insertBooking,
  insertEvaluation,
  seatsOf,
  sessionsBetween,
  tutorBookings,
} from '../repositories/training-booking.repository';
import { bookClassIn, changeClassStatusIn, contextOf, type ClassDeps } from './class.service';

/**
 * Training classes (teaching.md §7 "Training", "Other"): the sessions the training team offers, a
 * tutor's booking of one (a class of its kind, booked through the class service, which alone writes
 * classes), cancelling it with a reason, and a test lesson's result. Cancelling one's own training,
 * QA or test lesson is not penalised: the tutor is the learner there, not the teacher.
 */
const DAY_MS = 86_400_000;
/** AClassroom (teaching.md §3 class tools): where the training team teaches. */
const TRAINING_CLASS_TOOL = 8;

const CLASS_TYPE_OF: Record<TrainingSessionKind, ClassType> = { training: ClassType.training, qa: ClassType.qa, test: ClassType.test };

type BookingRow = NonNullable<Awaited<ReturnType<typeof findTutorBooking>>>;

const toBooking = (row: BookingRow): TrainingBooking => ({
  ClassId: row.class_id,
  Kind: row.kind as TrainingSessionKind,
  Title: row.title,
  TrainerName: row.trainer_name,
  ScheduleStart: row.start_at,
  ScheduleEnd: row.end_at,
  Remark: row.remark,
  VideoLink: row.video_link,
  Status: row.status,
  CancelReason: row.status === ClassStatus.cancelled ? (row.status_reason ?? '') : '',
  Result: row.result === 'pass' || row.result === 'fail' ? row.result : null,
  ResultComment: row.result_comment,
});

const parseInstant = (text: string | undefined): number | null => {
  if (!text) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
};

/** GetProcessTrainingTimeList: the offered sessions in [start, end) (default: the next two weeks). */
export async function trainingTimeList(deps: ClassDeps, tutorId: number, start?: string, end?: string): Promise<TrainingSessionSlot[]> {
  const now = deps.clock.now().getTime();
  const from = parseInstant(start) ?? now;
  const to = parseInstant(end) ?? from + TRAINING_BOOKING_DAYS * DAY_MS;
  if (to <= from || to - from > 62 * DAY_MS) throw new ApiFailure(ErrorCode.Failed, TrainingBookingMessages.badTime);
  const sessions = await sessionsBetween(deps.db, new Date(from).toISOString(), new Date(to).toISOString());
  const { taken, mine } = await seatsOf(
    deps.db,
    sessions.map((session) => session.id),
    tutorId,
  );
  return sessions.map((session) => ({
    Id: session.id,
    Kind: session.kind as TrainingSessionKind,
    Title: session.title,
    TrainerName: session.trainer_name,
    ScheduleStart: session.start_at,
    ScheduleEnd: session.end_at,
    SeatsLeft: Math.max(0, session.capacity - (taken.get(session.id) ?? 0)),
    BookedClassId: mine.get(session.id) ?? null,
  }));
}

interface BookRequest {
  kinds: readonly TrainingSessionKind[];
  start: string;
  end: string | null;
  trainerName: string;
  remark: string;
  videoLink: string;
}

async function book(deps: ClassDeps, tutorId: number, request: BookRequest): Promise<TrainingBooking> {
  const startMs = parseInstant(request.start);
  const endMs = request.end ? parseInstant(request.end) : null;
  if (startMs === null || (request.end && endMs === null)) throw new ApiFailure(ErrorCode.Failed, TrainingBookingMessages.badTime);
  if (request.remark.length > REMARK_MAX) throw new ApiFailure(ErrorCode.Failed, TrainingBookingMessages.remarkTooLong);
  const now = deps.clock.now();
  const candidates = (
    await findSessionAt(deps.db, request.kinds, new Date(startMs).toISOString(), endMs === null ? null : new Date(endMs).toISOString())
  ).filter((session) => !request.trainerName || session.trainer_name === request.trainerName);
  const session = candidates[0];
  if (!session) throw new ApiFailure(ErrorCode.Failed, TrainingBookingMessages.sessionNotFound);
  if (Date.parse(session.start_at) <= now.getTime()) throw new ApiFailure(ErrorCode.Failed, TrainingBookingMessages.started);
  const classId = await deps.db.transaction().execute(async (trx) => {
    const { taken, mine } = await seatsOf(trx, [session.id], tutorId);
    if (mine.has(session.id)) throw new ApiFailure(ErrorCode.Failed, TrainingBookingMessages.alreadyBooked);
    if ((taken.get(session.id) ?? 0) >= session.capacity) throw new ApiFailure(ErrorCode.Failed, TrainingBookingMessages.full);
    const lesson = await bookClassIn(
      trx,
      {
        tutorId,
        studentId: null,
        classType: CLASS_TYPE_OF[session.kind as TrainingSessionKind] ?? ClassType.training,
        classTool: TRAINING_CLASS_TOOL,
        startAt: session.start_at,
        minutes: Math.round((Date.parse(session.end_at) - Date.parse(session.start_at)) / 60_000),
        feePhp: 0,
        actor: ClassActor.tutor,
        actorId: tutorId,
      },
      now,
      contextOf(deps),
    );
    await insertBooking(trx, {
      class_id: lesson.id,
      tutor_id: tutorId,
      session_id: session.id,
      remark: request.remark.trim(),
      video_link: request.videoLink || session.video_link,
      created_at: now.toISOString(),
    });
    return lesson.id;
  });
  return trainingBooking(deps, tutorId, classId);
}

/** AppointmentTraining: books the training class at [ScheduleStart, ScheduleEnd) with the trainer named. */
export function appointTraining(deps: ClassDeps, tutorId: number, query: Static<typeof AppointTrainingQuery>): Promise<TrainingBooking> {
  return book(deps, tutorId, {
    kinds: [TrainingSessionKind.training],
    start: query.ScheduleStart,
    end: query.ScheduleEnd,
    trainerName: query.TUName ?? '',
    remark: query.Remark ?? '',
    videoLink: '',
  });
}

/** TrainBookClassByType: books a QA lesson (1), a test lesson (2) or a training class (3) at classTime. */
export function bookClassByType(deps: ClassDeps, tutorId: number, body: Static<typeof BookClassByTypeBody>): Promise<TrainingBooking> {
  const kind = BOOK_CLASS_TYPES[body.classType];
  if (!kind) throw new ApiFailure(ErrorCode.Failed, TrainingBookingMessages.badType);
  return book(deps, tutorId, {
    kinds: [kind],
    start: body.classTime,
    end: body.classTimeEnd ?? null,
    trainerName: '',
    remark: '',
    videoLink: body.VideoLink ?? '',
  });
}

/** The tutor's training bookings, newest first. */
export async function myTrainingBookings(deps: ClassDeps, tutorId: number): Promise<TrainingBooking[]> {
  return (await tutorBookings(deps.db, tutorId)).map(toBooking);
}

export async function trainingBooking(deps: ClassDeps, tutorId: number, classId: number): Promise<TrainingBooking> {
  const row = await findTutorBooking(deps.db, tutorId, classId);
  if (!row) throw new ApiFailure(ErrorCode.NotFound, TrainingBookingMessages.bookingNotFound, 404);
  return toBooking(row);
}

/**
 * CancelQALessonInfo (training classes and QA lessons) and CancelTestLesson (test lessons): cancels
 * the tutor's own booking before it starts, with the reason, through the class service.
 */
export async function cancelTrainingLesson(
  deps: ClassDeps,
  tutorId: number,
  kinds: readonly TrainingSessionKind[],
  classId: number,
  reason: string,
): Promise<TrainingBooking> {
  const booking = await trainingBooking(deps, tutorId, classId);
  if (!kinds.includes(booking.Kind)) throw new ApiFailure(ErrorCode.Failed, TrainingBookingMessages.wrongKind);
  const problem = cancelReasonError(reason);
  if (problem) throw new ApiFailure(ErrorCode.Failed, problem);
  const now = deps.clock.now();
  if (Date.parse(booking.ScheduleStart) <= now.getTime()) throw new ApiFailure(ErrorCode.Failed, TrainingBookingMessages.started);
  await deps.db
    .transaction()
    .execute((trx) =>
      changeClassStatusIn(
        trx,
        { classId, to: ClassStatus.cancelled, actor: ClassActor.tutor, actorId: tutorId, tutorId, reason: reason.trim(), penalised: false },
        now,
        contextOf(deps),
      ),
    );
  return trainingBooking(deps, tutorId, classId);
}

/** GetTLResultDetail: a booking's result (null until the trainer records it). */
export function tlResultDetail(deps: ClassDeps, tutorId: number, trainingId: number): Promise<TrainingBooking> {
  return trainingBooking(deps, tutorId, trainingId);
}

/** IsPassTL: whether the tutor has passed a test lesson. */
export function isPassTL(deps: ClassDeps, tutorId: number): Promise<boolean> {
  return hasPassedTestLesson(deps.db, tutorId);
}

const toEvaluation = (row: { class_id: number; rating: number; comment: string; created_at: string }): TrainingEvaluationRecord => ({
  TranCourseId: row.class_id,
  Rating: row.rating,
  Comment: row.comment,
  CreatedAt: row.created_at,
});

/** TrainingEvaluation: the tutor rates a finished training class of theirs, once. */
export async function evaluateTraining(
  deps: ClassDeps,
  tutorId: number,
  classId: number,
  request: Static<typeof TrainingEvaluationBody>['evaluationRequest'],
): Promise<TrainingEvaluationRecord> {
  const booking = await trainingBooking(deps, tutorId, classId);
  if (booking.Status !== ClassStatus.finished) throw new ApiFailure(ErrorCode.Failed, TrainingBookingMessages.notFinished);
  const comment = typeof request.Comment === 'string' ? request.Comment : '';
  const problem = evaluationError(request.Rating, comment);
  if (problem) throw new ApiFailure(ErrorCode.Failed, problem);
  const at = deps.clock.now().toISOString();
  const inserted = await deps.db
    .transaction()
    .execute((trx) =>
      insertEvaluation(trx, { class_id: classId, tutor_id: tutorId, rating: request.Rating as number, comment: comment.trim(), created_at: at }),
    );
  if (!inserted) throw new ApiFailure(ErrorCode.Failed, TrainingBookingMessages.alreadyEvaluated);
  return toEvaluation((await findEvaluation(deps.db, tutorId, classId))!);
}

/** GetTrainingEvaluationRecord: the tutor's evaluation of one of their training classes, or null. */
export async function trainingEvaluationRecord(deps: ClassDeps, tutorId: number, classId: number): Promise<TrainingEvaluationRecord | null> {
  await trainingBooking(deps, tutorId, classId);
  const row = await findEvaluation(deps.db, tutorId, classId);
  return row ? toEvaluation(row) : null;
}

/** GetIsUnfinishedEvalution: a finished training class the tutor has not evaluated yet, to prompt. */
export async function unfinishedEvaluation(deps: ClassDeps, tutorId: number): Promise<UnfinishedEvaluation> {
  const row = await firstUnevaluated(deps.db, tutorId);
  return row
    ? { IsUnfinished: true, TranCourseId: row.class_id, Title: row.title, Tip: TrainingBookingMessages.unfinished(row.title) }
    : { IsUnfinished: false, TranCourseId: null, Title: '', Tip: '' };
}
