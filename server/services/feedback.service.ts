import { notifyFeedbackReply } from './notifications.service';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  APPEAL_PENALTY_RULES,
  FEEDBACK_FILE_MODULE,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUS_TEXT,
  FEEDBACK_TYPES,
  FeedbackMessages,
  FeedbackStatus,
  feedbackFormErrors,
  feedbackTypeOf,
  isClassIdShown,
  isComplaintNameShown,
  isFeedbackTime,
  parseClassId,
  type FeedbackPage,
  type FeedbackRecord,
  type FeedbackReply,
  type FeedbackType,
} from '../../src/domain/feedback';
import { fromHundredths } from '../../src/domain/ledger';
import { HubEvent } from '../../src/domain/realtime';
import { localMonth } from '../../src/domain/provider-time';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import {
  countInPeriod,
  findFeedback,
  findTutorFeedback,
  insertFeedback,
  insertNotice,
  insertReply,
  isTutorClass,
  listPenaltyEntries,
  listReplies,
  listReversedEntryIds,
  listTutorFeedbacks,
  listUnreadNotices,
  lockTutorForAdd,
  readNotices,
  updateFeedback,
  type FeedbackFilter,
  type FeedbackRow,
  type PenaltySource,
} from '../repositories/feedback.repository';
import { findOwnedStoredFile } from '../uploads/stored-files';
import type { Clock } from './clock';
import { listStudentComplaintIds, markClassComplaintsWithdrawn, type ComplaintRow } from '../repositories/complaints.repository';
import { tellComplaintWithdrawn } from './complaints.service';
import type { MessageDeps } from './messages.service';
import { reverseLedgerEntryIn } from './ledger.service';

/**
 * Feedback and appeals (growth-account.md §4, §5, §7 "Feedback"): the tutor's records with §5's
 * per-type rules checked again here, the monthly quota, class ownership, replies with the dot on
 * Feedback, and appeals whose grant reverses the penalty's ledger entries in the same transaction.
 */
export interface FeedbackDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Tells the tutor (the reminder of a complaint a granted appeal withdrew). */
  notifier: MessageDeps['notifier'];
  config: Pick<Config, 'feedback'> & { shell: { providerTimeZone: string } };
  /** The screenshot's link for the tutor (a short-lived preview link). */
  fileUrl(fileRef: string): string;
}

export interface FeedbackInput {
  Type: number | null;
  Clid: string;
  Respondents: string;
  Remark: string;
  File: string;
}

interface PenaltyEntry {
  id: number;
  rule: string;
  amount: number;
  reversed: boolean;
}

const failed = (message: string) => new ApiFailure(ErrorCode.Failed, message);
const missing = () => new ApiFailure(ErrorCode.NotFound, FeedbackMessages.notFound, 404);

export function feedbackTypes(): FeedbackType[] {
  return [...FEEDBACK_TYPES];
}

const periodKey = (deps: FeedbackDeps) => localMonth(deps.clock.now().getTime(), deps.config.shell.providerTimeZone).key;

/** FeedBackRightRemaining: what is left of this month's quota. */
export async function remainingFeedback(deps: FeedbackDeps, tutorId: number): Promise<number> {
  const used = await countInPeriod(deps.db, tutorId, periodKey(deps));
  return Math.max(0, deps.config.feedback.quotaPerMonth - used);
}

/**
 * The penalty entries an appeal on `classId` contests: the class's own penalty rules for attendance
 * and cancellation appeals; for a complaint appeal, the entries of the standing complaints on it.
 */
async function penaltyEntries(db: Kysely<Database>, tutorId: number, type: number, classId: number | null): Promise<PenaltyEntry[]> {
  const appeal = feedbackTypeOf(type)?.Appeal;
  if (!appeal || classId === null) return [];
  let source: PenaltySource;
  if (appeal === 'complaint') {
    const complaints = await listStudentComplaintIds(db, tutorId, classId);
    if (complaints.length === 0) return [];
    source = { type: 'complaint', complaintIds: complaints.map((row) => String(row.id)) };
  } else {
    source = { type: 'class', classId: String(classId), rules: [...APPEAL_PENALTY_RULES[appeal]] };
  }
  const rows = await listPenaltyEntries(db, tutorId, source);
  if (rows.length === 0) return [];
  const reversed = await listReversedEntryIds(
    db,
    rows.map((row) => row.id),
  );
  const done = new Set(reversed.map((row) => row.reverses_id));
  return rows.map((row) => ({ id: row.id, rule: row.rule, amount: row.amount, reversed: done.has(row.id) }));
}

