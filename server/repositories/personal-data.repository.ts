import type { Insertable, Kysely } from 'kysely';
import type { ProfileForm } from '../../src/domain/personal-data';
import type { Database } from '../db/schema';
import type { TesolInformationTable } from '../db/schema-records';

const columns = {
  sex: 'sex',
  birthday: 'birthday',
  school: 'school',
  location: 'location',
  city: 'city',
  provice: 'province',
  internetSpeed: 'internet_speed',
  tutoringEquipment: 'tutoring_equipment',
  intServiceProvider: 'int_service_provider',
  netConnType: 'net_conn_type',
  selfIntrodction: 'self_introduction',
} as const satisfies Record<keyof ProfileForm, string>;

export interface ProfileRow {
  firstName: string;
  lastName: string;
  email: string;
  awaitApproval: boolean;
  form: ProfileForm;
}

export async function findProfile(db: Kysely<Database>, tutorId: number): Promise<ProfileRow | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('tutor_profiles', 'tutor_profiles.user_id', 'users.id')
    .select([
      'users.first_name',
      'users.last_name',
      'users.email',
      'tutor_profiles.await_approval',
      ...Object.values(columns).map((column) => `tutor_profiles.${column}` as const),
    ])
    .where('users.id', '=', tutorId)
    .executeTakeFirst();
  if (!row) return undefined;
  const form = Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, String(row[column] ?? '')])) as ProfileForm;
  return { firstName: row.first_name, lastName: row.last_name, email: row.email, awaitApproval: row.await_approval === 1, form };
}

export async function saveProfileForm(db: Kysely<Database>, tutorId: number, form: ProfileForm): Promise<void> {
  const values = Object.fromEntries(Object.entries(columns).map(([field, column]) => [column, form[field as keyof ProfileForm].trim()]));
  await db.updateTable('tutor_profiles').set(values).where('user_id', '=', tutorId).execute();
}

export async function setPersonalFlags(db: Kysely<Database>, tutorId: number, flags: { needImprove?: boolean; awaitApproval?: boolean }): Promise<void> {
  await db
    .updateTable('tutor_profiles')
    .set({
      ...(flags.needImprove !== undefined ? { is_need_improve_personal_info: flags.needImprove ? 1 : 0 } : {}),
      ...(flags.awaitApproval !== undefined ? { await_approval: flags.awaitApproval ? 1 : 0 } : {}),
    })
    .where('user_id', '=', tutorId)
    .execute();
}

export async function readSection<T>(db: Kysely<Database>, tutorId: number, section: string, fallback: T): Promise<T> {
  const row = await db.selectFrom('personal_data_sections').select('content').where('tutor_id', '=', tutorId).where('section', '=', section).executeTakeFirst();
  return row ? (JSON.parse(row.content) as T) : fallback;
}

/** Several sections of a tutor's personal data in one query, parsed; a missing one is absent from the map. */
export async function readSections(db: Kysely<Database>, tutorId: number, sections: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .selectFrom('personal_data_sections')
    .select(['section', 'content'])
    .where('tutor_id', '=', tutorId)
    .where('section', 'in', [...sections])
    .execute();
  return new Map(rows.map((row) => [row.section, JSON.parse(row.content) as unknown]));
}

export async function writeSection(db: Kysely<Database>, tutorId: number, section: string, content: unknown, at: string): Promise<void> {
  await db.deleteFrom('personal_data_sections').where('tutor_id', '=', tutorId).where('section', '=', section).execute();
  await db
    .insertInto('personal_data_sections')
    .values({ tutor_id: tutorId, section, content: JSON.stringify(content), updated_at: at })
    .execute();
}

export async function findReview(db: Kysely<Database>, tutorId: number) {
  return db.selectFrom('personal_data_reviews').selectAll().where('tutor_id', '=', tutorId).executeTakeFirst();
}

export async function saveReview(
  db: Kysely<Database>,
  row: { tutor_id: number; status: number; message: string; requested_at: string; reviewed_at: string | null },
): Promise<void> {
  await db.deleteFrom('personal_data_reviews').where('tutor_id', '=', row.tutor_id).execute();
  await db.insertInto('personal_data_reviews').values(row).execute();
}

/** The teaching place: country (location), province and city. */
export async function updateTeachLocation(db: Kysely<Database>, tutorId: number, place: { location: string; province: string; city: string }): Promise<void> {
  await db.updateTable('tutor_profiles').set(place).where('user_id', '=', tutorId).execute();
}

export async function updateTeachSchool(db: Kysely<Database>, tutorId: number, school: string): Promise<void> {
  await db.updateTable('tutor_profiles').set({ school }).where('user_id', '=', tutorId).execute();
}

// ---- TESOL (tesol_information, one row per tutor) ----------------------------------------------

/** The TESOL certificate's file and its review, as the certificates list shows them. */
export function findTesolState(db: Kysely<Database>, tutorId: number) {
  return db
    .selectFrom('tesol_information')
    .select(['certificate_file_ref', 'has_certificate', 'review_status'])
    .where('tutor_id', '=', tutorId)
    .executeTakeFirst();
}

export function findTesolReview(db: Kysely<Database>, tutorId: number) {
  return db.selectFrom('tesol_information').select(['review_status', 'review_reason']).where('tutor_id', '=', tutorId).executeTakeFirst();
}

/** Forgets the TESOL certificate (the file itself stays stored). */
export async function clearTesolCertificate(db: Kysely<Database>, tutorId: number): Promise<void> {
  await db.updateTable('tesol_information').set({ certificate_file_ref: null, has_certificate: 0 }).where('tutor_id', '=', tutorId).execute();
}

export async function deleteTesol(db: Kysely<Database>, tutorId: number): Promise<void> {
  await db.deleteFrom('tesol_information').where('tutor_id', '=', tutorId).execute();
}

export async function insertTesol(db: Kysely<Database>, row: Insertable<TesolInformationTable>): Promise<void> {
  await db.insertInto('tesol_information').values(row).execute();
}

export async function updateTesolReview(db: Kysely<Database>, tutorId: number, status: number, reason: string): Promise<void> {
  await db.updateTable('tesol_information').set({ review_status: status, review_reason: reason }).where('tutor_id', '=', tutorId).execute();
}
