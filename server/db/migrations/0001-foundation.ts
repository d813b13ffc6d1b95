import type { Kysely } from 'kysely';
import { withIdColumn } from './migration-helpers';

/** Users, credentials, tokens, roles, tutor profiles, scores, settings, menu, clock-in, bulletins. */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('users'))
    .addColumn('account', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('credentials')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('password'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('access_tokens_user').on('access_tokens').column('user_id').execute();

  await db.schema
    .createTable('tutor_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('sex', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('birthday', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('excellent_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('school', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('province', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('internet_speed', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tutoring_equipment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('int_service_provider', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('net_conn_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('self_introduction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('integral_level', 'text', (c) => c.notNull().defaultTo('D1'))
    .addColumn('growth_system_score', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('transform_period_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tutor_group', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('entry_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('open_self_schedule', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('open_self_cancel', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('self_schedules_enable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('disable_comment', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('limit_referral', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_customized', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_show_app_floating_icon', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('await_approval', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_franchisee_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_international_or_custom', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_passed_tl', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('eye_protection_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_growth_system_test_group', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_first_growth_system_login', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sidebar_menu_mini', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_first_login', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_need_redirect_degree', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_need_update_phone', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_need_improve_personal_info', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_show_dt_learning', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('tutor_monthly_scores')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('flowers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('month_score', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('teaching_points', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('completion', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('good_rating', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('absences', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bad_rating', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancellation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('other', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('tutor_monthly_scores_pk', ['user_id', 'month'])
    .execute();

  await db.schema
    .createTable('system_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('menu_items'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('route_name', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('filter_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('host_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('clock_in_records')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('work_date', 'text', (c) => c.notNull())
    .addColumn('clocked_in_at', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('clock_in_records_pk', ['user_id', 'work_date'])
    .execute();

  await withIdColumn(db, db.schema.createTable('bulletins'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('scope_key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failure_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'login_failures',
    'bulletins',
    'clock_in_records',
    'menu_items',
    'system_settings',
    'tutor_monthly_scores',
    'tutor_profiles',
    'access_tokens',
    'user_roles',
    'credentials',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
