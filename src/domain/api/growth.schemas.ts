import { Type } from '@sinclair/typebox';

const code = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' });
const pageIndex = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });
const pageSize = Type.Integer({ minimum: 1, maximum: 100, default: 20 });
const id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const level = Type.Integer({ minimum: 1, maximum: 8 });

export const TaskCodeQuery = Type.Object({ TaskCode: code });
export const TaskLogQuery = Type.Object({ code, type: Type.Integer({ minimum: 0, maximum: 99, default: 0 }) });
export const TaskStartBody = Type.Object({ TaskCode: code });
export const PageQuery = Type.Object({ pageIndex, pageSize });
export const PetNameQuery = Type.Object({ petName: Type.Optional(Type.String({ maxLength: 200 })) });
export const LevelQuery = Type.Object({ level });
export const OptionalLevelQuery = Type.Object({ level: Type.Optional(level) });
export const WearQuery = Type.Object({ id: Type.Integer({ minimum: 0, maximum: 1000 }), isDefault: Type.Boolean({ default: false }) });
export const GoalIdQuery = Type.Object({ id });
export const GoalUpdateQuery = Type.Object({ id, target: Type.Unknown() });
export const GoalBody = Type.Object({ target: Type.Optional(Type.Unknown({ description: 'Classes to finish this month, 1 to 1000.' })) });
export const GoalRoundQuery = Type.Object({ round: Type.Optional(Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' })) });
export const StrengthQuery = Type.Object({
  isShowCycle: Type.Boolean({ default: false }),
  date: Type.Optional(Type.String({ maxLength: 40, description: 'Any instant or date in the cycle (provider month); now when absent.' })),
});

const TaskDetail = Type.Object({
  TaskCode: Type.String(),
  TaskName: Type.String(),
  Score: Type.Number(),
  Status: Type.Integer({ description: '0 not started, 1 in progress, 2 completed' }),
  ReceiveStatus: Type.Integer({ description: '1 claimed, 0 unclaimed' }),
  Progress: Type.Integer(),
  Target: Type.Integer(),
  NeedsStart: Type.Boolean(),
  Manual: Type.Boolean(),
});

export const GrowthHomeSchema = Type.Object({
  IsTestGroup: Type.Boolean(),
  Score: Type.Number(),
  Level: Type.Integer(),
  LevelName: Type.String(),
  LevelProgress: Type.Number(),
  NextLevelScore: Type.Union([Type.Number(), Type.Null()]),
  UnclaimedPoints: Type.Number(),
  RemainingPoints: Type.Number(),
  JoinDay: Type.Integer(),
  TaskList: Type.Array(
    Type.Object({
      Category: Type.Integer(),
      CategoryName: Type.String(),
      Total: Type.Integer(),
      Completed: Type.Integer(),
      TaskDataDetail: Type.Array(TaskDetail),
    }),
  ),
});

export const ReceiveRecordsSchema = Type.Array(
  Type.Object({ TaskCode: Type.String(), TaskName: Type.String(), Score: Type.Number(), ReceivedAt: Type.String() }),
);

export const PetInfoSchema = Type.Object({
  IsAdopt: Type.Boolean(),
  PetName: Type.String(),
  PetLevel: Type.Integer(),
  AlterNum: Type.Integer(),
  IsCanModified: Type.Boolean(),
  PictureUrl: Type.String(),
  WornSkinId: Type.Union([Type.Integer(), Type.Null()]),
});

export const PetGifSchema = Type.Object({ Level: Type.Integer(), Url: Type.String() });

export const PetSkinsSchema = Type.Array(
  Type.Object({
    Id: Type.Integer(),
    Name: Type.String(),
    Level: Type.Integer(),
    PictureUrl: Type.String(),
    Owned: Type.Boolean(),
    Worn: Type.Boolean(),
    CanReceive: Type.Boolean(),
  }),
);

export const GoalSchema = Type.Object({
  Id: Type.Integer(),
  Round: Type.String(),
  Target: Type.Integer(),
  Finished: Type.Integer(),
  BasicWagePhp: Type.Union([Type.Number(), Type.Null()]),
  EarnedPhp: Type.Number(),
});

export const StrengthSchema = Type.Object({
  Cycle: Type.String(),
  Cycles: Type.Array(Type.String()),
  FinishedClasses: Type.Integer(),
  FiveStarRatings: Type.Integer(),
  Absences: Type.Integer(),
  Cancellations: Type.Integer(),
  TeachingPoints: Type.Number(),
  GrowthValue: Type.Number(),
  Strength: Type.Integer(),
  Items: Type.Array(Type.Object({ Name: Type.String(), Score: Type.Integer() })),
});

export const GrowthRankingSchema = Type.Object({
  Month: Type.String(),
  Total: Type.Integer(),
  Items: Type.Array(Type.Object({ Rank: Type.Integer(), TutorName: Type.String(), Score: Type.Number(), IsMe: Type.Boolean() })),
});

export const MyGrowthRankSchema = Type.Object({ Month: Type.String(), Rank: Type.Integer(), Score: Type.Number(), Tutors: Type.Integer() });

export const MedalCodeQuery = Type.Object({ MadalType: code });
export const WearMedalQuery = Type.Object({ code });
export const RightsCodeQuery = Type.Object({ rightsCode: code });

export const MedalsSchema = Type.Array(
  Type.Object({
    Code: Type.String(),
    Name: Type.String(),
    Kind: Type.Integer({ description: '1 level, 2 certification, 3 limited-time' }),
    Earned: Type.Boolean(),
    Received: Type.Boolean(),
    Worn: Type.Boolean(),
    Requirement: Type.String(),
  }),
);

export const RightsSchema = Type.Array(
  Type.Object({
    Code: Type.String(),
    Name: Type.String(),
    Level: Type.Integer(),
    Unlocked: Type.Boolean(),
    Received: Type.Boolean(),
    ReceivedAt: Type.Union([Type.String(), Type.Null()]),
  }),
);
