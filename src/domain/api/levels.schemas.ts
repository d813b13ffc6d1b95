import { Type } from '@sinclair/typebox';

const gradeFields = {
  GradeName: Type.String(),
  ScoreStart: Type.Number({ description: 'Teaching points the grade starts at.' }),
  ScoreEnd: Type.Union([Type.Number(), Type.Null()], { description: 'The last score of the grade; null for the top grade.' }),
};

export const GradeSchema = Type.Object(gradeFields);

/** A grade as Gradeintegral answers it, the tutor's own marked. */
export const GradeListItemSchema = Type.Object({ ...gradeFields, IsCurrent: Type.Boolean() });

export const GradeListSchema = Type.Array(GradeListItemSchema);