function toRecord(deps: FeedbackDeps, row: FeedbackRow, unread: number, penalty: PenaltyEntry[]): FeedbackRecord {
  return {
    ID: row.id,
    Type: row.type,
    TypeName: feedbackTypeOf(row.type)?.Name ?? '',
    Clid: row.class_id,
    Respondents: row.respondents,
    Remark: row.remark,
    File: row.file_ref,
    FileUrl: deps.fileUrl(row.file_ref),
    Status: row.status,
    StatusText: FEEDBACK_STATUS_TEXT[row.status] ?? '',
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
    HasUnreadReply: unread > 0,
    CanEdit: row.status === FeedbackStatus.pending,
    Penalty: penalty.map((entry) => ({ Rule: entry.rule, Amount: fromHundredths(entry.amount), Reversed: entry.reversed })),
  };
}

/** §5's rules, class ownership, the screenshot's owner and module, and an appeal's penalty. */
async function checkedFields(deps: FeedbackDeps, tutorId: number, input: FeedbackInput) {
  const errors = feedbackFormErrors({
    type: input.Type,
    classId: input.Clid,
    complaintName: input.Respondents,
    content: input.Remark,
    fileRef: input.File.trim() || null,
  });
  const first = errors.type ?? errors.classId ?? errors.complaintName ?? errors.content ?? errors.file;
  if (first) throw failed(first);
  const type = input.Type as number;
  const classId = isClassIdShown(type) && input.Clid.trim() !== '' ? parseClassId(input.Clid) : null;
  if (classId !== null && !(await isTutorClass(deps.db, tutorId, classId))) throw failed(FeedbackMessages.classNotFound);
  const file = await findOwnedStoredFile(deps, tutorId, input.File.trim());
  if (!file || file.module_name !== FEEDBACK_FILE_MODULE) throw failed(FeedbackMessages.fileInvalid);
  if (feedbackTypeOf(type)?.Appeal) {
    const penalty = await penaltyEntries(deps.db, tutorId, type, classId);
    if (!penalty.some((entry) => !entry.reversed)) throw failed(FeedbackMessages.noPenalty);
  }
  return {
    type,
    class_id: classId,
    respondents: isComplaintNameShown(type) ? input.Respondents.trim() : '',
    remark: input.Remark.trim(),
    file_ref: file.file_ref,
  };
}

/** Add: counts against this month's quota, checked again in the transaction that inserts. */
export async function addFeedback(deps: FeedbackDeps, tutorId: number, input: FeedbackInput): Promise<FeedbackRecord> {
  const fields = await checkedFields(deps, tutorId, input);
  const now = deps.clock.now().toISOString();
  const period = periodKey(deps);
  const row = await deps.db.transaction().execute(async (trx) => {
    // Serialises one tutor's Adds so two at once cannot both take the last of the quota.
    await lockTutorForAdd(trx, tutorId);
    if ((await countInPeriod(trx, tutorId, period)) >= deps.config.feedback.quotaPerMonth) throw failed(FeedbackMessages.quotaUsed);
    return insertFeedback(trx, { tutor_id: tutorId, ...fields, status: FeedbackStatus.pending, period_key: period, created_at: now, updated_at: now });
  });
  return toRecord(deps, row, 0, await penaltyEntries(deps.db, tutorId, row.type, row.class_id));
}

/** Edit: only the tutor's own, and only while no staff has answered it. */
export async function editFeedback(deps: FeedbackDeps, tutorId: number, id: number, input: FeedbackInput): Promise<FeedbackRecord> {
  const row = await findTutorFeedback(deps.db, tutorId, id);
  if (!row) throw missing();
  if (row.status !== FeedbackStatus.pending) throw failed(FeedbackMessages.notEditable);
  const fields = await checkedFields(deps, tutorId, input);
  const now = deps.clock.now().toISOString();
  await updateFeedback(deps.db, id, { ...fields, updated_at: now });
  return getFeedback(deps, tutorId, id);
}

