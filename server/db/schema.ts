import type { Generated } from 'kysely';

/**
 * Table types. Times are ISO-8601 UTC text and flags are 0/1 integers in both SQLite and
 * PostgreSQL, so queries and rows read the same on either. Areas add their tables here.
 */
export interface UsersTable {
  id: Generated<number>;
  account: string;
  first_name: string;
  last_name: string;
  email: string;
  avatar: string;
  disabled: number;
  created_at: string;
}

export interface CredentialsTable {
  user_id: number;
  password_hash: string;
  updated_at: string;
}

export interface UserRolesTable {
  user_id: number;
  role: string;
}

export interface AccessTokensTable {
  token_hash: string;
  user_id: number;
  kind: string;
  issued_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Every column but user_id has a default, so inserts name only what differs. */
export interface TutorProfilesTable {
  user_id: number;
  sex: Generated<string>;
  birthday: Generated<string>;
  excellent_type: Generated<number>;
  school: Generated<string>;
  location: Generated<string>;
  city: Generated<string>;
  province: Generated<string>;
  internet_speed: Generated<string>;
  tutoring_equipment: Generated<string>;
  int_service_provider: Generated<string>;
  net_conn_type: Generated<string>;
  self_introduction: Generated<string>;
  integral_level: Generated<string>;
  growth_system_score: Generated<number>;
  transform_period_count: Generated<number>;
  tutor_group: Generated<string>;
  entry_key: Generated<string>;
  open_self_schedule: Generated<number>;
  open_self_cancel: Generated<number>;
  self_schedules_enable: Generated<number>;
  disable_comment: Generated<number>;
  limit_referral: Generated<number>;
  is_customized: Generated<number>;
  is_show_app_floating_icon: Generated<number>;
  await_approval: Generated<number>;
  is_franchisee_user: Generated<number>;
  is_international_or_custom: Generated<number>;
  is_passed_tl: Generated<number>;
  eye_protection_mode: Generated<number>;
  is_growth_system_test_group: Generated<number>;
  is_first_growth_system_login: Generated<number>;
  sidebar_menu_mini: Generated<number>;
  is_first_login: Generated<number>;
  is_need_redirect_degree: Generated<number>;
  is_need_update_phone: Generated<number>;
  is_need_improve_personal_info: Generated<number>;
  is_show_dt_learning: Generated<number>;
}

export interface TutorMonthlyScoresTable {
  user_id: number;
  /** YYYY-MM */
  month: string;
  flowers: number;
  month_score: number;
  teaching_points: number;
  completion: number;
  good_rating: number;
  absences: number;
  bad_rating: number;
  cancellation: number;
  other: number;
}

export interface SystemSettingsTable {
  key: string;
  /** JSON text. */
  value: string;
}

export interface MenuItemsTable {
  id: Generated<number>;
  name: string;
  route_name: string;
  type: number;
  is_show: number;
  filter_name: string;
  host_key: string;
  icon: string;
  sort_order: number;
}

export interface ClockInRecordsTable {
  user_id: number;
  /** YYYY-MM-DD in the provider's time zone. */
  work_date: string;
  clocked_in_at: string;
  status: number;
}

export interface BulletinsTable {
  id: Generated<number>;
  title: string;
  content: string;
  published_at: string;
  expires_at: string | null;
}

export interface LoginFailuresTable {
  scope_key: string;
  failures: number;
  first_failure_at: string;
  locked_until: string | null;
}

/** A class between a tutor and a student (created in 0002-messages; other areas extend it). */
export interface ClassesTable {
  id: Generated<number>;
  tutor_id: number;
  student_name: Generated<string>;
  start_at: string;
  end_at: string;
  /** booked, finished, cancelled */
  status: Generated<string>;
  lesson_fee_php: Generated<number>;
  /** Index into the class tool enumeration (teaching.md §3). */
  class_tool: Generated<number>;
  /** Added in 0004-shell for the dashboard. */
  student_level: Generated<string>;
  course_name: Generated<string>;
}

/** A message to one tutor; `kind` and `category` come from src/domain/message-kinds.ts. */
export interface MessagesTable {
  id: Generated<number>;
  tutor_id: number;
  kind: string;
  category: number;
  title: string;
  content: Generated<string>;
  /** System messages with remind 1 pop up until marked read. */
  remind: Generated<number>;
  reminder_type: string | null;
  /** JSON object of reminder fields. */
  reminder_fields: string | null;
  /** Class notices: 0 pending, 1 accepted, 2 refused. */
  notice_status: Generated<number>;
  refuse_reason: string | null;
  answered_at: string | null;
  read_at: string | null;
  created_at: string;
  /** The staff member who sent it, when one did. */
  sent_by: number | null;
}

export interface AttendanceConfirmationsTable {
  id: Generated<number>;
  tutor_id: number;
  class_id: number;
  message_id: number | null;
  class_time: string;
  class_count: Generated<number>;
  /** 0 pending, 1 confirmed, 2 declined, 3 cancelled by the deadline job. */
  status: Generated<number>;
  cancel_reason: number | null;
  cancel_remark: string | null;
  attachment: string | null;
  penalty_tier: string | null;
  penalty_php: Generated<number>;
  points_deducted: Generated<number>;
  created_at: string;
  answered_at: string | null;
}

export interface ClassRequestsTable {
  id: Generated<number>;
  tutor_id: number;
  message_id: number | null;
  class_id: number;
  dialog: string;
  is_pop_up_point: Generated<number>;
  read_at: string | null;
  created_at: string;
}

export interface ClassRequestPointsTable {
  id: Generated<number>;
  tutor_id: number;
  request_id: number | null;
  class_id: number;
  /** 2 popped up, 3 grab, 4 closed. */
  point_type: number;
  created_at: string;
}

/** The tutor's contract audit status (-1 not signed, 0 auditing, 1 passed, 2 failed); no row: not signed. */
export interface TutorContractsTable {
  user_id: number;
  audit_status: number;
  updated_at: string;
}

/** A feedback message for the tutor (a reply to their feedback) not read yet: the sidebar's dot. */
export interface FeedbackNoticesTable {
  id: Generated<number>;
  user_id: number;
  feedback_id: number | null;
  created_at: string;
  read_at: string | null;
}

export interface HomeBannersTable {
  id: Generated<number>;
  title: string;
  subtitle: Generated<string>;
  image_url: Generated<string>;
  link_url: Generated<string>;
  starts_at: string;
  ends_at: string | null;
  sort_order: Generated<number>;
}

export interface ClientDownloadLogsTable {
  id: Generated<number>;
  user_id: number | null;
  source_type: number;
  client_type: number;
  client_info: Generated<string>;
  created_at: string;
}

export interface ModelClickLogsTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  clicked_at: string;
}

