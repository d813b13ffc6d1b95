import { Type } from '@sinclair/typebox';

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 100, description: 'Trimmed before use.' }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

const text = Type.String();
const flag = Type.Boolean();
const count = Type.Number();

/** The user state of shell.md §3 (token fields excepted: the client keeps those). */
export const UserStateSchema = Type.Object({
  tuid: Type.Integer(),
  account: text,
  avatar: text,
  defaultAvatar: text,
  firstName: text,
  lastName: text,
  fullName: text,
  sex: text,
  birthday: text,
  email: text,
  excellentType: Type.Integer(),
  school: text,
  location: text,
  city: text,
  provice: text,
  internetSpeed: text,
  tutoringEquipment: text,
  intServiceProvider: text,
  netConnType: text,
  selfIntrodction: text,
  integralLevel: text,
  flowers: count,
  scoreMonth: text,
  scoreOfTheMonth: count,
  teachingPoints: count,
  growthSystemScore: count,
  completion: count,
  goodRating: count,
  absences: count,
  badRating: count,
  cancellation: count,
  other: count,
  tutorGroup: text,
  roles: Type.Array(text),
  openSelfSchedule: flag,
  openSelfCancel: flag,
  disableComment: flag,
  transformPeriodCount: Type.Integer(),
  limitRefferal: flag,
  limitCheck: Type.Object({ selfSchedulesEnable: flag }),
  isCustomized: flag,
  isShowAppFloatingIcon: flag,
  awaitApproval: flag,
  isFranchiseeUser: flag,
  isInternationalOrCustom: flag,
  isPassedTL: flag,
  isTuEyeProtectionMode: Type.Union([Type.Literal(0), Type.Literal(1)]),
  isGrowthSystemTestGroup: flag,
  isFirstGrowthSystemLogin: flag,
  sidebarMenuMini: flag,
  feedBackMsg: flag,
  isFirstLogin: flag,
  isNeedRedirectDegree: flag,
  isNeedUpdatePhone: flag,
  isNeedToImprovePersonalInformation: flag,
  isShowDTLearning: flag,
});

export const UserMoreInfoQuery = Type.Object({ version: Type.Optional(Type.String({ maxLength: 10 })) });

/** GET /api/account/UserMoreInfo */
export const UserMoreInfoSchema = Type.Object({
  tuid: Type.Integer(),
  entryKey: text,
  joinDate: text,
  tutorGroup: text,
  trialLevelCount: Type.Integer(),
  hasContract: flag,
  version: text,
});
