import type { Kysely } from 'kysely';
import {
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_REPLY_MAX,
  ComplaintMessages,
  ComplaintOrigin,
  ComplaintStatus,
  EARLY_BEFORE_MINUTES,
  LATE_AFTER_MINUTES,
  RECITATION_FEEDBACK_MAX,
  TUTOR_COMPLAINT_TYPES,
  minutesAfter,
  type ComplaintPage,
  type ComplaintReply,
  type LateLeaveRecord,
  type RecitationClass,
} from '../../src/domain/complaints';
import { ErrorCode } from '../../src/domain/error-codes';
import { fromHundredths } from '../../src/domain/ledger';
import { MessageKind, ReminderType } from '../../src/domain/message-kinds';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import {
  complaintLedgerSums,
  findClassStartAt,
  findComplaint,
  findComplaintClass,
  findRecitationFeedback,
  findTutorClassStatus,
  findTutorComplaint,
  finishedAt,
  finishedClasses,
  firstJoins,
  insertComplaint,
  insertComplaintReply,
  insertRecitationFeedback,
  listComplaintReplies,
  listComplaints,
  markWithdrawn,
  recitationFeedbackFor,
  type ComplaintRow,
} from '../repositories/complaints.repository';
import { isTutorClass } from '../repositories/feedback.repository';
import { postLedgerEntriesIn, reverseSourceIn } from './ledger.service';
import { sendMessage, type MessageDeps } from './messages.service';

/**
 * Complaints and class reports (/complaintList): complaints received about the tutor's classes
 * (a standing one costs -10 teaching points and -5 growth, posted with it; a withdrawn one is
 * reversed and the tutor gets the ComplaintWithdrawnReminder), the tutor's own complaints, their
 * reply threads, the late attendance and early leave records and the recitation classes report.
 */
export type ComplaintDeps = MessageDeps;

const failed = (message: string) => new ApiFailure(ErrorCode.Failed, message);
const missing = () => new ApiFailure(ErrorCode.NotFound, ComplaintMessages.notFound, 404);
/** The longest period a report covers (our choice: about a quarter). */
const MAX_REPORT_DAYS = 93;

async function complaintPage(deps: ComplaintDeps, tutorId: number, origin: string, pageIndex: number, pageSize: number): Promise<ComplaintPage> {
  const { rows, total } = await listComplaints(deps.db, tutorId, origin, { offset: (pageIndex - 1) * pageSize, limit: pageSize });
  const sums = await complaintLedgerSums(
    deps.db,
    tutorId,
    rows.map((row) => row.id),
  );
  return {
    Total: total,
    Items: rows.map((row) => ({
      Id: row.id,
      ClassId: row.class_id,
      ClassTime: row.start_at,
      StudentName: row.student_name,
      CourseName: row.course_name,
      Complainant: row.complainant,
      ComplaintType: row.complaint_type,
      Reason: row.reason,
      Status: row.status === ComplaintStatus.withdrawn ? ComplaintStatus.withdrawn : ComplaintStatus.standing,
      CreatedAt: row.created_at,
      WithdrawnAt: row.withdrawn_at,
      ReplyCount: row.reply_count,
      TeachingPoints: fromHundredths(sums.get(`${row.id}:teaching_points`) ?? 0),
      GrowthValue: fromHundredths(sums.get(`${row.id}:growth_value`) ?? 0),
    })),
  };
}

/** TeachComplaint: complaints received about the tutor's classes. */
export const receivedComplaints = (deps: ComplaintDeps, tutorId: number, pageIndex: number, pageSize: number) =>
  complaintPage(deps, tutorId, ComplaintOrigin.student, pageIndex, pageSize);

/** GetCSComplaintsNew: the tutor's own complaints to customer service. */
export const ownComplaints = (deps: ComplaintDeps, tutorId: number, pageIndex: number, pageSize: number) =>
  complaintPage(deps, tutorId, ComplaintOrigin.tutor, pageIndex, pageSize);

