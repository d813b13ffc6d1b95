import type { Kysely, Selectable } from 'kysely';
import type { ContractDraftsTable, ContractSignaturesTable, ContractStepsTable, Database } from '../db/schema';

export type ContractDraftRow = Selectable<ContractDraftsTable>;
export type ContractSignatureRow = Selectable<ContractSignaturesTable>;
export type ContractStepRow = Selectable<ContractStepsTable>;

export async function findContractStatus(db: Kysely<Database>, tutorId: number): Promise<number | undefined> {
  const row = await db.selectFrom('tutor_contracts').select('audit_status').where('user_id', '=', tutorId).executeTakeFirst();
  return row?.audit_status;
}

export async function saveContractStatus(db: Kysely<Database>, tutorId: number, status: number, at: string): Promise<void> {
  const updated = await db.updateTable('tutor_contracts').set({ audit_status: status, updated_at: at }).where('user_id', '=', tutorId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('tutor_contracts').values({ user_id: tutorId, audit_status: status, updated_at: at }).execute();
}

export async function findDraft(db: Kysely<Database>, tutorId: number): Promise<ContractDraftRow | undefined> {
  return db.selectFrom('contract_drafts').selectAll().where('tutor_id', '=', tutorId).executeTakeFirst();
}

export async function saveDraft(db: Kysely<Database>, row: ContractDraftRow): Promise<void> {
  await db.deleteFrom('contract_drafts').where('tutor_id', '=', row.tutor_id).execute();
  await db.insertInto('contract_drafts').values(row).execute();
}

export async function deleteDraft(db: Kysely<Database>, tutorId: number): Promise<void> {
  await db.deleteFrom('contract_drafts').where('tutor_id', '=', tutorId).execute();
}

/** What the contract needs of the tutor: the name, e-mail, whether it is customized and the personal data state. */
export function findContractTutorFacts(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('users')
    .innerJoin('tutor_profiles', 'tutor_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'tutor_profiles.is_customized',
      'tutor_profiles.is_international_or_custom',
      'tutor_profiles.is_need_improve_personal_info',
      'tutor_profiles.await_approval',
    ])
    .where('users.id', '=', tutorId)
    .executeTakeFirst();
}

export async function addStep(db: Kysely<Database>, tutorId: number, step: string, detail: string, ip: string, at: string): Promise<void> {
  await db.insertInto('contract_steps').values({ tutor_id: tutorId, step, detail, ip, signature_id: null, created_at: at }).execute();
}

/** The steps since the tutor's last signature, oldest first. */
export async function openSteps(db: Kysely<Database>, tutorId: number): Promise<ContractStepRow[]> {
  return db
    .selectFrom('contract_steps')
    .selectAll()
    .where('tutor_id', '=', tutorId)
    .where('signature_id', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function attachSteps(db: Kysely<Database>, tutorId: number, signatureId: number): Promise<void> {
  await db.updateTable('contract_steps').set({ signature_id: signatureId }).where('tutor_id', '=', tutorId).where('signature_id', 'is', null).execute();
}

export async function insertSignature(db: Kysely<Database>, row: Omit<ContractSignatureRow, 'id'>): Promise<ContractSignatureRow> {
  return db.insertInto('contract_signatures').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function latestSignature(db: Kysely<Database>, tutorId: number): Promise<ContractSignatureRow | undefined> {
  return db
    .selectFrom('contract_signatures')
    .selectAll()
    .where('tutor_id', '=', tutorId)
    .orderBy('signed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function popoutAnswered(db: Kysely<Database>, tutorId: number, version: string): Promise<boolean> {
  const row = await db
    .selectFrom('contract_popout_answers')
    .select('agreed')
    .where('tutor_id', '=', tutorId)
    .where('contract_version', '=', version)
    .executeTakeFirst();
  return row !== undefined;
}

export async function savePopoutAnswer(db: Kysely<Database>, tutorId: number, version: string, agreed: boolean, at: string): Promise<void> {
  await db.deleteFrom('contract_popout_answers').where('tutor_id', '=', tutorId).where('contract_version', '=', version).execute();
  await db
    .insertInto('contract_popout_answers')
    .values({ tutor_id: tutorId, contract_version: version, agreed: agreed ? 1 : 0, answered_at: at })
    .execute();
}

/** The reason of the last audit of a tutor's contract, from the audit log. */
export async function lastAuditReason(db: Kysely<Database>, tutorId: number): Promise<string> {
  const row = await db
    .selectFrom('audit_log')
    .select('after_json')
    .where('subject_type', '=', 'contract')
    .where('subject_id', '=', String(tutorId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.after_json) return '';
  const after = JSON.parse(row.after_json) as { reason?: string };
  return after.reason ?? '';
}
