import type { Static } from '@sinclair/typebox';
import type { AClassroomLinkQuery, PageQuery } from '../../src/domain/api/training-resources.schemas';
import type { ClassroomLink } from '../../src/domain/class-table';
import { ClassStatus } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { BOOK_CLASS_TYPES } from '../../src/domain/training-booking';
import {
  TRAINING_CLASS_PAGE_SIZE,
  TimeFlag,
  TrainingResourcesMessages as M,
  trainingCommentError,
  type TrainingClassLine,
  type TrainingClassPage,
} from '../../src/domain/training-resources';
import { ApiFailure } from '../http/envelope';
import {
  findLine,
  linePage,
  openTrainingClass,
  reportTrainerAbsent,
  setTraineeComment,
  type LineFilter,
  type TrainingLineRow,
} from '../repositories/training-classes.repository';
import { tutorClass } from './class-table.service';
import { assertJoinable, classLink, recordJoins, type JoinDeps, type JoinOptions } from './classroom-join.service';

/**
 * A trainee's training classes after booking (teaching.md §7 "Training", "Other"): joining the
 * training classroom, reporting an absent trainer, commenting on the class, and the lists of classes
 * with their trainers, evaluations and results. Every call reads the signed-in tutor's bookings only.
 */
const MINUTE = 60_000;

export const toLine = (row: TrainingLineRow): TrainingClassLine => ({
  ClassId: row.class_id,
  Kind: row.kind,
  Title: row.title,
  TrainerName: row.trainer_name,
  ScheduleStart: row.start_at,
  ScheduleEnd: row.end_at,
  Status: row.status,
  VideoLink: row.video_link,
  Result: row.result,
  ResultComment: row.result_comment,
  AbsentParty: row.absent_party,
  TraineeComment: row.trainee_comment,
  TrainerAbsentReported: row.trainer_absent_reported_at !== null,
  Rating: row.rating ?? null,
});

const bookingMissing = () => new ApiFailure(ErrorCode.NotFound, 'This training class booking does not exist.', 404);

/** The tutor's own booking line, or NotFound (another tutor's booking is missing, not forbidden). */
export async function ownLine(deps: Pick<JoinDeps, 'db'>, tutorId: number, classId: number): Promise<TrainingLineRow> {
  const row = await findLine(deps.db, classId);
  if (!row || row.tutor_id !== tutorId) throw bookingMissing();
  return row;
}

async function joinTraining(deps: JoinDeps, tutorId: number, classId: number, via: string, options: JoinOptions): Promise<ClassroomLink> {
  const lesson = await tutorClass(deps, tutorId, classId);
  assertJoinable(deps, lesson);
  await recordJoins(deps, tutorId, [lesson], via, options.client);
  return classLink(deps, tutorId, lesson, options);
}

/** GetTrailCourseClassroomUrl: the classroom of the tutor's training, QA or test lesson open now. */
export async function trainingClassroomUrl(deps: JoinDeps, tutorId: number, options: JoinOptions): Promise<ClassroomLink> {
  const now = deps.clock.now().getTime();
  const open = await openTrainingClass(deps.db, tutorId, new Date(now).toISOString(), new Date(now + deps.classroom.opensBeforeMinutes * MINUTE).toISOString());
  if (!open) throw new ApiFailure(ErrorCode.Failed, M.noTrainingClassNow);
  return joinTraining(deps, tutorId, open.class_id, 'GetTrailCourseClassroomUrl', options);
}

/** GetAClassRoomWebLink: the AClassroom link of one booked training class (roomNumber), of the kind `type` names. */
export async function aClassroomWebLink(
  deps: JoinDeps,
  tutorId: number,
  query: Static<typeof AClassroomLinkQuery>,
  options: JoinOptions,
): Promise<ClassroomLink> {
  const line = await ownLine(deps, tutorId, query.roomNumber);
  if (BOOK_CLASS_TYPES[query.type] !== line.kind) throw new ApiFailure(ErrorCode.Failed, M.wrongType);
  return joinTraining(deps, tutorId, line.class_id, 'GetAClassRoomWebLink', options);
}

/** TrainerAbsent: the trainee reports, once, that the trainer did not come; from the start until the trainers record the class. */
export async function trainerAbsent(deps: JoinDeps, tutorId: number, classId: number): Promise<TrainingClassLine> {
  const line = await ownLine(deps, tutorId, classId);
  if (deps.clock.now().getTime() < Date.parse(line.start_at)) throw new ApiFailure(ErrorCode.Failed, M.notStarted);
  if (line.status !== ClassStatus.booked || line.result !== null || line.absent_party !== null) throw new ApiFailure(ErrorCode.Failed, M.alreadyRecorded);
  const changed = await reportTrainerAbsent(deps.db, tutorId, classId, deps.clock.now().toISOString());
  if (Number(changed.numUpdatedRows) === 0) throw new ApiFailure(ErrorCode.Failed, M.alreadyReported);
  return toLine(await ownLine(deps, tutorId, classId));
}

/** TrainClassStatus {id, comment}: the trainee's comment on how a started training class went (the latest is kept). */
export async function trainClassStatus(deps: JoinDeps, tutorId: number, classId: number, comment: string): Promise<TrainingClassLine> {
  const line = await ownLine(deps, tutorId, classId);
  if (deps.clock.now().getTime() < Date.parse(line.start_at)) throw new ApiFailure(ErrorCode.Failed, M.notStarted);
  const problem = trainingCommentError(comment, true);
  if (problem) throw new ApiFailure(ErrorCode.Failed, problem);
  await setTraineeComment(deps.db, tutorId, classId, comment.trim());
  return toLine(await ownLine(deps, tutorId, classId));
}

type PageRequest = Static<typeof PageQuery>;

async function page(deps: Pick<JoinDeps, 'db'>, filter: LineFilter, query: PageRequest, ascending = false): Promise<TrainingClassPage> {
  const pageIndex = query.pageIndex ?? 1;
  const pageSize = query.pageSize ?? TRAINING_CLASS_PAGE_SIZE;
  const { items, total } = await linePage(deps.db, filter, { offset: (pageIndex - 1) * pageSize, limit: pageSize, ascending });
  return { Total: total, PageIndex: pageIndex, PageSize: pageSize, Items: items.map(toLine) };
}

/** MaterialTrainerInfo?timeFlag: the classes to come (0, soonest first) or past (1, newest first) with trainer and material. */
export function materialTrainerInfo(deps: JoinDeps, tutorId: number, timeFlag: number, query: PageRequest): Promise<TrainingClassPage> {
  const nowIso = deps.clock.now().toISOString();
  if (timeFlag === TimeFlag.upcoming) return page(deps, { tutorId, endsAfter: nowIso, status: ClassStatus.booked }, query, true);
  if (timeFlag === TimeFlag.past) return page(deps, { tutorId, endsBefore: nowIso }, query);
  throw new ApiFailure(ErrorCode.Failed, M.badTimeFlag);
}

/** EvaluateList: the tutor's finished training classes with their evaluation (Rating null until given). */
export function evaluateList(deps: JoinDeps, tutorId: number, query: PageRequest): Promise<TrainingClassPage> {
  return page(deps, { tutorId, status: ClassStatus.finished }, query);
}

/** TraiClass: every training class of the tutor, newest first, with status, result and absence. */
export function trainingClasses(deps: JoinDeps, tutorId: number, query: PageRequest): Promise<TrainingClassPage> {
  return page(deps, { tutorId }, query);
}
