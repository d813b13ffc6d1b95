import { Type } from '@sinclair/typebox';

export const HonourLevelSchema = Type.Object({
  Level: Type.Integer(),
  LevelName: Type.String(),
  Honour: Type.String(),
  ScoreStart: Type.Number({ description: 'The growth score the level starts at (LV.1 and LV.2 also need every beginner task claimed).' }),
  Reached: Type.Boolean(),
  ReachedAt: Type.Union([Type.String(), Type.Null()]),
});

export const GradeHonourSchema = Type.Object({
  Level: Type.Integer(),
  LevelName: Type.String(),
  Honour: Type.String(),
  Score: Type.Number(),
  NextLevelScore: Type.Union([Type.Number(), Type.Null()]),
  Levels: Type.Array(HonourLevelSchema),
});

const summaryFields = {
  Type: Type.Integer(),
  Name: Type.String(),
  Unit: Type.String(),
  Count: Type.Integer(),
  Reached: Type.Integer({ description: 'Steps reached, of StepsTotal.' }),
  StepsTotal: Type.Integer(),
  LastStep: Type.Union([Type.Integer(), Type.Null()], { description: 'The last step reached, or null.' }),
  NextStep: Type.Union([Type.Integer(), Type.Null()], { description: 'The next step, or null when all are reached.' }),
};

export const MilestoneSummarySchema = Type.Object(summaryFields);

export const MilestoneStepSchema = Type.Object({ Step: Type.Integer(), Reached: Type.Boolean(), ReachedAt: Type.Union([Type.String(), Type.Null()]) });

export const MilestoneDetailSchema = Type.Object({ ...summaryFields, Steps: Type.Array(MilestoneStepSchema) });

export const MilestoneTypeQuery = Type.Object({ type: Type.Integer({ minimum: 1, maximum: 99 }) });
