import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/**
 * The tutor's own records (issue 17): verification codes (hashed), the outbox of e-mail and SMS,
 * the tutor's phone, leave requests, contract signatures with their audit steps, the contract
 * pop-out answer, personal data sections and TESOL information, notification preferences, and
 * the staff audit log (created here unless another area made it first).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('verification_codes'))
    // e.g. password-reset, change-email, phone, contract-email, retrieve-email
    .addColumn('purpose', 'text', (c) => c.notNull())
    // The e-mail or phone (normalised) the code was sent to.
    .addColumn('target', 'text', (c) => c.notNull())
    // Null when nobody owns the target: the request is still recorded so answers look the same.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('requested_ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('verification_codes_target').on('verification_codes').columns(['purpose', 'target', 'created_at']).execute();
  await db.schema.createIndex('verification_codes_ip').on('verification_codes').columns(['requested_ip', 'created_at']).execute();

  await withIdColumn(db, db.schema.createTable('outbox_messages'))
    .addColumn('channel', 'text', (c) => c.notNull()) // email | sms
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    // held (development: kept here only), sent, failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_messages_created').on('outbox_messages').columns(['created_at']).execute();
  await db.schema.createIndex('outbox_messages_recipient').on('outbox_messages').columns(['recipient', 'created_at']).execute();

  await db.schema
    .createTable('tutor_phones')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('phone_reminders')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('remind_after', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('tutor_leaves'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('leave_type', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('proof_file_ref', 'text')
    // 0 pending, 1 approved, 2 refused, 3 undone
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'text')
    .addColumn('slots_closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('classes_handed_over', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tutor_leaves_tutor').on('tutor_leaves').columns(['tutor_id', 'created_at']).execute();
  await db.schema.createIndex('tutor_leaves_status').on('tutor_leaves').columns(['status', 'created_at']).execute();

  // Append-only: a signature is never updated; its audit status lives in tutor_contracts.
  await withIdColumn(db, db.schema.createTable('contract_signatures'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_customized', 'integer', (c) => c.notNull())
    .addColumn('contract_version', 'text', (c) => c.notNull())
    .addColumn('typed_name', 'text', (c) => c.notNull())
    .addColumn('verified_channel', 'text', (c) => c.notNull()) // phone | email
    .addColumn('verified_target', 'text', (c) => c.notNull())
    .addColumn('document_sha256', 'text', (c) => c.notNull())
    .addColumn('file_ref', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'text', (c) => c.notNull())
    .addColumn('signed_ip', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contract_signatures_tutor').on('contract_signatures').columns(['tutor_id', 'signed_at']).execute();

  // Every step of signing with its time and address; the signature's PDF audit page lists them.
  await withIdColumn(db, db.schema.createTable('contract_steps'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('signature_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contract_steps_tutor').on('contract_steps').columns(['tutor_id', 'signature_id', 'created_at']).execute();

  // The filled-in contract form before it is signed (SaveContractInfo).
  await db.schema
    .createTable('contract_drafts')
    .addColumn('tutor_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('is_customized', 'integer', (c) => c.notNull())
    .addColumn('typed_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('agreed', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contract_popout_answers')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('contract_version', 'text', (c) => c.notNull())
    .addColumn('agreed', 'integer', (c) => c.notNull())
    .addColumn('answered_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('contract_popout_answers_pk', ['tutor_id', 'contract_version'])
    .execute();

  // Personal data: each section a JSON document, with the files it refers to in stored_files.
  await db.schema
    .createTable('personal_data_sections')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('personal_data_sections_pk', ['tutor_id', 'section'])
    .execute();
  await db.schema
    .createTable('personal_data_reviews')
    .addColumn('tutor_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // 0 awaiting approval, 1 verified, 2 needs changes
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .execute();

  await db.schema
    .createTable('tesol_information')
    .addColumn('tutor_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('middle_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('birthday', 'text', (c) => c.notNull())
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('has_certificate', 'integer', (c) => c.notNull())
    .addColumn('certificate_file_ref', 'text')
    // 0 under review, 1 accepted, 2 refused
    .addColumn('review_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('by_email', 'integer', (c) => c.notNull())
    .addColumn('by_sms', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['tutor_id', 'kind'])
    .execute();

  await withIdColumn(db, db.schema.createTable('audit_log').ifNotExists())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_subject').ifNotExists().on('audit_log').columns(['subject_type', 'subject_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'notification_preferences',
    'tesol_information',
    'personal_data_reviews',
    'personal_data_sections',
    'contract_popout_answers',
    'contract_drafts',
    'contract_steps',
    'contract_signatures',
    'tutor_leaves',
    'phone_reminders',
    'tutor_phones',
    'outbox_messages',
    'verification_codes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