export async function getFeedback(deps: FeedbackDeps, tutorId: number, id: number): Promise<FeedbackRecord> {
  const row = await findTutorFeedback(deps.db, tutorId, id);
  if (!row) throw missing();
  const unread = await listUnreadNotices(deps.db, tutorId, id);
  return toRecord(deps, row, unread.length, await penaltyEntries(deps.db, tutorId, row.type, row.class_id));
}

export interface FeedbackListQuery {
  pageIndex: number;
  pageSize: number;
  type?: number;
  status?: number;
  startTime?: string;
  endTime?: string;
}

/** List: the tutor's feedback, newest first; the time range takes minutes 0 and 30 only (§4). */
export async function feedbackPage(deps: FeedbackDeps, tutorId: number, query: FeedbackListQuery): Promise<FeedbackPage> {
  for (const time of [query.startTime, query.endTime]) if (time && !isFeedbackTime(time)) throw failed(FeedbackMessages.timeMinutes);
  const filter: FeedbackFilter = {
    type: query.type,
    status: query.status,
    fromIso: query.startTime ? new Date(query.startTime).toISOString() : undefined,
    toIso: query.endTime ? new Date(query.endTime).toISOString() : undefined,
  };
  const { rows, total } = await listTutorFeedbacks(deps.db, tutorId, filter, { offset: (query.pageIndex - 1) * query.pageSize, limit: query.pageSize });
  // The list shows no penalty details (Get does): one query per page, not per row.
  return { Total: total, Items: rows.map((row) => toRecord(deps, row, row.unread, [])) };
}

const toReply = (row: { id: number; author: string; remark: string; created_at: string }): FeedbackReply => ({
  Id: row.id,
  From: row.author,
  Remark: row.remark,
  CreatedAt: row.created_at,
});

/** GetReplyList: the thread, oldest first; reading it reads its notices (the dot clears when none remain). */
export async function feedbackReplies(deps: FeedbackDeps, tutorId: number, feedbackId: number): Promise<FeedbackReply[]> {
  const row = await findTutorFeedback(deps.db, tutorId, feedbackId);
  if (!row) throw missing();
  await readNotices(deps.db, tutorId, feedbackId, deps.clock.now().toISOString());
  return (await listReplies(deps.db, feedbackId)).map(toReply);
}

function checkedReply(remark: string): string {
  const text = remark.trim();
  if (!text) throw failed(FeedbackMessages.replyRequired);
  if (text.length > FEEDBACK_REPLY_MAX) throw failed(FeedbackMessages.contentTooLong);
  return text;
}

/** ReplyAdd: the tutor answers in their feedback's thread. */
export async function addTutorReply(deps: FeedbackDeps, tutorId: number, feedbackId: number, remark: string): Promise<FeedbackReply> {
  const text = checkedReply(remark);
  const row = await findTutorFeedback(deps.db, tutorId, feedbackId);
  if (!row) throw missing();
  return toReply(await insertReply(deps.db, { feedbackId, author: 'tutor', authorId: tutorId, remark: text, at: deps.clock.now().toISOString() }));
}

/** Staff answer a feedback: the reply, the status Replied, the dot for the tutor, the audit row. */
export async function staffReply(deps: FeedbackDeps, staffId: number, feedbackId: number, remark: string): Promise<FeedbackReply> {
  const text = checkedReply(remark);
  const at = deps.clock.now().toISOString();
  const answer = await deps.db.transaction().execute(async (trx) => {
    const row = await findFeedback(trx, feedbackId);
    if (!row) throw missing();
    const reply = await insertReply(trx, { feedbackId, author: 'staff', authorId: staffId, remark: text, at });
    if (row.status === FeedbackStatus.pending) await updateFeedback(trx, feedbackId, { status: FeedbackStatus.replied, updated_at: at });
    await insertNotice(trx, row.tutor_id, feedbackId, at);
    // By e-mail or SMS too, when the tutor chose so (sent later by the notification job).
    await notifyFeedbackReply(trx, row.tutor_id, { feedbackId, replyId: reply.id }, text, at);
    await appendAudit(trx, {
      actorId: staffId,
      action: 'feedback.reply',
      subjectType: 'feedback',
      subjectId: feedbackId,
      tutorId: row.tutor_id,
      before: { status: row.status },
      after: { reply: text },
      at,
    });
    return { reply: toReply(reply), tutorId: row.tutor_id };
  });
  await tellFeedbackReplied(deps, answer.tutorId, feedbackId);
  return answer.reply;
}

