import { AbsentParty, ClassActor, ClassStatus } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { MessageKind } from '../../src/domain/message-kinds';
import {
  TRAINING_CLASS_PAGE_SIZE,
  TrainingOutcome,
  TrainingResourcesMessages as M,
  outcomeMessage,
  trainingCommentError,
  type TrainingClassLine,
  type TrainingClassPage,
} from '../../src/domain/training-resources';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import { findLine, recordOutcome, startedUnrecorded } from '../repositories/training-classes.repository';
import { changeClassStatusIn, contextOf, type ClassDeps } from '../services/class.service';
import { sendMessageToTutors } from '../services/messages.service';
import { toLine } from '../services/training-classes.service';

/**
 * The trainers' side of a training class (staff): once it has started they record, once, that the
 * trainee passed or failed (the class finishes), that the trainee was absent (the class is absent,
 * no penalty: the tutor was the learner), or that the trainer was absent (the class is cancelled,
 * no penalty). Audited in the same transaction; the trainee gets a system message after it commits.
 */
export interface TrainingOutcomeRequest {
  classId: number;
  outcome: TrainingOutcome;
  comment: string;
}

export async function recordTrainingOutcome(deps: ClassDeps, staff: { id: number; name: string }, request: TrainingOutcomeRequest): Promise<TrainingClassLine> {
  const line = await findLine(deps.db, request.classId);
  if (!line) throw new ApiFailure(ErrorCode.NotFound, M.notTrainingClass, 404);
  const now = deps.clock.now();
  if (now.getTime() < Date.parse(line.start_at)) throw new ApiFailure(ErrorCode.Failed, M.notStarted);
  if (line.result !== null || line.absent_party !== null || line.status !== ClassStatus.booked) throw new ApiFailure(ErrorCode.Failed, M.alreadyRecorded);
  const problem = trainingCommentError(request.comment, false);
  if (problem) throw new ApiFailure(ErrorCode.Failed, problem);
  const comment = request.comment.trim();
  const attended = request.outcome === TrainingOutcome.pass || request.outcome === TrainingOutcome.fail;
  await deps.db.transaction().execute(async (trx) => {
    const stored = await recordOutcome(trx, line.class_id, {
      result: attended ? request.outcome : null,
      absent_party: attended ? null : request.outcome === TrainingOutcome.traineeAbsent ? 'trainee' : 'trainer',
      result_comment: comment,
      recorded_by: staff.name,
    });
    // Two trainers recording at once: the second finds the row taken.
    if (Number(stored.numUpdatedRows) === 0) throw new ApiFailure(ErrorCode.Failed, M.alreadyRecorded);
    const base = { classId: line.class_id, actor: ClassActor.staff, actorId: staff.id, penalised: false } as const;
    if (attended) await changeClassStatusIn(trx, { ...base, to: ClassStatus.finished }, now, contextOf(deps));
    else if (request.outcome === TrainingOutcome.traineeAbsent)
      await changeClassStatusIn(trx, { ...base, to: ClassStatus.absent, absentParty: AbsentParty.tutor, reason: comment }, now, contextOf(deps));
    else await changeClassStatusIn(trx, { ...base, to: ClassStatus.cancelled, reason: comment || 'The trainer was absent.' }, now, contextOf(deps));
    await appendAudit(trx, {
      actorId: staff.id,
      action: 'training.outcome',
      subjectType: 'class',
      subjectId: line.class_id,
      tutorId: line.tutor_id,
      before: { status: line.status, trainerAbsentReported: line.trainer_absent_reported_at !== null },
      after: { outcome: request.outcome, comment },
      at: now.toISOString(),
    });
  });
  const message = outcomeMessage(line.title, request.outcome, comment);
  await sendMessageToTutors(deps, [line.tutor_id], {
    kind: MessageKind.system,
    title: message.title,
    content: message.content,
    remind: true,
    sentBy: staff.id,
  });
  return toLine((await findLine(deps.db, line.class_id))!);
}

/** Started training classes of every tutor still booked with no outcome, oldest first: the trainers' to-do list. */
export async function trainingClassesToRecord(
  deps: Pick<ClassDeps, 'db' | 'clock'>,
  query: { pageIndex?: number | undefined; pageSize?: number | undefined },
): Promise<TrainingClassPage> {
  const pageIndex = query.pageIndex ?? 1;
  const pageSize = query.pageSize ?? TRAINING_CLASS_PAGE_SIZE;
  const { items, total } = await startedUnrecorded(deps.db, deps.clock.now().toISOString(), { offset: (pageIndex - 1) * pageSize, limit: pageSize });
  return { Total: total, PageIndex: pageIndex, PageSize: pageSize, Items: items.map(toLine) };
}
