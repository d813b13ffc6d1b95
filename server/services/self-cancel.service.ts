import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { ClassActor, ClassStatus } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { HubEvent } from '../../src/domain/realtime';
import { ScheduleMessages, WEEKS_AHEAD, weekAt } from '../../src/domain/schedule';
import {
  CANCEL_PROOF_TYPES,
  cancelTierOf,
  cancellationPenalty,
  isCancellableAt,
  weeklyAllowance,
  type CancelPlanItem,
  type CancelPreview,
  type CancelRemaining,
  type CancelResult,
  type CancelRights,
  type CancellableClass,
  type SelfCancelOption,
} from '../../src/domain/schedule-cancel';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { classesBetween, findClasses } from '../repositories/classes.repository';
import { countSelfCancellationsOfWeek, insertSelfCancellation } from '../repositories/self-cancellations.repository';
import { findSelfCancelProfile } from '../repositories/tutor-profiles.repository';
import type { FormFile } from '../uploads/upload.form';
import { storeFile } from '../uploads/stored-files';
import type { UploadContext } from '../uploads/upload-context';
import { recordCancellationPenalty } from './cancellation-penalty';
import { changeClassStatusIn } from './class.service';
import type { MessageDeps } from './messages.service';
import { periodOf } from './schedule.service';

/**
 * Autonomous cancellation (teaching.md §4, §5, §7): the weekly allowance by tier, the classes the
 * view lists, a dry run, and the cancellation itself through the class service with its proof
 * and penalties. The allowance is used by classes of the current week only: cancelling a later
 * week's class early uses none (the view's counter rule).
 */
export type SelfCancelDeps = MessageDeps & { config: Pick<Config, 'schedule' | 'shell'> };

async function profileOf(db: Kysely<Database>, tutorId: number) {
  return findSelfCancelProfile(db, tutorId);
}

/** GetTutorSelfCancel: whether autonomous cancellation is open for the tutor (a follow-up load of the guard). */
export async function selfCancelOption(db: Kysely<Database>, tutorId: number): Promise<SelfCancelOption> {
  const open = (await profileOf(db, tutorId))?.open_self_cancel === 1;
  return { OpenSelfCancel: open, Reason: open ? '' : ScheduleMessages.selfCancelClosed };
}

/** GetRemainingCancelCountOfThisWeek. */
export async function remainingThisWeek(deps: SelfCancelDeps, tutorId: number, db: Kysely<Database> = deps.db): Promise<CancelRemaining> {
  const profile = await profileOf(db, tutorId);
  const tiers = deps.config.schedule.cancelTiers;
  const level = profile?.integral_level ?? '';
  const timeZone = deps.config.shell.providerTimeZone;
  const week = weekAt(deps.clock.now().getTime(), 0, timeZone);
  const used = await countSelfCancellationsOfWeek(db, tutorId, week.key);
  const allowance = weeklyAllowance(level, tiers);
  return {
    WeekStart: week.key,
    TimeZone: timeZone,
    Tier: cancelTierOf(level, tiers),
    Allowance: allowance,
    Used: used,
    Remaining: Math.max(0, allowance - used),
  };
}

/** GetCancelRightsInfo: the tutor's tier, allowance, and the rules the view explains. */
export async function cancelRights(deps: SelfCancelDeps, tutorId: number): Promise<CancelRights> {
  const option = await selfCancelOption(deps.db, tutorId);
  const count = await remainingThisWeek(deps, tutorId);
  const example = (hours: number) => cancellationPenalty(hours * 3_600_000, 0);
  return {
    ...option,
    ...count,
    Tiers: Object.entries(deps.config.schedule.cancelTiers).map(([Tier, Allowance]) => ({ Tier, Allowance })),
    ClosesMinutesBefore: deps.config.schedule.cancelClosesMinutes,
    Penalties: [
      { When: 'Within 3 hours of the class', TeachingPoints: example(2).teachingPoints, Growth: example(2).growth },
      { When: 'Within 24 hours of the class', TeachingPoints: example(12).teachingPoints, Growth: example(12).growth },
      { When: '24 hours or more before the class', TeachingPoints: example(48).teachingPoints, Growth: example(48).growth },
    ],
  };
}

/** getTutorLessonDurationCancle {startTime, endTime}: the tutor's classes of the period, with what may be cancelled. */
export async function lessonsForCancel(deps: SelfCancelDeps, tutorId: number, startDate: string, endDate: string): Promise<CancellableClass[]> {
  const { startMs, endMs } = periodOf(deps, startDate, endDate);
  const now = deps.clock.now().getTime();
  const tz = deps.config.shell.providerTimeZone;
  const thisWeekEnd = weekAt(now, 0, tz).endMs;
  const rows = await classesBetween(deps.db, tutorId, new Date(startMs).toISOString(), new Date(endMs).toISOString());
  return rows.map((row) => {
    const start = Date.parse(row.start_at);
    return {
      ClassId: row.id,
      StartTime: row.start_at,
      EndTime: row.end_at,
      StudentName: row.student_name,
      CourseName: row.course_name,
      ClassType: row.class_type,
      Status: row.status,
      Cancellable: row.status === ClassStatus.booked && isCancellableAt(start, now, deps.config.schedule.cancelClosesMinutes),
      IsNextWeek: start >= thisWeekEnd,
    };
  });
}