const toReply = (row: { id: number; author: string; content: string; created_at: string }): ComplaintReply => ({
  Id: row.id,
  From: row.author,
  Content: row.content,
  CreatedAt: row.created_at,
});

/** ComplaintReply: a complaint's thread, oldest first; only the tutor's own complaints. */
export async function complaintReplies(deps: ComplaintDeps, tutorId: number, complaintId: number): Promise<ComplaintReply[]> {
  if (!(await findTutorComplaint(deps.db, tutorId, complaintId))) throw missing();
  return (await listComplaintReplies(deps.db, complaintId)).map(toReply);
}

function checkedText(text: string, max: number, required: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw failed(required);
  if (trimmed.length > max) throw failed(ComplaintMessages.contentTooLong);
  return trimmed;
}

/** AddComReply: the tutor answers in a complaint's thread. */
export async function addComplaintReply(deps: ComplaintDeps, tutorId: number, complaintId: number, content: string): Promise<ComplaintReply> {
  const text = checkedText(content, COMPLAINT_REPLY_MAX, ComplaintMessages.replyRequired);
  if (!(await findTutorComplaint(deps.db, tutorId, complaintId))) throw missing();
  return toReply(await insertComplaintReply(deps.db, { complaintId, author: 'tutor', authorId: tutorId, content: text, at: deps.clock.now().toISOString() }));
}

/** InsertTeachComplaint: the tutor's own complaint about one of their classes. */
export async function fileTutorComplaint(deps: ComplaintDeps, tutorId: number, input: { classId: number; type: string; content: string }): Promise<number> {
  if (!(TUTOR_COMPLAINT_TYPES as readonly string[]).includes(input.type)) throw failed(ComplaintMessages.typeRequired);
  const content = checkedText(input.content, COMPLAINT_CONTENT_MAX, ComplaintMessages.contentRequired);
  if (!(await isTutorClass(deps.db, tutorId, input.classId))) throw failed(ComplaintMessages.classNotFound);
  const row = await insertComplaint(deps.db, {
    tutorId,
    classId: input.classId,
    origin: ComplaintOrigin.tutor,
    complainant: 'You',
    type: input.type,
    reason: content,
    filedBy: null,
    at: deps.clock.now().toISOString(),
  });
  return row.id;
}

const reminderFields = (row: ComplaintRow, classTime: string) => ({
  classid: String(row.class_id),
  classtime: classTime,
  complainant: row.complainant,
  complainttype: row.complaint_type,
  complaintreason: row.reason,
});

async function classTimeOf(db: Kysely<Database>, classId: number): Promise<string> {
  return (await findClassStartAt(db, classId)) ?? '';
}

/**
 * Staff file a student's complaint against a tutor's class: stored, its ledger entries posted in
 * the same transaction (-10 teaching points, -5 growth), audited; the tutor gets the ComplaintReminder.
 */
export async function staffFileComplaint(
  deps: ComplaintDeps,
  staffId: number,
  input: { classId: number; complainant: string; type: string; reason: string },
): Promise<number> {
  const reason = checkedText(input.reason, COMPLAINT_CONTENT_MAX, ComplaintMessages.contentRequired);
  const complainant = checkedText(input.complainant, 100, ComplaintMessages.contentRequired);
  const type = checkedText(input.type, 100, ComplaintMessages.typeRequired);
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const lesson = await findComplaintClass(trx, input.classId);
    if (!lesson) throw new ApiFailure(ErrorCode.NotFound, 'This class does not exist.', 404);
    const complaint = await insertComplaint(trx, {
      tutorId: lesson.tutor_id,
      classId: lesson.id,
      origin: ComplaintOrigin.student,
      complainant,
      type,
      reason,
      filedBy: staffId,
      at: now.toISOString(),
    });
    const source = { type: 'complaint', id: complaint.id };
    await postLedgerEntriesIn(
      trx,
      [
        { tutorId: lesson.tutor_id, rule: 'tp.complaint', source, countsAt: now, note: `Complaint on class ${lesson.id}`, createdBy: staffId },
        { tutorId: lesson.tutor_id, rule: 'gv.complaint', source, countsAt: now, note: `Complaint on class ${lesson.id}`, createdBy: staffId },
      ],
      now,
    );
    await appendAudit(trx, {
      actorId: staffId,
      action: 'complaint.file',
      subjectType: 'complaint',
      subjectId: complaint.id,
      tutorId: complaint.tutor_id,
      before: null,
      after: complaint,
      at: now.toISOString(),
    });
    return complaint;
  });
  await sendMessage(deps, {
    tutorId: row.tutor_id,
    kind: MessageKind.reminder,
    title: 'Complaint received',
    content: row.reason,
    reminderType: ReminderType.complaint,
    reminderFields: { ...reminderFields(row, await classTimeOf(deps.db, row.class_id)), generationtime: now.toISOString() },
  });
  return row.id;
}

