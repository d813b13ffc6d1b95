import type { Generated } from 'kysely';

/** Tables of the records area (issue 17: 0010-records and after) and the staff audit log. */
export interface RecordsTables {
  verification_codes: VerificationCodesTable;
  outbox_messages: OutboxMessagesTable;
  tutor_phones: TutorPhonesTable;
  phone_reminders: PhoneRemindersTable;
  tutor_leaves: TutorLeavesTable;
  contract_signatures: ContractSignaturesTable;
  contract_steps: ContractStepsTable;
  contract_drafts: ContractDraftsTable;
  contract_popout_answers: ContractPopoutAnswersTable;
  personal_data_sections: PersonalDataSectionsTable;
  personal_data_reviews: PersonalDataReviewsTable;
  tesol_information: TesolInformationTable;
  notification_preferences: NotificationPreferencesTable;
  audit_log: AuditLogTable;
}

/** Records (issue 17, 0010-records): codes are stored as SHA-256 hashes only. */
export interface VerificationCodesTable {
  id: Generated<number>;
  purpose: string;
  target: string;
  user_id: number | null;
  code_hash: string;
  requested_ip: Generated<string>;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  user_id: number | null;
  kind: string;
  subject: Generated<string>;
  body: string;
  status: string;
  error: string | null;
  created_at: string;
}

export interface TutorPhonesTable {
  user_id: number;
  country_code: string;
  phone: string;
  verified_at: string;
}

export interface PhoneRemindersTable {
  user_id: number;
  remind_after: string;
}

export interface TutorLeavesTable {
  id: Generated<number>;
  tutor_id: number;
  start_at: string;
  end_at: string;
  leave_type: number;
  reason: string;
  proof_file_ref: string | null;
  status: Generated<number>;
  review_reason: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: string | null;
  slots_closed: Generated<number>;
  classes_handed_over: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ContractSignaturesTable {
  id: Generated<number>;
  tutor_id: number;
  is_customized: number;
  contract_version: string;
  typed_name: string;
  verified_channel: string;
  verified_target: string;
  document_sha256: string;
  file_ref: string;
  signed_at: string;
  signed_ip: string;
}

export interface ContractStepsTable {
  id: Generated<number>;
  tutor_id: number;
  step: string;
  detail: Generated<string>;
  ip: string;
  signature_id: number | null;
  created_at: string;
}

export interface ContractDraftsTable {
  tutor_id: number;
  is_customized: number;
  typed_name: string;
  address: Generated<string>;
  agreed: number;
  updated_at: string;
}

export interface ContractPopoutAnswersTable {
  tutor_id: number;
  contract_version: string;
  agreed: number;
  answered_at: string;
}

export interface PersonalDataSectionsTable {
  tutor_id: number;
  section: string;
  content: string;
  updated_at: string;
}

export interface PersonalDataReviewsTable {
  tutor_id: number;
  status: number;
  message: Generated<string>;
  requested_at: string;
  reviewed_at: string | null;
}

export interface TesolInformationTable {
  tutor_id: number;
  first_name: string;
  middle_name: Generated<string>;
  last_name: string;
  birthday: string;
  id_number: string;
  has_certificate: number;
  certificate_file_ref: string | null;
  review_status: Generated<number>;
  review_reason: Generated<string>;
  submitted_at: string;
}

export interface NotificationPreferencesTable {
  tutor_id: number;
  kind: string;
  by_email: number;
  by_sms: number;
  updated_at: string;
}

/** Every staff change: who, what, when, before and after (JSON text). */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  action: string;
  subject_type: string;
  subject_id: string;
  /** The tutor the change concerns, when there is one (0027-staff-console): the console filters by it. */
  tutor_id: number | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}
