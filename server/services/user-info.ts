import type { Kysely, Selectable } from 'kysely';
import type { UserState } from '../../src/domain/user';
import type { Database, TutorProfilesTable, UsersTable } from '../db/schema';
import type { Clock } from './clock';
import { hasUnreadFeedbackNotice } from './tutor-status';

/** The default avatar shown when a tutor has none. */
export const DEFAULT_AVATAR = '/images/default-avatar.svg';

/** The signed-in user's state (shell.md §3), built from the user, profile, roles and this month's scores. */
export async function loadUserState(db: Kysely<Database>, clock: Clock, userId: number): Promise<UserState | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const profile = await db.selectFrom('tutor_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
  const month = clock.now().toISOString().slice(0, 7);
  const score = await db
    .selectFrom('tutor_monthly_scores')
    .selectAll()
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .executeTakeFirst();
  const totals = await db
    .selectFrom('tutor_monthly_scores')
    .select((eb) => [eb.fn.sum<number>('flowers').as('flowers'), eb.fn.sum<number>('teaching_points').as('points')])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const feedBackMsg = await hasUnreadFeedbackNotice(db, userId);
  return toUserState(user, profile, roles.map((r) => r.role), {
    month,
    monthScore: score?.month_score ?? 0,
    flowers: Number(totals?.flowers ?? 0),
    teachingPoints: Number(totals?.points ?? 0),
    completion: score?.completion ?? 0,
    goodRating: score?.good_rating ?? 0,
    absences: score?.absences ?? 0,
    badRating: score?.bad_rating ?? 0,
    cancellation: score?.cancellation ?? 0,
    other: score?.other ?? 0,
  }, feedBackMsg);
}

interface ScoreSummary {
  month: string;
  monthScore: number;
  flowers: number;
  teachingPoints: number;
  completion: number;
  goodRating: number;
  absences: number;
  badRating: number;
  cancellation: number;
  other: number;
}

function toUserState(
  user: Selectable<UsersTable>,
  profile: Selectable<TutorProfilesTable> | undefined,
  roles: string[],
  score: ScoreSummary,
  feedBackMsg: boolean,
): UserState {
  const flag = (value: number | undefined) => value === 1;
  const p = profile;
  return {
    tuid: user.id,
    account: user.account,
    avatar: user.avatar,
    defaultAvatar: DEFAULT_AVATAR,
    firstName: user.first_name,
    lastName: user.last_name,
    fullName: `${user.first_name} ${user.last_name}`.trim(),
    sex: p?.sex ?? '',
    birthday: p?.birthday ?? '',
    email: user.email,
    excellentType: p?.excellent_type ?? 0,
    school: p?.school ?? '',
    location: p?.location ?? '',
    city: p?.city ?? '',
    provice: p?.province ?? '',
    internetSpeed: p?.internet_speed ?? '',
    tutoringEquipment: p?.tutoring_equipment ?? '',
    intServiceProvider: p?.int_service_provider ?? '',
    netConnType: p?.net_conn_type ?? '',
    selfIntrodction: p?.self_introduction ?? '',
    integralLevel: p?.integral_level ?? 'D1',
    flowers: score.flowers,
    scoreMonth: score.month,
    scoreOfTheMonth: score.monthScore,
    teachingPoints: Math.round(score.teachingPoints * 100) / 100,
    growthSystemScore: p?.growth_system_score ?? 0,
    completion: score.completion,
    goodRating: score.goodRating,
    absences: score.absences,
    badRating: score.badRating,
    cancellation: score.cancellation,
    other: score.other,
    tutorGroup: p?.tutor_group ?? '',
    roles,
    openSelfSchedule: flag(p?.open_self_schedule),
    openSelfCancel: flag(p?.open_self_cancel),
    disableComment: flag(p?.disable_comment),
    transformPeriodCount: p?.transform_period_count ?? 0,
    limitRefferal: flag(p?.limit_referral),
    limitCheck: { selfSchedulesEnable: flag(p?.self_schedules_enable) },
    isCustomized: flag(p?.is_customized),
    isShowAppFloatingIcon: flag(p?.is_show_app_floating_icon),
    awaitApproval: flag(p?.await_approval),
    isFranchiseeUser: flag(p?.is_franchisee_user),
    isInternationalOrCustom: flag(p?.is_international_or_custom),
    isPassedTL: flag(p?.is_passed_tl),
    isTuEyeProtectionMode: p?.eye_protection_mode === 1 ? 1 : 0,
    isGrowthSystemTestGroup: flag(p?.is_growth_system_test_group),
    isFirstGrowthSystemLogin: flag(p?.is_first_growth_system_login),
    sidebarMenuMini: flag(p?.sidebar_menu_mini),
    feedBackMsg,
    isFirstLogin: flag(p?.is_first_login),
    isNeedRedirectDegree: flag(p?.is_need_redirect_degree),
    isNeedUpdatePhone: flag(p?.is_need_update_phone),
    isNeedToImprovePersonalInformation: flag(p?.is_need_improve_personal_info),
    isShowDTLearning: flag(p?.is_show_dt_learning),
  };
}