/** Staff withdraw a standing complaint: its ledger entries reversed in the same transaction; the tutor is told. */
export async function staffWithdrawComplaint(deps: ComplaintDeps, staffId: number, complaintId: number, reason: string): Promise<void> {
  const now = deps.clock.now();
  const why = reason.trim() || 'The complaint was withdrawn after review.';
  const row = await deps.db.transaction().execute(async (trx) => {
    const complaint = await findComplaint(trx, complaintId);
    if (!complaint || complaint.origin !== ComplaintOrigin.student) throw missing();
    if (complaint.status === ComplaintStatus.withdrawn) throw failed(ComplaintMessages.alreadyWithdrawn);
    await markWithdrawn(trx, complaintId, why, now.toISOString());
    const reversed = await reverseSourceIn(
      trx,
      complaint.tutor_id,
      { type: 'complaint', id: complaintId },
      { note: `Complaint withdrawn: ${why}`, createdBy: staffId },
      now,
    );
    await appendAudit(trx, {
      actorId: staffId,
      action: 'complaint.withdraw',
      subjectType: 'complaint',
      subjectId: complaintId,
      tutorId: complaint.tutor_id,
      before: { status: complaint.status },
      after: { status: ComplaintStatus.withdrawn, reason: why, reversedEntries: reversed.map((entry) => entry.id) },
      at: now.toISOString(),
    });
    return complaint;
  });
  await tellComplaintWithdrawn(deps, row, why, now);
}

/** The ComplaintWithdrawnReminder: a withdrawn complaint (by staff, or by a granted appeal) is told to its tutor. */
export async function tellComplaintWithdrawn(deps: MessageDeps, row: ComplaintRow, why: string, now: Date): Promise<void> {
  await sendMessage(deps, {
    tutorId: row.tutor_id,
    kind: MessageKind.reminder,
    title: 'Complaint withdrawn',
    content: why,
    reminderType: ReminderType.complaintWithdrawn,
    reminderFields: { ...reminderFields(row, await classTimeOf(deps.db, row.class_id)), complaintreason: why, generationtime: now.toISOString() },
  });
}

/** Staff answer in a complaint's thread (either origin). */
export async function staffComplaintReply(deps: ComplaintDeps, staffId: number, complaintId: number, content: string): Promise<ComplaintReply> {
  const text = checkedText(content, COMPLAINT_REPLY_MAX, ComplaintMessages.replyRequired);
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const complaint = await findComplaint(trx, complaintId);
    if (!complaint) throw missing();
    const reply = await insertComplaintReply(trx, { complaintId, author: 'staff', authorId: staffId, content: text, at });
    await appendAudit(trx, {
      actorId: staffId,
      action: 'complaint.reply',
      subjectType: 'complaint',
      subjectId: complaintId,
      tutorId: complaint.tutor_id,
      before: null,
      after: { reply: text },
      at,
    });
    return toReply(reply);
  });
}