export interface GuidedTourCompletionsTable {
  user_id: number;
  completed_at: string;
}

/** A file a user uploaded, stored under a server-chosen key. */
export interface StoredFilesTable {
  id: Generated<number>;
  /** The public reference: random, unguessable, what forms keep. */
  file_ref: string;
  owner_id: number;
  module_name: string;
  /** The name the client gave, for display and downloads only. */
  original_name: string;
  storage_key: string;
  /** Decided from the bytes, never from the client. */
  content_type: string;
  size: number;
  sha256: string;
  created_at: string;
}

export type UploadSessionState = 'receiving' | 'merging' | 'merged';

/** A chunked upload in progress (or merged, until the cleanup job forgets it). */
export interface UploadSessionsTable {
  id: Generated<number>;
  file_code: string;
  owner_id: number;
  module_name: string;
  file_name: string;
  chunk_count: Generated<number>;
  received_bytes: Generated<number>;
  state: UploadSessionState;
  /** Where this session's chunks are in the file store. */
  storage_prefix: string;
  stored_file_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface UploadChunksTable {
  session_id: number;
  /** 1-based, as the client numbers them. */
  chunk_index: number;
  size: number;
  received_at: string;
}

/** One stored oidc-provider model instance; `payload` is its JSON. */
export interface OidcPayloadsTable {
  kind: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: string | null;
  consumed_at: string | null;
}

/** Key material of the OpenID Connect provider (signing JWK, cookie keys), JSON text. */
export interface OidcKeysTable {
  id: string;
  material: string;
  created_at: string;
}

export interface AutoLoginCodesTable {
  code_hash: string;
  user_id: number;
  /** 'email' (issued by staff) or 'desktop' (requested by the signed-in tutor). */
  purpose: string;
  issued_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LoginSignsTable {
  sign_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface Database {
  users: UsersTable;
  credentials: CredentialsTable;
  user_roles: UserRolesTable;
  access_tokens: AccessTokensTable;
  tutor_profiles: TutorProfilesTable;
  tutor_monthly_scores: TutorMonthlyScoresTable;
  system_settings: SystemSettingsTable;
  menu_items: MenuItemsTable;
  clock_in_records: ClockInRecordsTable;
  bulletins: BulletinsTable;
  login_failures: LoginFailuresTable;
  oidc_payloads: OidcPayloadsTable;
  oidc_keys: OidcKeysTable;
  auto_login_codes: AutoLoginCodesTable;
  login_signs: LoginSignsTable;
  tutor_contracts: TutorContractsTable;
  feedback_notices: FeedbackNoticesTable;
  home_banners: HomeBannersTable;
  client_download_logs: ClientDownloadLogsTable;
  model_click_logs: ModelClickLogsTable;
  guided_tour_completions: GuidedTourCompletionsTable;
  classes: ClassesTable;
  messages: MessagesTable;
  attendance_confirmations: AttendanceConfirmationsTable;
  class_requests: ClassRequestsTable;
  class_request_points: ClassRequestPointsTable;
  stored_files: StoredFilesTable;
  upload_sessions: UploadSessionsTable;
  upload_chunks: UploadChunksTable;
}
