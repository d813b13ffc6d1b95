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
}