/** A report period: both instants, start before end, at most MAX_REPORT_DAYS. */
function checkedPeriod(startTime: string, endTime: string): { fromIso: string; toIso: string } {
  const from = Date.parse(startTime);
  const to = Date.parse(endTime);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from || to - from > MAX_REPORT_DAYS * 86_400_000) throw failed(ComplaintMessages.periodInvalid);
  return { fromIso: new Date(from).toISOString(), toIso: new Date(to).toISOString() };
}

/**
 * TeacherLateLeaveEarlyRecord: the finished classes of the period the tutor joined late (first
 * classroom join after the start) or left early (ended before the end time), newest first.
 */
export async function lateLeaveRecords(deps: ComplaintDeps, tutorId: number, startTime: string, endTime: string): Promise<LateLeaveRecord[]> {
  const { fromIso, toIso } = checkedPeriod(startTime, endTime);
  const classes = await finishedClasses(deps.db, tutorId, fromIso, toIso);
  const ids = classes.map((row) => row.id);
  const [joins, ends] = await Promise.all([firstJoins(deps.db, ids), finishedAt(deps.db, ids)]);
  const records: LateLeaveRecord[] = [];
  for (const row of classes) {
    const joinedAt = joins.get(row.id) ?? null;
    const endedAt = ends.get(row.id) ?? null;
    const late = joinedAt ? minutesAfter(row.start_at, joinedAt) : 0;
    const early = endedAt ? minutesAfter(endedAt, row.end_at) : 0;
    if (late < LATE_AFTER_MINUTES && early < EARLY_BEFORE_MINUTES) continue;
    records.push({
      ClassId: row.id,
      StartTime: row.start_at,
      EndTime: row.end_at,
      StudentName: row.student_name,
      JoinedAt: joinedAt,
      EndedAt: early >= EARLY_BEFORE_MINUTES ? endedAt : null,
      LateMinutes: late >= LATE_AFTER_MINUTES ? late : 0,
      EarlyMinutes: early >= EARLY_BEFORE_MINUTES ? early : 0,
    });
  }
  return records.reverse();
}

/** GetRecitationClassReport: the period's finished classes, newest first, with the tutor's feedback on each. */
export async function recitationReport(deps: ComplaintDeps, tutorId: number, startTime: string, endTime: string): Promise<RecitationClass[]> {
  const { fromIso, toIso } = checkedPeriod(startTime, endTime);
  const classes = await finishedClasses(deps.db, tutorId, fromIso, toIso);
  const feedback = await recitationFeedbackFor(
    deps.db,
    tutorId,
    classes.map((row) => row.id),
  );
  return classes
    .map((row) => ({
      ClassId: row.id,
      StartTime: row.start_at,
      StudentName: row.student_name,
      CourseName: row.course_name,
      StudentRating: row.student_rating,
      FeedbackRating: feedback.get(row.id)?.rating ?? null,
      FeedbackContent: feedback.get(row.id)?.content ?? null,
    }))
    .reverse();
}

/** SubmitRecitationClassFeedback: once per finished class of the tutor, a 1-5 rating and a comment. */
export async function submitRecitationFeedback(
  deps: ComplaintDeps,
  tutorId: number,
  input: { classId: number; rating: number; content: string },
): Promise<void> {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) throw failed(ComplaintMessages.ratingRange);
  const content = checkedText(input.content, RECITATION_FEEDBACK_MAX, ComplaintMessages.contentRequired);
  const lesson = await findTutorClassStatus(deps.db, tutorId, input.classId);
  if (!lesson) throw failed(ComplaintMessages.classNotFound);
  if (lesson.status !== 'finished') throw failed(ComplaintMessages.classNotFinished);
  const existing = await findRecitationFeedback(deps.db, input.classId);
  if (existing) throw failed(ComplaintMessages.feedbackExists);
  await insertRecitationFeedback(deps.db, { classId: input.classId, tutorId, rating: input.rating, content, at: deps.clock.now().toISOString() });
}
