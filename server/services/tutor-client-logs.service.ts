import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { LoggedSchema, TutorAccountSchema, TutorClientLogPageSchema, TutorInfoSchema, TutorSubjectTypeSchema } from '../../src/domain/api/widgets.schemas';
import { ErrorCode } from '../../src/domain/error-codes';
import { CLIENT_LOG_LIMITS, PersonalState, SUBJECT_NAMES, SubjectType, TutorClientLogKind } from '../../src/domain/tutor-info';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { clientLogPage, findSubjectType, findTutorAccount, insertClientLog, tutorInfoFacts } from '../repositories/tutor-client-logs.repository';
import type { Clock } from './clock';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
}

export interface ClientReport {
  action: string;
  clientName: string;
  clientInfo: string;
  address: string;
}

const clip = (text: string, max: number) => [...text.trim()].slice(0, max).join('');

/** Stores one client log line (AddTutorClientUsageLog or LoginLog) for the signed-in tutor. */
export async function addClientLog(deps: Deps, tutorId: number, kind: TutorClientLogKind, report: ClientReport): Promise<Static<typeof LoggedSchema>> {
  const action = clip(report.action, CLIENT_LOG_LIMITS.action);
  if (!action) throw new ApiFailure(ErrorCode.Failed, 'Action is required.');
  const id = await insertClientLog(deps.db, {
    tutorId,
    kind,
    action,
    clientName: clip(report.clientName, CLIENT_LOG_LIMITS.clientName),
    clientInfo: clip(report.clientInfo, CLIENT_LOG_LIMITS.clientInfo),
    address: report.address,
    createdAt: deps.clock.now().toISOString(),
  });
  return { Id: id };
}

/** One page of a tutor's client log lines of one kind, newest first (the provider's staff read them). */
export async function clientLogs(
  db: Kysely<Database>,
  tutorId: number,
  kind: TutorClientLogKind,
  pageIndex: number,
  pageSize: number,
): Promise<Static<typeof TutorClientLogPageSchema>> {
  const page = await clientLogPage(db, tutorId, kind, pageIndex, pageSize);
  const items = page.items.map((row) => ({
    Id: row.id,
    Kind: row.kind as TutorClientLogKind,
    Action: row.action,
    ClientName: row.client_name,
    ClientInfo: row.client_info,
    Address: row.address,
    CreatedAt: row.created_at,
  }));
  return { items, total: page.total };
}

/** Tutor info (growth-account.md §3): the states the layout reads, from the tutor's own record (src/domain/tutor-info.ts). */
export async function tutorInfo(db: Kysely<Database>, tutorId: number): Promise<Static<typeof TutorInfoSchema>> {
  const facts = await tutorInfoFacts(db, tutorId);
  if (!facts) throw new ApiFailure(ErrorCode.NotFound, 'This tutor does not exist.', 404);
  const personal =
    Number(facts.is_need_improve_personal_info) === 1
      ? PersonalState.incomplete
      : Number(facts.await_approval) === 1
        ? PersonalState.awaitingApproval
        : PersonalState.complete;
  return {
    IsCustomized: Number(facts.is_customized) === 1,
    PersonalState: personal,
    ContactState: facts.phone_user !== null && Number(facts.is_need_update_phone) !== 1 ? 1 : 0,
    HB: facts.pay_tutor !== null ? 1 : 0,
    TLState: Number(facts.is_passed_tl) === 1 ? 1 : 0,
  };
}

/** GetTutorSubjectType: what the tutor teaches (English unless the provider set otherwise). */
export async function tutorSubjectType(db: Kysely<Database>, tutorId: number): Promise<Static<typeof TutorSubjectTypeSchema>> {
  const type = (await findSubjectType(db, tutorId)) ?? SubjectType.english;
  return { SubjectType: type, SubjectName: SUBJECT_NAMES[type] ?? `Subject ${type}` };
}

/** GetTutorAccount: the tutor's own account. */
export async function tutorAccount(db: Kysely<Database>, tutorId: number): Promise<Static<typeof TutorAccountSchema>> {
  const row = await findTutorAccount(db, tutorId);
  if (!row) throw new ApiFailure(ErrorCode.NotFound, 'This tutor does not exist.', 404);
  return {
    Tuid: row.id,
    Account: row.account,
    Email: row.email,
    FullName: `${row.first_name} ${row.last_name}`.trim(),
    TutorGroup: row.tutor_group ?? '',
    CreatedAt: row.created_at,
  };
}
