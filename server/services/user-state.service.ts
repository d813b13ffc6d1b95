import type { UserStateAnswer } from '../../src/domain/user';
import { findUserStateRows, type UserStateRow } from '../repositories/user-state.repository';
import { currentScoreMonth, ledgerFiguresOf, monthRange, type ScoreDeps, type ScoreFigures } from './tutor-scores.service';

/** The default avatar shown when a tutor has none. */
export const DEFAULT_AVATAR = '/images/default-avatar.svg';

/**
 * The signed-in user's state (shell.md §3) from one query (user, profile, the cached ledger
 * figures, the feedback dot) and the roles the token lookup already read; two more only when the
 * ledger moved since the figures were cached.
 */
export async function loadUserState(deps: ScoreDeps, user: { userId: number; roles: readonly string[] }): Promise<UserStateAnswer | null> {
  const month = currentScoreMonth(deps);
  const [row] = await findUserStateRows(deps.db, { userId: user.userId });
  if (!row) return null;
  const figures = await ledgerFiguresOf(deps, user.userId, monthRange(month), row);
  return toUserState(row, figures, [...user.roles], month.key);
}

function toUserState(row: UserStateRow, figures: ScoreFigures, roles: string[], month: string): UserStateAnswer {
  // Profile and ledger columns are null when the tutor has no profile or no ledger entries.
  const flag = (value: number | null) => Number(value) === 1;
  const p = row;
  const user = row;
  const score = { month, ...figures };
  return {
    tuid: user.id,
    account: user.account,
    avatar: user.avatar,
    defaultAvatar: DEFAULT_AVATAR,
    firstName: user.first_name,
    lastName: user.last_name,
    fullName: `${user.first_name} ${user.last_name}`.trim(),
    sex: p.sex ?? '',
    birthday: p.birthday ?? '',
    email: user.email,
    excellentType: p.excellent_type ?? 0,
    school: p.school ?? '',
    location: p.location ?? '',
    city: p.city ?? '',
    provice: p.province ?? '',
    internetSpeed: p.internet_speed ?? '',
    tutoringEquipment: p.tutoring_equipment ?? '',
    intServiceProvider: p.int_service_provider ?? '',
    netConnType: p.net_conn_type ?? '',
    selfIntrodction: p.self_introduction ?? '',
    integralLevel: p.integral_level ?? 'D1',
    flowers: score.flowers,
    scoreMonth: score.month,
    scoreOfTheMonth: score.monthScore,
    teachingPoints: Math.round(score.teachingPoints * 100) / 100,
    // The growth centre's score: the ledger's growth values over all time (issue 14).
    growthSystemScore: Math.round(figures.growth * 100) / 100,
    completion: score.completion,
    goodRating: score.goodRating,
    absences: score.absences,
    badRating: score.badRating,
    cancellation: score.cancellation,
    other: score.other,
    tutorGroup: p.tutor_group ?? '',
    roles,
    openSelfSchedule: flag(p.open_self_schedule),
    openSelfCancel: flag(p.open_self_cancel),
    disableComment: flag(p.disable_comment),
    transformPeriodCount: p.transform_period_count ?? 0,
    limitRefferal: flag(p.limit_referral),
    limitCheck: { selfSchedulesEnable: flag(p.self_schedules_enable) },
    isCustomized: flag(p.is_customized),
    isShowAppFloatingIcon: flag(p.is_show_app_floating_icon),
    awaitApproval: flag(p.await_approval),
    isFranchiseeUser: flag(p.is_franchisee_user),
    isInternationalOrCustom: flag(p.is_international_or_custom),
    isPassedTL: flag(p.is_passed_tl),
    isTuEyeProtectionMode: Number(p.eye_protection_mode) === 1 ? 1 : 0,
    isGrowthSystemTestGroup: flag(p.is_growth_system_test_group),
    isFirstGrowthSystemLogin: flag(p.is_first_growth_system_login),
    sidebarMenuMini: flag(p.sidebar_menu_mini),
    feedBackMsg: Boolean(Number(row.has_unread_feedback)),
    isFirstLogin: flag(p.is_first_login),
    isNeedRedirectDegree: flag(p.is_need_redirect_degree),
    isNeedUpdatePhone: flag(p.is_need_update_phone),
    isNeedToImprovePersonalInformation: flag(p.is_need_improve_personal_info),
    isShowDTLearning: flag(p.is_show_dt_learning),
  };
}
