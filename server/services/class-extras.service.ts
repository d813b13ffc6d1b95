import type { Static } from '@sinclair/typebox';
import type { LessonScoreSchema, TrialSmsSentSchema } from '../../src/domain/api/class-detail.schemas';
import {
  APPRAISAL_SUGGESTIONS,
  ClassDetailMessages,
  SCORE_MAX,
  ScoreActivity,
  TrialSmsMessages,
  type AppraisalSuggestion,
  type StudentInfo,
  type TrialSmsStatus,
} from '../../src/domain/class-detail';
import { ClassStatus, ClassType } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { ApiFailure } from '../http/envelope';
import { findStudent } from '../repositories/class-table.repository';
import { findClassLog, insertClassDetailLog } from '../repositories/class-detail-logs.repository';
import { countFinishedClassesWithStudent, findStudentProfile } from '../repositories/class-reports.repository';
import { findClassScore, insertClassScore, updateClassScore } from '../repositories/class-scores.repository';
import { deliver } from './delivery.service';
import { failed, ownClass, ownStudent, type ClassDetailDeps } from './class-detail-access';

/**
 * The class detail page's smaller calls: the student profile, level rate and textbook score,
 * appraisal suggestions and their logs, the trial class SMS notice (through the delivery service's
 * outbox), the tutor event log and the client version. Logs go to `class_detail_logs`.
 */

async function log(deps: ClassDetailDeps, tutorId: number, classId: number | null, kind: string, details: Record<string, unknown>) {
  await insertClassDetailLog(deps.db, {
    tutor_id: tutorId,
    class_id: classId,
    kind,
    details: JSON.stringify(details),
    created_at: deps.clock.now().toISOString(),
  });
}

/** GetStuInfoByUID?uid&classTime: a student the tutor teaches, with their classes with this tutor. */
export async function studentInfo(deps: ClassDetailDeps, tutorId: number, studentId: number): Promise<StudentInfo> {
  await ownStudent(deps.db, tutorId, studentId);
  const student = await findStudent(deps.db, studentId);
  const full = await findStudentProfile(deps.db, studentId);
  const together = await countFinishedClassesWithStudent(deps.db, tutorId, studentId);
  return {
    UID: studentId,
    Name: student?.name ?? '',
    AgeBand: student?.age_band ?? '',
    EnglishLevel: student?.english_level ?? '',
    Country: student?.country ?? '',
    TimeZone: full?.time_zone ?? '',
    LearningGoals: full?.learning_goals ?? '',
    Interests: full?.interests ?? '',
    ClassesWithYou: Number(together?.count ?? 0),
    LastClassWithYou: together?.last ?? '',
  };
}

/** EditLessonScore?clid&score&activityType: the level rate (1) or textbook score (2) of a class that has started. */
export async function editLessonScore(
  deps: ClassDetailDeps,
  tutorId: number,
  classId: number,
  score: number,
  activityType: number,
): Promise<Static<typeof LessonScoreSchema>> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  if (!Object.values(ScoreActivity).includes(activityType as 1 | 2)) throw failed(ClassDetailMessages.badActivity);
  if (!Number.isInteger(score) || score < 1 || score > SCORE_MAX) throw failed(ClassDetailMessages.badScore);
  if (lesson.status === ClassStatus.cancelled || Date.parse(lesson.start_at) > deps.clock.now().getTime()) throw failed(ClassDetailMessages.remarkTooEarly);
  const at = deps.clock.now().toISOString();
  const existing = await findClassScore(deps.db, lesson.id, activityType);
  if (existing) {
    await updateClassScore(deps.db, lesson.id, activityType, { score, updated_at: at });
  } else {
    await insertClassScore(deps.db, { class_id: lesson.id, activity_type: activityType, tutor_id: tutorId, score, updated_at: at });
  }
  return { CLID: lesson.id, ActivityType: activityType, Score: score };
}

/** GetCurrentStudentAppraisalItemSuggestionList?uid: suggestions for the student's level. */
export async function appraisalSuggestions(deps: ClassDetailDeps, tutorId: number, studentId: number): Promise<AppraisalSuggestion[]> {
  await ownStudent(deps.db, tutorId, studentId);
  const level = (await findStudent(deps.db, studentId))?.english_level ?? '';
  return APPRAISAL_SUGGESTIONS.filter((s) => s.Levels.length === 0 || s.Levels.includes(level)).map(({ Id, Text }) => ({ Id, Text }));
}

export async function suggestClick(deps: ClassDetailDeps, tutorId: number, classId: number, suggestId: number) {
  const lesson = await ownClass(deps.db, tutorId, classId);
  if (!APPRAISAL_SUGGESTIONS.some((s) => s.Id === suggestId)) throw new ApiFailure(ErrorCode.NotFound, 'This suggestion does not exist.', 404);
  await log(deps, tutorId, lesson.id, 'suggest_click', { suggestId });
  return true;
}

export async function appraisalPopup(deps: ClassDetailDeps, tutorId: number, classId: number, staySeconds: number, isRead: boolean) {
  const lesson = await ownClass(deps.db, tutorId, classId);
  await log(deps, tutorId, lesson.id, 'appraisal_popup', { staySeconds, isRead });
  return true;
}

async function smsSent(deps: ClassDetailDeps, classId: number) {
  return findClassLog(deps.db, classId, 'sms_notice');
}

/** GetTrialClassSMSNoticeStatus?clid: whether the trial class's SMS notice can be sent, or was. */
export async function trialSmsStatus(deps: ClassDetailDeps, tutorId: number, classId: number): Promise<TrialSmsStatus> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  const sent = await smsSent(deps, lesson.id);
  const reason =
    lesson.class_type !== ClassType.trial
      ? TrialSmsMessages.notTrial
      : sent
        ? TrialSmsMessages.alreadySent
        : lesson.status !== ClassStatus.booked || Date.parse(lesson.start_at) <= deps.clock.now().getTime()
          ? TrialSmsMessages.started
          : '';
  return { CanSend: reason === '', Reason: reason, Sent: sent !== undefined, SentAt: sent?.created_at ?? '' };
}

/** SendTrialClassSMSNotice?clid: reminds the trial student of the class by SMS (the outbox keeps it until an SMS provider is configured). */
export async function sendTrialSms(deps: ClassDetailDeps, tutorId: number, classId: number): Promise<Static<typeof TrialSmsSentSchema>> {
  const status = await trialSmsStatus(deps, tutorId, classId);
  if (!status.CanSend) throw failed(status.Reason);
  const lesson = await ownClass(deps.db, tutorId, classId);
  const row = await deliver(
    { db: deps.db, clock: deps.clock, mailer: null, sms: null },
    {
      channel: 'sms',
      to: `student:${lesson.student_id ?? 0}`,
      userId: null,
      kind: 'trial_class_notice',
      text: `Your trial English class starts at ${lesson.start_at} (UTC). Your tutor is ready for you!`,
    },
  );
  await log(deps, tutorId, lesson.id, 'sms_notice', { outboxId: row.id });
  return { Sent: true, Status: row.status };
}

export async function tutorEventLog(deps: ClassDetailDeps, tutorId: number, eventEnum: number, response: string) {
  await log(deps, tutorId, null, 'tutor_event', { eventEnum, response });
  return true;
}

export async function updateUserVersion(deps: ClassDetailDeps, tutorId: number, version: string) {
  await log(deps, tutorId, null, 'user_version', { version });
  return true;
}
