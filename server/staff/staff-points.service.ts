import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { fromHundredths, LEDGER_RULES, toHundredths } from '../../src/domain/ledger';
import { ruleLabel } from '../../src/domain/ledger-view';
import { MessageKind } from '../../src/domain/message-kinds';
import {
  STAFF_POINTS_SOURCE,
  StaffBookingMessages,
  entryKeyError,
  pointsError,
  staffReasonError,
  type StaffPointsEntry,
  type StaffPointsPage,
  type StaffPointsResult,
  type StaffPointsRule,
} from '../../src/domain/staff-bookings';
import { StaffMessages } from '../../src/domain/staff-console';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import type { LedgerEntryRow } from '../repositories/ledger.repository';
import { insertMessage, type MessageRow } from '../repositories/messages.repository';
import { findTutorRecord } from '../repositories/staff-console.repository';
import { findStaffPointsEntry, staffPointsEntriesPage } from '../repositories/staff-bookings.repository';
import { postLedgerEntriesIn } from '../services/ledger.service';
import { EVENT_OF_KIND, announce, toMessageView, type MessageDeps } from '../services/messages.service';

/**
 * Data-staff points (growth-account.md §9: project, material training, referral and material
 * correction points "set by the data staff"): one ledger entry each, through the ledger's one entry
 * function, with the reason as its note, so the tutor's "why" view shows it. Idempotent by the
 * client's key: the same key answers the entry it made; a key used for something else is refused.
 */

export interface StaffPointsInput {
  tutorId: number;
  rule: StaffPointsRule;
  points: number;
  reason: string;
  key: string;
}

const failed = (message: string) => new ApiFailure(ErrorCode.Failed, message);

function toEntry(row: Pick<LedgerEntryRow, 'id' | 'rule' | 'amount' | 'note' | 'counts_at' | 'created_at'>, enteredBy: string): StaffPointsEntry {
  return {
    Id: row.id,
    Rule: row.rule,
    RuleLabel: ruleLabel(row.rule),
    Points: fromHundredths(row.amount),
    Reason: row.note,
    CountsAt: row.counts_at,
    CreatedAt: row.created_at,
    EnteredBy: enteredBy,
  };
}

/** The same request again (a retry) answers its entry; the key used for another entry is refused. */
function replayOf(existing: LedgerEntryRow, input: StaffPointsInput, reason: string): StaffPointsResult {
  const same =
    existing.tutor_id === input.tutorId && existing.rule === input.rule && existing.amount === toHundredths(input.points) && existing.note === reason;
  if (!same) throw failed(StaffBookingMessages.keyReused);
  return { Entry: toEntry(existing, ''), Replayed: true };
}

export async function addStaffPoints(deps: MessageDeps, staffId: number, staffAccount: string, input: StaffPointsInput): Promise<StaffPointsResult> {
  const problem = pointsError(input.points) || staffReasonError(input.reason) || entryKeyError(input.key);
  if (problem) throw failed(problem);
  if (!(await findTutorRecord(deps.db, input.tutorId))) throw new ApiFailure(ErrorCode.NotFound, StaffMessages.tutorNotFound, 404);
  const reason = input.reason.trim();
  const earlier = await findStaffPointsEntry(deps.db, input.key);
  if (earlier) return replayOf(earlier, input, reason);
  const at = deps.clock.now();
  let written: { entry: LedgerEntryRow; message: MessageRow } | null;
  try {
    written = await deps.db.transaction().execute((trx) => enterPoints(trx, staffId, input, reason, at));
  } catch (error) {
    // Another request with this key (and another rule) committed first: the key's unique index refused this one.
    const raced = await findStaffPointsEntry(deps.db, input.key);
    if (raced) return replayOf(raced, input, reason);
    throw error;
  }
  if (!written) {
    const raced = await findStaffPointsEntry(deps.db, input.key);
    return replayOf(raced!, input, reason);
  }
  await announce(deps, input.tutorId, EVENT_OF_KIND[MessageKind.levelUp], toMessageView(written.message));
  return { Entry: toEntry(written.entry, staffAccount), Replayed: false };
}

/** The entry, its audit record and the tutor's message, in one transaction; null when the same rule and key were entered meanwhile. */
async function enterPoints(trx: Kysely<Database>, staffId: number, input: StaffPointsInput, reason: string, at: Date) {
  const [entry] = await postLedgerEntriesIn(
    trx,
    [
      {
        tutorId: input.tutorId,
        rule: input.rule,
        amount: toHundredths(input.points),
        source: { type: STAFF_POINTS_SOURCE, id: input.key },
        countsAt: at,
        note: reason,
        createdBy: staffId,
      },
    ],
    at,
  );
  if (!entry) return null;
  const label = LEDGER_RULES[input.rule].label;
  const signed = `${input.points > 0 ? '+' : ''}${input.points}`;
  const message = await insertMessage(
    trx,
    {
      tutorId: input.tutorId,
      kind: MessageKind.levelUp,
      title: `${label}: ${signed}`,
      content: `The provider's data staff entered ${signed} teaching points (${label.toLowerCase()}): ${reason}`,
      sentBy: staffId,
    },
    at.toISOString(),
  );
  await appendAudit(trx, {
    actorId: staffId,
    action: 'ledger.staff_points',
    subjectType: 'ledger_entry',
    subjectId: entry.id,
    tutorId: input.tutorId,
    before: undefined,
    after: { rule: input.rule, points: input.points, reason, key: input.key },
    at: at.toISOString(),
  });
  return { entry, message };
}

export async function staffPointsEntries(deps: Pick<MessageDeps, 'db'>, tutorId: number, pageIndex: number, pageSize: number): Promise<StaffPointsPage> {
  if (!(await findTutorRecord(deps.db, tutorId))) throw new ApiFailure(ErrorCode.NotFound, StaffMessages.tutorNotFound, 404);
  const { rows, total } = await staffPointsEntriesPage(deps.db, tutorId, { offset: (pageIndex - 1) * pageSize, limit: pageSize });
  return { Total: total, Items: rows.map((row) => toEntry(row, row.entered_by ?? '')) };
}