/** After the commit: the tutor's open pages ask the Feedback dot again (HubEvent.feedbackReplied). */
async function tellFeedbackReplied(deps: FeedbackDeps, tutorId: number, feedbackId: number): Promise<void> {
  await deps.notifier.toUser(tutorId, HubEvent.feedbackReplied, [{ feedbackId }]);
}

/**
 * Staff decide an appeal. Granted: every attached penalty entry not reversed yet is reversed, in
 * the same transaction; declined: the penalty stands. Either way the tutor gets a reply and the dot.
 */
export async function decideAppeal(deps: FeedbackDeps, staffId: number, feedbackId: number, grant: boolean, remark: string): Promise<FeedbackRecord> {
  const at = deps.clock.now();
  let withdrawn: ComplaintRow[] = [];
  const tutorId = await deps.db.transaction().execute(async (trx) => {
    const row = await findFeedback(trx, feedbackId);
    if (!row) throw missing();
    if (!feedbackTypeOf(row.type)?.Appeal) throw failed(FeedbackMessages.notAppeal);
    if (row.status === FeedbackStatus.granted || row.status === FeedbackStatus.declined) throw failed(FeedbackMessages.alreadyDecided);
    const reversed: number[] = [];
    if (grant) {
      for (const entry of await penaltyEntries(trx, row.tutor_id, row.type, row.class_id)) {
        if (entry.reversed) continue;
        const reversal = await reverseLedgerEntryIn(trx, row.tutor_id, entry.id, { note: `Appeal #${feedbackId} granted`, createdBy: staffId }, at);
        if (reversal) reversed.push(reversal.id);
      }
    }
    // A granted complaint appeal withdraws the complaints whose entries it reversed.
    if (grant && feedbackTypeOf(row.type)?.Appeal === 'complaint' && row.class_id !== null) {
      withdrawn = await markClassComplaintsWithdrawn(trx, row.tutor_id, row.class_id, appealWithdrawReason(feedbackId), at.toISOString());
    }
    const status = grant ? FeedbackStatus.granted : FeedbackStatus.declined;
    const text = remark.trim() || (grant ? FeedbackMessages.appealGranted : FeedbackMessages.appealDeclined);
    await updateFeedback(trx, feedbackId, { status, updated_at: at.toISOString(), decided_by: staffId, decided_at: at.toISOString() });
    await insertReply(trx, { feedbackId, author: 'staff', authorId: staffId, remark: text.slice(0, FEEDBACK_REPLY_MAX), at: at.toISOString() });
    await insertNotice(trx, row.tutor_id, feedbackId, at.toISOString());
    await appendAudit(trx, {
      actorId: staffId,
      action: grant ? 'appeal.grant' : 'appeal.decline',
      subjectType: 'feedback',
      subjectId: feedbackId,
      tutorId: row.tutor_id,
      before: { status: row.status },
      after: { status, reversedEntries: reversed },
      at: at.toISOString(),
    });
    return row.tutor_id;
  });
  // After the commit: the tutor is told of each complaint the appeal withdrew, as a staff withdrawal tells it.
  for (const complaint of withdrawn) await tellComplaintWithdrawn(deps, complaint, appealWithdrawReason(feedbackId), at);
  await tellFeedbackReplied(deps, tutorId, feedbackId);
  return getFeedback(deps, tutorId, feedbackId);
}

const appealWithdrawReason = (feedbackId: number) => `Appeal #${feedbackId} granted`;
