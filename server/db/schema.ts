import type { AiTables } from './schema-ai';
import type { ImTables } from './schema-im';
import type { RecordsTables } from './schema-records';
import type { WidgetsTables } from './schema-widgets';
import type { WidgetDialogsTables } from './schema-widget-dialogs';
import type { TeacherTasksTables } from './schema-teacher-tasks';
import type { ClassDetailTables } from './schema-class-detail';
import type { VoicesTables } from './schema-voices';
import type { ColumnType, Generated } from 'kysely';
import type { MoneyTables } from './schema-money';
import type { StaffTables } from './schema-staff';
import type { StaffSettingsTables } from './schema-staff-settings';
import type { GrowthTables } from './schema-growth';
import type { TrainingTables } from './schema-training';
import type { Records2Tables } from './schema-records2';
import type { SignInTables } from './schema-sign-in';
import type { FileTables } from './schema-files';
import type { ScheduleTables } from './schema-schedule';
import type { ClassTables } from './schema-classes';

// Area tables that moved to files of their own, still importable from here.
export type {
  CalendarFeedsTable,
  ClassEventsTable,
  ClassesTable,
  ClassroomJoinsTable,
  CourseLessonsTable,
  CoursesTable,
  CourseUnitsTable,
  SmallClassesTable,
  StudentCoursesTable,
  StudentsTable,
  TestClassroomsTable,
} from './schema-classes';
export type { LeaveTimeEffectsTable, ScheduleBusyLinksTable, ScheduleSlotsTable, ScheduleWeekPlotsTable, SelfCancellationsTable } from './schema-schedule';
export type {
  AccessTokensTable,
  AutoLoginCodesTable,
  CredentialsTable,
  LoginFailuresTable,
  LoginSignsTable,
  OidcKeysTable,
  OidcPayloadsTable,
} from './schema-sign-in';
export type { StoredFilesTable, UploadChunksTable, UploadSessionsTable, UploadSessionState } from './schema-files';
export type { ImCallsTable, ImConversationsTable, ImMembersTable, ImMessagesTable, ImProfilesTable } from './schema-im';
export type {
  AuditLogTable,
  ContractDraftsTable,
  ContractPopoutAnswersTable,
  ContractSignaturesTable,
  ContractStepsTable,
  NotificationPreferencesTable,
  OutboxMessagesTable,
  PersonalDataReviewsTable,
  PersonalDataSectionsTable,
  PhoneRemindersTable,
  TesolInformationTable,
  TutorLeavesTable,
  TutorPhonesTable,
  VerificationCodesTable,
} from './schema-records';

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
  /** When and why staff disabled the account (0036-staff-office). */
  disabled_at: ColumnType<string | null, string | null | undefined, string | null>;
  disabled_reason: Generated<string>;
}

export interface UserRolesTable {
  user_id: number;
  role: string;
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
  /** IANA zone the tutor reads times in; empty: the provider's. */
  display_time_zone: Generated<string>;
  /** 1: on the short-notice class-request duty (IsDidiDutyTutor, 0011-class-table). */
  is_didi_duty_tutor: Generated<number>;
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
  /** Only this tutor group's tutors see the entry; null: every tutor (0043). */
  tutor_group: string | null;
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

/** One entry of the ledger: append-only, amount in hundredths (src/domain/ledger.ts). */
export interface LedgerEntriesTable {
  id: Generated<number>;
  tutor_id: number;
  account: string;
  amount: number;
  rule: string;
  source_type: string;
  source_id: string;
  source_key: string;
  counts_at: string;
  created_at: string;
  reverses_id: number | null;
  note: Generated<string>;
  created_by: number | null;
}

/** The cached ledger figures of the person panel (0016-ledger-figures); see ledger-figures.repository. */
export interface LedgerFiguresTable {
  tutor_id: number;
  version: Generated<number>;
  fresh: Generated<number>;
  month_from: Generated<string>;
  month_to: Generated<string>;
  total_flowers: Generated<string | number>;
  total_points: Generated<string | number>;
  total_growth: Generated<string | number>;
  month_points: Generated<string | number>;
  month_completed: Generated<number>;
  month_good: Generated<number>;
  month_absences: Generated<number>;
  month_bad: Generated<number>;
  month_cancellations: Generated<number>;
  month_other: Generated<string | number>;
}

export interface Database
  extends
    AiTables,
    MoneyTables,
    ClassDetailTables,
    GrowthTables,
    TrainingTables,
    VoicesTables,
    Records2Tables,
    WidgetsTables,
    WidgetDialogsTables,
    StaffTables,
    StaffSettingsTables,
    TeacherTasksTables,
    ImTables,
    RecordsTables,
    SignInTables,
    FileTables,
    ScheduleTables,
    ClassTables {
  users: UsersTable;
  user_roles: UserRolesTable;
  tutor_profiles: TutorProfilesTable;
  system_settings: SystemSettingsTable;
  menu_items: MenuItemsTable;
  clock_in_records: ClockInRecordsTable;
  bulletins: BulletinsTable;
  tutor_contracts: TutorContractsTable;
  feedback_notices: FeedbackNoticesTable;
  home_banners: HomeBannersTable;
  client_download_logs: ClientDownloadLogsTable;
  model_click_logs: ModelClickLogsTable;
  guided_tour_completions: GuidedTourCompletionsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_figures: LedgerFiguresTable;
  messages: MessagesTable;
  attendance_confirmations: AttendanceConfirmationsTable;
  class_requests: ClassRequestsTable;
  class_request_points: ClassRequestPointsTable;
  job_leases: JobLeasesTable;
  flower_exchange_counters: FlowerExchangeCountersTable;
}

/** Which process runs a periodic job's rounds, until when (0008-job-leases). */
export interface JobLeasesTable {
  job_name: string;
  holder: string;
  expires_at: string;
  last_run_at: string | null;
}

/** The per-tutor row every flower exchange locks first (0015-money). */
export interface FlowerExchangeCountersTable {
  tutor_id: number;
  exchanges: number;
  updated_at: string;
}
