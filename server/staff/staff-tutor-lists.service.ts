import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { fromHundredths } from '../../src/domain/ledger';
import { toPhp } from '../../src/domain/service-fee';
import type { StaffPageOf, TutorClassItem, TutorFileItem, TutorLedgerItem, TutorMessageItem, TutorPaymentItem } from '../../src/domain/staff-audits';
import { StaffMessages } from '../../src/domain/staff-console';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { findTutorRecord } from '../repositories/staff-console.repository';
import type { Page } from '../repositories/staff-queues.repository';
import { tutorClasses, tutorFiles, tutorLedger, tutorMessages, tutorPayments } from '../repositories/staff-tutor-lists.repository';

/** A tutor record's paged lists (issue 21): an id that is no tutor's answers NotFound, as the summary does. */

export interface TutorListDeps {
  db: Kysely<Database>;
}

const pageOf = (pageIndex: number, pageSize: number): Page => ({ offset: (pageIndex - 1) * pageSize, limit: pageSize });

/**
 * A list read in its two queries; only an empty one asks whether the id is a tutor's at all (a
 * third query), so an unknown id answers NotFound while a tutor's list costs two.
 */
async function listOfTutor<T extends { total: number }>(deps: TutorListDeps, tuid: number, read: () => Promise<T>): Promise<T> {
  const list = await read();
  if (list.total === 0 && !(await findTutorRecord(deps.db, tuid))) throw new ApiFailure(ErrorCode.NotFound, StaffMessages.tutorNotFound, 404);
  return list;
}

export async function classesOfTutor(deps: TutorListDeps, tuid: number, pageIndex: number, pageSize: number): Promise<StaffPageOf<TutorClassItem>> {
  const { rows, total } = await listOfTutor(deps, tuid, () => tutorClasses(deps.db, tuid, pageOf(pageIndex, pageSize)));
  return {
    Total: total,
    Items: rows.map((row) => ({
      Id: row.id,
      StartAt: row.start_at,
      Type: row.class_type,
      Status: row.status,
      StudentName: row.student_name,
      CourseName: row.course_name,
      ChangedBy: row.status_changed_by ?? '',
      Reason: row.status_reason ?? '',
    })),
  };
}

export async function ledgerOfTutor(deps: TutorListDeps, tuid: number, pageIndex: number, pageSize: number): Promise<StaffPageOf<TutorLedgerItem>> {
  const { rows, total } = await listOfTutor(deps, tuid, () => tutorLedger(deps.db, tuid, pageOf(pageIndex, pageSize)));
  return {
    Total: total,
    Items: rows.map((row) => ({
      Id: row.id,
      Account: row.account,
      Amount: fromHundredths(row.amount),
      Rule: row.rule,
      Note: row.note,
      CountsAt: row.counts_at,
      Reverses: row.reverses_id,
    })),
  };
}

export async function paymentsOfTutor(deps: TutorListDeps, tuid: number, pageIndex: number, pageSize: number): Promise<StaffPageOf<TutorPaymentItem>> {
  const { rows, total } = await listOfTutor(deps, tuid, () => tutorPayments(deps.db, tuid, pageOf(pageIndex, pageSize)));
  return {
    Total: total,
    Items: rows.map((row) => ({
      Id: row.id,
      PeriodFrom: row.period_from,
      PeriodTo: row.period_to,
      AmountPhp: toPhp(row.amount),
      PaidOn: row.paid_on,
      Account: row.account,
      Reference: row.reference,
    })),
  };
}

export async function filesOfTutor(deps: TutorListDeps, tuid: number, pageIndex: number, pageSize: number): Promise<StaffPageOf<TutorFileItem>> {
  const { rows, total } = await listOfTutor(deps, tuid, () => tutorFiles(deps.db, tuid, pageOf(pageIndex, pageSize)));
  return {
    Total: total,
    Items: rows.map((row) => ({
      FileRef: row.file_ref,
      Module: row.module_name,
      Name: row.original_name,
      ContentType: row.content_type,
      Size: row.size,
      CreatedAt: row.created_at,
    })),
  };
}

export async function messagesOfTutor(deps: TutorListDeps, tuid: number, pageIndex: number, pageSize: number): Promise<StaffPageOf<TutorMessageItem>> {
  const { rows, total } = await listOfTutor(deps, tuid, () => tutorMessages(deps.db, tuid, pageOf(pageIndex, pageSize)));
  return {
    Total: total,
    Items: rows.map((row) => ({
      Id: row.id,
      Kind: row.kind,
      Title: row.title,
      Content: row.content,
      CreatedAt: row.created_at,
      ReadAt: row.read_at,
      SentBy: row.sender ?? '',
    })),
  };
}
