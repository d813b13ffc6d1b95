import type { TutorInfo } from './tutor-info';

/** The signed-in user as the client keeps it (shell.md §3 "User state"). */
export interface UserState {
  tuid: number;
  account: string;
  avatar: string;
  defaultAvatar: string;
  firstName: string;
  lastName: string;
  fullName: string;
  sex: string;
  birthday: string;
  email: string;
  excellentType: number;
  school: string;
  location: string;
  city: string;
  provice: string;
  internetSpeed: string;
  tutoringEquipment: string;
  intServiceProvider: string;
  netConnType: string;
  selfIntrodction: string;
  integralLevel: string;
  flowers: number;
  scoreMonth: string;
  scoreOfTheMonth: number;
  teachingPoints: number;
  growthSystemScore: number;
  completion: number;
  goodRating: number;
  absences: number;
  badRating: number;
  cancellation: number;
  other: number;
  tutorGroup: string;
  roles: string[];
  openSelfSchedule: boolean;
  openSelfCancel: boolean;
  disableComment: boolean;
  transformPeriodCount: number;
  limitRefferal: boolean;
  limitCheck: { selfSchedulesEnable: boolean };
  isCustomized: boolean;
  isShowAppFloatingIcon: boolean;
  awaitApproval: boolean;
  isFranchiseeUser: boolean;
  isInternationalOrCustom: boolean;
  isPassedTL: boolean;
  isTuEyeProtectionMode: 0 | 1;
  isGrowthSystemTestGroup: boolean;
  isFirstGrowthSystemLogin: boolean;
  sidebarMenuMini: boolean;
  feedBackMsg: boolean;
  isFirstLogin: boolean;
  isNeedRedirectDegree: boolean;
  isNeedUpdatePhone: boolean;
  isNeedToImprovePersonalInformation: boolean;
  isShowDTLearning: boolean;
  /** From the guard's follow-up loads (issue 14): the growth level's honour title, milestone steps reached, the pet's name once adopted. */
  growthHonour?: string;
  milestonesReached?: number;
  petName?: string;
  /** From the entry-key follow-up load (issue 18): the training platforms' key. */
  entryKey?: string;
  /** From the tutor-info and subject-type follow-up loads (issue 18; src/domain/tutor-info.ts). */
  tutorInfo?: TutorInfo;
  subjectType?: number;
}

/** Default integral level for a new tutor (shell.md §9). */
export const DEFAULT_INTEGRAL_LEVEL = 'D1';
