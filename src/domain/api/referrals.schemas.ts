import { Type, type TSchema } from '@sinclair/typebox';
import { REFERRAL_DETAIL_PAGE_SIZE, REFERRAL_PAGE_SIZE, ReferralVersion } from '../referrals';

const paged = <T extends TSchema>(item: T) => Type.Object({ Total: Type.Integer(), Items: Type.Array(item) });
const text = Type.Optional(Type.String({ maxLength: 200 }));
const DateText = Type.String({ minLength: 10, maxLength: 40 });

// ---- The link, the application, the list and the track ------------------------------------------
export const ReferralLinkSchema = Type.Object({ ReferralUrl: Type.String() });

export const TutorApplyBody = Type.Object({
  FirstName: text,
  LastName: text,
  Email: text,
  SkyID: text,
  MobileNumber: text,
  Country: text,
  TutorSource: Type.Optional(Type.Integer()),
});
export const AppliedSchema = Type.Object({ ApplyId: Type.Integer() });

export const ReferralsPageBody = Type.Object({
  pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: REFERRAL_PAGE_SIZE }),
});
export const ReferralRecordSchema = Type.Object({
  ApplyId: Type.Integer(),
  Name: Type.String(),
  Email: Type.String(),
  Country: Type.String(),
  Step: Type.String(),
  AppliedAt: Type.String(),
});
export const ReferralPageSchema = paged(ReferralRecordSchema);

export const ApplyIdQuery = Type.Object({ applyId: Type.Integer({ minimum: 1 }) });
export const TrackStepSchema = Type.Object({ Step: Type.String(), At: Type.String() });
export const TrackSchema = Type.Array(TrackStepSchema);

export const AdvanceApplicationBody = Type.Object({
  ApplyId: Type.Integer({ minimum: 1 }),
  Step: Type.String({ maxLength: 40 }),
  AccountId: Type.Optional(Type.Integer({ minimum: 1 })),
});

// ---- The referral pages' reads ---------------------------------------------------------------------
export const ReferralVersionSchema = Type.Object({
  Version: Type.Unsafe<ReferralVersion>({
    type: 'integer',
    enum: Object.values(ReferralVersion),
    description: '2 the Referrals/* V2 calls, 1 TeachReferrals and TrackLog.',
  }),
});

export const ReferralPeriodQuery = Type.Object({ beginDate: DateText, endDate: DateText });
export const ReferralSummarySchema = Type.Object({
  BeginDate: Type.String(),
  EndDate: Type.String(),
  Referred: Type.Integer(),
  AccountsOpened: Type.Integer(),
  FirstClasses: Type.Integer(),
  GrowthEarned: Type.Number({ description: 'Growth value the referrals earned in the period (entries counted in it, reversals included).' }),
  DrawsLeft: Type.Integer({ description: 'Lottery draws the tutor has left (not period-bound).' }),
});

export const ReferralTutorInfoSchema = Type.Object({
  ApplyId: Type.Integer(),
  Name: Type.String(),
  Email: Type.String(),
  Country: Type.String(),
  SkyID: Type.String(),
  MobileNumber: Type.String(),
  Step: Type.String(),
  AppliedAt: Type.String(),
  TutorId: Type.Union([Type.Integer(), Type.Null()], { description: 'Null until staff record the account opened.' }),
  FinishedClasses: Type.Integer(),
});

export const LevelRecordSchema = Type.Object({ Level: Type.String(), Score: Type.Number(), At: Type.String() });
export const LevelRecordsSchema = Type.Array(LevelRecordSchema);

export const PagedApplyBody = Type.Object({
  applyId: Type.Integer({ minimum: 1 }),
  PageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  PageSize: Type.Integer({ minimum: 1, maximum: 100, default: REFERRAL_DETAIL_PAGE_SIZE }),
});
export const ReferralBonusSchema = Type.Object({
  Rule: Type.String(),
  Name: Type.String(),
  Amount: Type.Number(),
  At: Type.String(),
  Reversed: Type.Boolean(),
});
export const ReferralBonusPageSchema = paged(ReferralBonusSchema);
export const ReferralTeamMemberSchema = Type.Object({ Name: Type.String(), Country: Type.String(), Step: Type.String(), AppliedAt: Type.String() });
export const ReferralTeamPageSchema = paged(ReferralTeamMemberSchema);

export const ReferralV1RecordSchema = Type.Object({
  ApplyId: Type.Integer(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Email: Type.String(),
  Country: Type.String(),
  Status: Type.String(),
  CreateTime: Type.String(),
});
export const ReferralsV1Schema = Type.Array(ReferralV1RecordSchema);
export const TrackLogV1Schema = Type.Object({ Status: Type.String(), CreateTime: Type.String() });
export const TrackLogsV1Schema = Type.Array(TrackLogV1Schema);

// ---- The lottery ---------------------------------------------------------------------------------------
export const LotteryPrizeSchema = Type.Object({ Id: Type.Integer(), Name: Type.String(), Stock: Type.Integer() });
export const LotteryInfoSchema = Type.Object({ DrawsLeft: Type.Integer(), Prizes: Type.Array(LotteryPrizeSchema) });
export const LotteryDrawSchema = Type.Object({
  Won: Type.Boolean(),
  Prize: Type.Union([Type.String(), Type.Null()]),
  DrawsLeft: Type.Integer(),
  Message: Type.String(),
});
export const LotteryPrizeListBody = Type.Object({
  PageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  PageSize: Type.Integer({ minimum: 1, maximum: 100, default: REFERRAL_DETAIL_PAGE_SIZE }),
});
export const WonPrizeSchema = Type.Object({ Id: Type.Integer(), Prize: Type.String(), At: Type.String() });
export const WonPrizePageSchema = paged(WonPrizeSchema);