/** Checks each class (the tutor's, booked, early enough, in the window) and the allowance; answers the plan. */
async function planCancellation(deps: SelfCancelDeps, tutorId: number, classIds: readonly number[], db: Kysely<Database>) {
  if (classIds.length === 0) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.cancelNothingSelected);
  if (new Set(classIds).size !== classIds.length || classIds.length > 50) throw new ApiFailure(ErrorCode.Failed, 'Each class may be listed once.');
  const option = await selfCancelOption(db, tutorId);
  if (!option.OpenSelfCancel) throw new ApiFailure(ErrorCode.Failed, option.Reason, 403);
  const now = deps.clock.now().getTime();
  const tz = deps.config.shell.providerTimeZone;
  const thisWeekEnd = weekAt(now, 0, tz).endMs;
  const lastEnd = weekAt(now, WEEKS_AHEAD, tz).endMs;
  const lessons = await findClasses(db, classIds);
  const items: CancelPlanItem[] = classIds.map((id) => {
    const lesson = lessons.get(id);
    // Another tutor's class reads as not found: one tutor never learns of another's classes.
    if (!lesson || lesson.tutor_id !== tutorId) throw new ApiFailure(ErrorCode.NotFound, 'This class does not exist.', 404);
    const start = Date.parse(lesson.start_at);
    if (lesson.status !== ClassStatus.booked || start >= lastEnd) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.cancelNotYours);
    if (!isCancellableAt(start, now, deps.config.schedule.cancelClosesMinutes)) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.cancelTooLate);
    const penalty = cancellationPenalty(start, now);
    return { ClassId: id, StartTime: lesson.start_at, UsesAllowance: start < thisWeekEnd, TeachingPoints: penalty.teachingPoints, Growth: penalty.growth };
  });
  const count = await remainingThisWeek(deps, tutorId, db);
  const using = items.filter((i) => i.UsesAllowance).length;
  if (using > count.Remaining) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.cancelOverAllowance);
  return { items, count, remainingAfter: count.Remaining - using, lessons };
}

/** GetTutorSelfCancelTest {ClassIds}: what cancelling these would do, without doing it. */
export async function previewCancellation(deps: SelfCancelDeps, tutorId: number, classIds: readonly number[]): Promise<CancelPreview> {
  const plan = await planCancellation(deps, tutorId, classIds, deps.db);
  return { Items: plan.items, RemainingAfter: plan.remainingAfter };
}

export interface CancellationRequest {
  classIds: number[];
  reason: string;
  proof: FormFile | null;
}

/**
 * AutonomousCancellation: keeps the proof as a stored file (module Absent, a picture), then in one
 * transaction cancels each class through the class service (actor tutor: the slot is given up),
 * records the cancellation with the allowance week it used, and writes the penalties.
 */
export async function cancelAutonomously(deps: SelfCancelDeps, upload: UploadContext, tutorId: number, request: CancellationRequest): Promise<CancelResult> {
  const reason = request.reason.trim();
  if (!reason) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.cancelReasonRequired);
  if (reason.length > 500) throw new ApiFailure(ErrorCode.Failed, 'The reason may be at most 500 characters.');
  if (!request.proof || request.proof.data.length === 0) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.cancelProofRequired);
  await planCancellation(deps, tutorId, request.classIds, deps.db);
  const stored = await storeFile(upload, {
    ownerId: tutorId,
    module: 'Absent',
    originalName: request.proof.filename,
    source: Readable.from(request.proof.data),
  }).catch(() => {
    throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.cancelProofRequired);
  });
  if (!(CANCEL_PROOF_TYPES as readonly string[]).includes(stored.content_type)) throw new ApiFailure(ErrorCode.Failed, ScheduleMessages.cancelProofRequired);
  const at = deps.clock.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const plan = await planCancellation(deps, tutorId, request.classIds, trx);
    const cancelled = [];
    for (const item of plan.items) {
      const change = await changeClassStatusIn(
        trx,
        { classId: item.ClassId, to: ClassStatus.cancelled, actor: ClassActor.tutor, actorId: tutorId, tutorId, reason },
        at,
      );
      await insertSelfCancellation(trx, {
        tutor_id: tutorId,
        class_id: item.ClassId,
        allowance_week: item.UsesAllowance ? plan.count.WeekStart : '',
        reason,
        proof_file_ref: stored.file_ref,
        hours_before: change.after.cancelled_hours_before ?? 0,
        created_at: at.toISOString(),
      });
      const penalty = await recordCancellationPenalty(trx, { lesson: change.after, tutorId, at });
      cancelled.push({ ...item, TeachingPoints: penalty.teachingPoints, Growth: penalty.growth, Status: change.after.status });
    }
    return { Cancelled: cancelled, Remaining: (await remainingThisWeek(deps, tutorId, trx)).Remaining, ProofFileRef: stored.file_ref };
  });
  for (const item of result.Cancelled) {
    await deps.notifier.toUser(tutorId, HubEvent.classChanged, [{ classId: item.ClassId, status: ClassStatus.cancelled, startAt: item.StartTime }]);
  }
  return result;
}
