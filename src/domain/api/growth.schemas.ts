import { Type } from '@sinclair/typebox';
import { MedalKind, ReceiveStatus, TaskCategory, TaskStatus } from '../growth';

/** An integer that is one of `values` (the domain's constants), typed as them. */
const oneOf = <T extends number>(values: readonly T[], description: string) => Type.Unsafe<T>({ type: 'integer', enum: [...values], description });

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

export const TaskDetailSchema = Type.Object({
  TaskCode: Type.String(),
  TaskName: Type.String(),
  Score: Type.Number(),
  Status: oneOf(Object.values(TaskStatus), '0 not started, 1 in progress, 2 completed'),
  ReceiveStatus: oneOf(Object.values(ReceiveStatus), '1 claimed, 0 unclaimed'),
  Progress: Type.Integer(),
  Target: Type.Integer(),
  NeedsStart: Type.Boolean(),
  Manual: Type.Boolean(),
});

export const TaskGroupSchema = Type.Object({
  Category: oneOf(Object.values(TaskCategory), '1 beginner, 2 daily, 3 advanced'),
  CategoryName: Type.String(),
  Total: Type.Integer(),
  Completed: Type.Integer(),
  TaskDataDetail: Type.Array(TaskDetailSchema),
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
  TaskList: Type.Array(TaskGroupSchema),
});

export const ReceiveRecordSchema = Type.Object({ TaskCode: Type.String(), TaskName: Type.String(), Score: Type.Number(), ReceivedAt: Type.String() });
export const ReceiveRecordsSchema = Type.Array(ReceiveRecordSchema);

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

export const PetSkinSchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Level: Type.Integer(),
  PictureUrl: Type.String(),
  Owned: Type.Boolean(),
  Worn: Type.Boolean(),
  CanReceive: Type.Boolean(),
});
export const PetSkinsSchema = Type.Array(PetSkinSchema);

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
  Strength: Type.Integer({ description: '0..100: attendance, rating and growth together.' }),
  Items: Type.Array(Type.Object({ Name: Type.String(), Score: Type.Integer() })),
});

export const GrowthRankItemSchema = Type.Object({ Rank: Type.Integer(), TutorName: Type.String(), Score: Type.Number(), IsMe: Type.Boolean() });

export const GrowthRankingSchema = Type.Object({
  Month: Type.String(),
  Total: Type.Integer(),
  Items: Type.Array(GrowthRankItemSchema),
});

export const MyGrowthRankSchema = Type.Object({
  Month: Type.String(),
  Rank: Type.Integer({ description: '0 when the tutor has no growth entry this month (not ranked).' }),
  Score: Type.Number(),
  Tutors: Type.Integer(),
});

export const MedalCodeQuery = Type.Object({ MadalType: code });
export const WearMedalQuery = Type.Object({ code });
export const RightsCodeQuery = Type.Object({ rightsCode: code });

export const MedalSchema = Type.Object({
  Code: Type.String(),
  Name: Type.String(),
  Kind: oneOf(Object.values(MedalKind), '1 level, 2 certification, 3 limited-time'),
  Earned: Type.Boolean(),
  Received: Type.Boolean(),
  Worn: Type.Boolean(),
  Requirement: Type.String({ description: 'What earning it takes, for a medal not yet earned.' }),
});
export const MedalsSchema = Type.Array(MedalSchema);

export const TutorRightSchema = Type.Object({
  Code: Type.String(),
  Name: Type.String(),
  Level: Type.Integer(),
  Unlocked: Type.Boolean(),
  Received: Type.Boolean(),
  ReceivedAt: Type.Union([Type.String(), Type.Null()]),
});
export const RightsSchema = Type.Array(TutorRightSchema);

/** The growth centre's visit log (RequestLog, UpdateLogTime; the bodies are ours). */
export const VisitOpenBody = Type.Object({ Page: Type.String({ minLength: 1, maxLength: 50 }) });
export const VisitTimeBody = Type.Object({ Id: id });
export const VisitSchema = Type.Object({ Id: Type.Integer(), Page: Type.String(), StartedAt: Type.String(), Seconds: Type.Integer() });
